/// What the app's betslip button says, in every locale the brand declares: the generated
/// plural accessor, read under each locale.
public enum AppBarTitles {
    public static var locales: [String] { BrandStrings.locales }

    public static func betslip(count: Int, locale: String) -> String {
        BrandStrings.$locale.withValue(locale) { BrandStrings.AppBar.betslip(count: count) }
    }

    /// The brand's primary colour, 0–255 per channel.
    public static var brandPrimary: (red: Int, green: Int, blue: Int) {
        let color = BrandTheme.Colors.brandPrimary
        return (Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
    }

    public static var loginIsNative: Bool { BrandFlags.brand.loginNative }
}
