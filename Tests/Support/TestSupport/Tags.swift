import Testing

extension Tag {
    /// Tests whose data is whatever brands `Brands/` holds (``Repository/brands``).
    /// `DroppedBrandsTests` runs every suite of this tag again against a copy of `Brands/`
    /// with two brands with warnings dropped in, so none of them may assume the shipped
    /// brands are free of warnings (that is CI's `brandlint --strict Brands` step).
    @Tag public static var shippedBrands: Self

    /// The suites of tag ``shippedBrands``, as `Module.Suite`: Swift 6.3's test library
    /// selects tests by id only (`--filter tag:` comes later), so the child run of
    /// `DroppedBrandsTests` names them. ``Repository/brands`` holds the two to each other: a
    /// test that reads it records an issue unless its suite has the tag and is listed here.
    public static let shippedBrandSuites = [
        "AppBarEngineTests.HandlerRegistryTests",
        "BrandGenTests.AndroidDifferentialTests",
        "BrandGenTests.AndroidTests",
        "BrandGenTests.AppBarDifferentialTests",
        "BrandGenTests.AppBarTypeScriptDifferentialTests",
        "BrandGenTests.KotlinRuntimeLibraryTests",
        "BrandGenTests.RuntimeScenarioTests",
        "BrandGenTests.AppearanceAgreementTests",
        "BrandGenTests.ColorTokenChannelsTests",
        "BrandGenTests.CommandLineTests",
        "BrandGenTests.DTCGTests",
        "BrandGenTests.FlagDifferentialTests",
        "BrandGenTests.IOSTests",
        "BrandGenTests.LineHeightTests",
        "BrandGenTests.OddsBoostTypeScriptDifferentialTests",
        "BrandGenTests.OutputListingTests",
        "BrandGenTests.TokenImportTests",
        "BrandGenTests.ReactNativeTests",
        "BrandGenTests.RuntimeProfileTests",
        "BrandGenTests.WebTests",
        "BrandLintTests.AddingABrandGuideTests",
        "BrandLintTests.CommandLineTests",
        "BrandLintTests.EditorSchemaTests",
        "BrandLintTests.FixtureTests",
        "BrandModelTests.JSONProfileTests",
        "BrandModelTests.ShippedBrandsTests",
        "BrandModelTests.TestSupportTests",
        "BrandRuntimeTests.RuntimeProfileLoaderTests",
        "BrandSimTests.BrandSimCommandLineTests",
        "BrandSimTests.ScenarioCleanUpTests",
        "BrandSimTests.ScenarioSuiteTests",
        "OddsBoostTests.ShippedOddsBoostTests",
        "ToolChainTests.BundleScenarioGateTests",
        "ToolChainTests.DropABrandTests",
        "ToolChainTests.OutsideTheRepositoryTests",
        "ToolChainTests.RepositorySettingsToolTests",
    ]

    /// The suite of `test`, as ``shippedBrandSuites`` names it.
    static func suiteName(of test: Test) -> String {
        test.id.moduleName + "." + (test.id.nameComponents.first ?? "")
    }
}
