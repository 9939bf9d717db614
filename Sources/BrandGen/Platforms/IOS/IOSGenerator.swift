import BrandModel
import Localization
import YAMLNode

/// `ios/<id>/BrandTheme.swift`, `ios/<id>/BrandStrings.swift` and
/// `ios/<id>/Localizable.xcstrings`. Mapping rules: docs/exports.md.
public struct IOSGenerator: PlatformGenerator {
    public init() {}

    public var platform: Platform { .ios }

    /// The specifier of an argument: counts are `%N$lld`, everything else preformatted text `%N$@`.
    static func specifier(_ position: Int, _ name: String) -> String {
        name == FormatString.countPlaceholder ? "%\(position)$lld" : "%\(position)$@"
    }

    public func files(for brand: BrandSource) throws(GenerationError) -> [GeneratedFile] {
        // A formatted string doubles its literal `%`; one without arguments is read as it is.
        let table = try StringTable(brand.profile, specifier: Self.specifier) { literal, formatted in
            formatted ? Self.doublingPercents(literal) : literal
        }
        let folder = "\(platform.folder)/\(brand.id)"
        return [
            GeneratedFile(path: "\(folder)/BrandTheme.swift", try SwiftThemeWriter.write(brand.profile)),
            GeneratedFile(path: "\(folder)/BrandStrings.swift", try SwiftStringsWriter.write(brand.profile, table: table)),
            GeneratedFile(path: "\(folder)/Localizable.xcstrings", json: Self.catalog(table)),
        ]
    }

    /// `text` with each `%` doubled, as a format writes a literal one.
    static func doublingPercents(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var writer = ByteWriter(capacity: text.utf8.count + 4)
        for byte in text.utf8 {
            writer.append(byte: byte)
            if byte == UInt8(ascii: "%") { writer.append(byte: byte) }
        }
        return writer.text
    }

    /// The String Catalog: `sourceLanguage` the first locale, plural forms under `variations.plural`.
    static func catalog(_ table: StringTable) -> Node {
        func unit(_ value: String) -> Node {
            .object([("stringUnit", .object([("state", "translated"), ("value", .string(value))]))])
        }
        let strings = table.entries.map { entry -> (String, Node) in
            let localizations = entry.formats.sorted { $0.locale < $1.locale }.map { locale, format -> (String, Node) in
                switch format {
                case .text(let text): (locale, unit(text))
                case .plural(let forms):
                    (locale, .object([("variations", .object([("plural", .object(forms.map { ($0.0.rawValue, unit($0.1)) }.sorted { $0.0 < $1.0 }))]))]))
                }
            }
            return (entry.key, .object([("extractionState", "manual"), ("localizations", .object(localizations))]))
        }
        return .object([("sourceLanguage", .string(table.locales[0])), ("strings", .object(strings)), ("version", "1.0")])
    }
}
