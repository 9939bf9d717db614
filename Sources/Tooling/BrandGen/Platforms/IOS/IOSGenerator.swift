import BrandModel
import Localization
import YAMLNode

/// `ios/<id>/BrandTheme.swift`, `ios/<id>/BrandStrings.swift`,
/// `ios/<id>/Localizable.xcstrings` and the colour asset catalog `ios/<id>/BrandColors.xcassets`. Mapping rules: docs/exports.md.
public struct IOSGenerator: PlatformGenerator {
    /// Shared by the brands a run generates on any thread.
    private let pluralSamples = PluralSampleCache()

    public init() {}

    public var platform: Platform { .ios }

    /// The specifier of an argument: counts are `%N$lld`, everything else preformatted text `%N$@`.
    static func specifier(_ position: Int, _ name: String) -> String {
        name == FormatString.countPlaceholder ? "%\(position)$lld" : "%\(position)$@"
    }

    public func files(for brand: BrandSource) throws(GenerationError) -> [GeneratedFile] {
        // A formatted string doubles its literal `%`; one without arguments is read as it is.
        let table = StringTable(try brand.messageTable(), specifier: Self.specifier) { literal, formatted in
            formatted ? Self.doublingPercents(literal) : literal
        }
        let folder = "\(platform.folder)/\(brand.id)"
        return [
            GeneratedFile(path: "\(folder)/BrandTheme.swift", try SwiftThemeWriter.write(brand.profile)),
            GeneratedFile(path: "\(folder)/BrandStrings.swift", try SwiftStringsWriter.write(brand.profile, table: table, pluralSamples: pluralSamples)),
            GeneratedFile(path: "\(folder)/Localizable.xcstrings", Self.catalog(table)),
        ] + (try AssetCatalogWriter.files(brand.profile.theme, under: folder))
    }

    /// `text` with each `%` doubled, as a format writes a literal one.
    static func doublingPercents(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "%")) else { return text }
        var writer = ByteWriter(capacity: text.utf8.count + 4)
        for byte in text.utf8 {
            writer.append(byte: byte)
            if byte == UInt8(ascii: "%") { writer.append(byte: byte) }
        }
        return writer.text
    }

    /// The String Catalog: `sourceLanguage` the first locale, plural forms under
    /// `variations.plural`; locales and plural categories sorted, keys in the table's order.
    static func catalog(_ table: StringTable) -> ByteWriter {
        var json = JSONWriter()
        // Units stand at two depths (a text's, a plural form's): each depth's text is made once.
        var units: [Int: StringUnit] = [:]
        func unit(_ value: String) {
            let depth = json.depth
            let unit = units[depth] ?? StringUnit(depth: depth)
            units[depth] = unit
            json.appendFragment(unit.head)
            json.string(value)
            json.appendFragment(unit.tail)
        }
        json.beginObject()
        json.constantKey("sourceLanguage")
        json.string(table.locales[0])
        json.constantKey("strings")
        json.beginObject()
        for entry in table.entries {
            json.key(entry.key)
            json.beginObject()
            json.constantMember("extractionState", "manual")
            json.constantKey("localizations")
            json.beginObject()
            for (locale, format) in entry.formats.sorted(by: { $0.locale < $1.locale }) {
                json.key(locale)
                switch format {
                case .text(let text): unit(text)
                case .plural(let forms):
                    json.beginObject()
                    json.constantKey("variations")
                    json.beginObject()
                    json.constantKey("plural")
                    json.beginObject()
                    for (category, text) in forms.map({ ($0.0.rawValue, $0.1) }).sorted(by: { $0.0 < $1.0 }) {
                        json.key(category)
                        unit(text)
                    }
                    json.endObject()
                    json.endObject()
                    json.endObject()
                }
            }
            json.endObject()
            json.endObject()
        }
        json.endObject()
        json.constantMember("version", "1.0")
        json.endObject()
        var output = json.output
        output.append(byte: UInt8(ascii: "\n"))
        return output
    }

    /// A catalog's `{"stringUnit": {"state": "translated", "value": ...}}` at one depth, as
    /// the text before the value and the text after it. A catalog has a unit per string and
    /// locale, all the same but for the value: copying two fragments costs a fraction of the
    /// dozen writer calls that make them.
    private struct StringUnit {
        var head: [UInt8]
        var tail: [UInt8]

        init(depth: Int) {
            var json = JSONWriter(depth: depth, capacity: 128)
            json.beginObject()
            json.constantKey("stringUnit")
            json.beginObject()
            json.constantMember("state", "translated")
            json.constantKey("value")
            head = json.output.bytes
            json.string("")
            let valueEnd = json.output.count
            json.endObject()
            json.endObject()
            tail = Array(json.output.bytes[valueEnd...])
        }
    }
}
