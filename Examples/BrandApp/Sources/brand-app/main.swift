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

// `brand-app <folder>`: the brands of brandgen's json/ folder, loaded as at run time.
if CommandLine.arguments.count > 1 {
    try printBrands(inEnvelopeFolder: CommandLine.arguments[1])
}
