// An app target that adopts BrandGenPlugin: BrandTheme, BrandStrings and BrandFlags are
// generated at build time from the brand its brandgen.json names.
for locale in BrandStrings.locales {
    for count in [1, 5] {
        BrandStrings.$locale.withValue(locale) { print("\(locale): \(BrandStrings.AppBar.betslip(count: count))") }
    }
}
let background = BrandTheme.Colors.brandPrimary
print("brand.primary: \(background.red) \(background.green) \(background.blue)")
print("login-native: \(BrandFlags.brand.loginNative)")
