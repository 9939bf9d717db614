import BrandModel

/// `asset-name-other-brand`: a brand that names an asset carrying another brand's id
/// (`potIcon: neds.pot` in a profile copied from Neds) would show that brand's artwork. The
/// id is one of the name's parts, split at `.`, `/`, `_` and `@`, equal to the id of another
/// brand in the same folder; so it is a check across a folder's brands, run after they load,
/// as ``ScenarioCoverage`` is.
public enum AssetNameOtherBrand {
    public static let description = RuleDescription(
        id: "asset-name-other-brand",
        summary: "An asset name (the pot icon) that carries the id of another brand in the folder, as a copied profile keeps it, is reported.",
        severity: .warning,
        triggering: [],
        nonTriggering: [])

    /// The characters that separate the parts of an asset name.
    static let separators: Set<Character> = [".", "/", "_", "@"]

    /// One warning per asset name and other brand, where the name is written: a name a base
    /// gives its brands is reported once, at the base.
    public static func check(_ brands: [FolderBrand]) -> [Diagnostic] {
        let ids = Set(brands.map(\.id))
        var reported = Set<Diagnostic>()
        var found: [Diagnostic] = []
        for brand in brands {
            for asset in brand.assets {
                for part in Set(asset.name.split(whereSeparator: separators.contains).map(String.init))
                where part != brand.id && ids.contains(part) {
                    // Written in a base, the name is every inheriting brand's: one finding for them all.
                    let own = asset.file == brand.path
                        ? "name this brand's own asset (`\(asset.name.replacingOccurrences(of: part, with: brand.id))`)"
                        : "name each brand's own asset in its profile"
                    let diagnostic = Diagnostic(
                        file: asset.file, line: asset.position.line, column: asset.position.column, severity: description.severity, rule: description.id,
                        message: "asset \"\(asset.name)\" carries the id of another brand, \"\(part)\"",
                        hint: "a profile copied from \(part)'s shows its artwork: \(own), or silence the line if the asset really is shared (docs/adding-a-brand.md)")
                    if reported.insert(diagnostic).inserted { found.append(diagnostic) }
                }
            }
        }
        return found
    }
}
