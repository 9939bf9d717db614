import BrandAppTheme

// Prints what the generated accessors give, locale by locale.
for locale in AppBarTitles.locales {
    for count in [1, 5] {
        print("\(locale): \(AppBarTitles.betslip(count: count, locale: locale))")
    }
}
let primary = AppBarTitles.brandPrimary
print("brand.primary: \(primary.red) \(primary.green) \(primary.blue)")
print("login-native: \(AppBarTitles.loginIsNative)")
