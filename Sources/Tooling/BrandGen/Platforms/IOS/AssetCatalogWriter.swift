import BrandModel
import YAMLNode

/// `ios/<id>/BrandColors.xcassets`: a colour set per colour token, with the appearances
/// Xcode's asset catalog knows (`luminosity` dark, `contrast` high and both), for apps that
/// take colours from a catalog (`Color("appBarBackground", bundle: …)`) rather than
/// `BrandTheme.DynamicColors`. Xcode's own `Contents.json` layout, keys sorted as Xcode writes them.
enum AssetCatalogWriter {
    /// Xcode's `Contents.json` vocabulary, as Xcode spells it. Typed, not quoted: some of its
    /// words are also the contract's (`colors`, `appearances`, `dark`), which mean other things.
    enum Key: String {
        case colors, appearances, appearance, value, color, idiom, info, author, version
    }

    /// The `appearance` kinds and the values this catalog uses.
    enum Trait: String {
        case luminosity, contrast, dark, high
    }

    /// The catalog folder under the brand's iOS folder.
    static let folder = "BrandColors.xcassets"

    /// Xcode's `info` object, which every `Contents.json` carries.
    static let info: Node = .object([(Key.author.rawValue, "xcode" as Node), (Key.version.rawValue, 1 as Node)])

    /// The `appearances` Xcode writes for an appearance; none for light (the "any" entry).
    static func appearances(of appearance: Appearance) -> [Node] {
        var entries: [Node] = []
        func entry(_ kind: Trait, _ value: Trait) -> Node {
            .object([(Key.appearance.rawValue, .string(kind.rawValue)), (Key.value.rawValue, .string(value.rawValue))])
        }
        if appearance.isDark { entries.append(entry(.luminosity, .dark)) }
        if appearance.isHighContrast { entries.append(entry(.contrast, .high)) }
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
        var files = [GeneratedFile(path: "\(catalog)/Contents.json", json: .object([(Key.info.rawValue, info)]))]
        let identifiers = try IdentifierSet.named(theme.colors, group: ColorTokenName.group, kind: "asset catalog colour set", style: NameStyle.lowerCamel)
        let groups = Appearance.allCases.map { theme.colors(in: $0) }
        for (identifier, name, _) in identifiers {
            var entries: [Node] = []
            for (index, appearance) in Appearance.allCases.enumerated() {
                guard let token = groups[index][name] else { continue }
                var pairs: [(String, Node)] = []
                let qualifiers = appearances(of: appearance)
                if !qualifiers.isEmpty { pairs.append((Key.appearances.rawValue, .array(qualifiers))) }
                pairs.append((Key.color.rawValue, color(try token.channels(named: name))))
                pairs.append((Key.idiom.rawValue, "universal"))
                entries.append(.object(pairs))
            }
            files.append(GeneratedFile(path: "\(catalog)/\(identifier).colorset/Contents.json", json: .object([(Key.colors.rawValue, .array(entries)), (Key.info.rawValue, info)])))
        }
        return files
    }
}
