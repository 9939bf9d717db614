import BrandModel
import YAMLNode

/// `ios/<id>/BrandColors.xcassets`: a colour set per colour token, with the appearances
/// Xcode's asset catalog knows (`luminosity` dark, `contrast` high and both), for apps that
/// take colours from a catalog (`Color("appBarBackground", bundle: …)`) rather than
/// `BrandTheme.DynamicColors`. Xcode's own `Contents.json` layout, keys sorted as Xcode writes them.
enum AssetCatalogWriter {
    /// The catalog folder under the brand's iOS folder.
    static let folder = "BrandColors.xcassets"

    /// Xcode's `info` object, which every `Contents.json` carries.
    static let info: Node = .object([("author", "xcode"), ("version", 1)])

    /// The `appearances` Xcode writes for an appearance; none for light (the "any" entry).
    static func appearances(of appearance: Appearance) -> [Node] {
        var entries: [Node] = []
        if appearance.isDark { entries.append(.object([("appearance", "luminosity"), ("value", "dark")])) }
        if appearance.isHighContrast { entries.append(.object([("appearance", "contrast"), ("value", "high")])) }
        return entries
    }

    /// Xcode's colour: sRGB channels as `0xRR` text, alpha as a decimal with three places.
    static func color(_ rgba: RGBA) -> Node {
        func channel(_ value: UInt8) -> Node {
            var writer = ByteWriter(capacity: 4)
            writer += "0x"
            writer.append(hex: UInt32(value), minimumDigits: 2, uppercase: true)
            return .string(writer.text)
        }
        let thousandths = (Int(rgba.alpha) * 1000 + 127) / 255
        let alpha = "\(thousandths / 1000)." + String("00\(thousandths % 1000)".suffix(3))
        return .object([
            ("color-space", "srgb"),
            ("components", .object([("alpha", .string(alpha)), ("blue", channel(rgba.blue)), ("green", channel(rgba.green)), ("red", channel(rgba.red))])),
        ])
    }

    static func files(_ theme: Theme, under brandFolder: String) throws(GenerationError) -> [GeneratedFile] {
        let catalog = "\(brandFolder)/\(folder)"
        var files = [GeneratedFile(path: "\(catalog)/Contents.json", json: .object([("info", info)]))]
        let identifiers = try IdentifierSet.named(theme.colors, group: ColorTokenName.group, kind: "asset catalog colour set", style: NameStyle.lowerCamel)
        let groups = Appearance.allCases.map { theme.colors(in: $0) }
        for (identifier, name, _) in identifiers {
            var entries: [Node] = []
            for (index, appearance) in Appearance.allCases.enumerated() {
                guard let token = groups[index][name] else { continue }
                var pairs: [(String, Node)] = []
                let qualifiers = appearances(of: appearance)
                if !qualifiers.isEmpty { pairs.append(("appearances", .array(qualifiers))) }
                pairs.append(("color", color(try token.channels(named: name))))
                pairs.append(("idiom", "universal"))
                entries.append(.object(pairs))
            }
            files.append(GeneratedFile(path: "\(catalog)/\(identifier).colorset/Contents.json", json: .object([("colors", .array(entries)), ("info", info)])))
        }
        return files
    }
}
