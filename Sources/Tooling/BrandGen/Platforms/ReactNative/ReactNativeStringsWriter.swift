import BrandModel
import Localization
import YAMLNode

/// The strings' names in `react-native/<id>.ts`: the locales, and `StringParameters`, each
/// key with the parameters its text takes (a number for `{count}`, formatted text for any
/// other placeholder). The texts themselves are read from the envelope at run time.
enum ReactNativeStringsWriter {
    static func write(_ messages: MessageTable, into out: inout ByteWriter) {
        let locales = messages.locales
        out += "/** The locales the brand declares; the first is the source locale. */\nexport const locales = ["
        for (index, locale) in locales.enumerated() {
            if index > 0 { out += ", " }
            TypeScriptText.appendLiteral(locale, to: &out)
        }
        out += "] as const;\nexport type Locale = (typeof locales)[number];\n\n"
        out += "/**\n * Each string key with what its text takes: nothing (`undefined`), or an object with a\n"
        out += " * number for `{count}` and an already formatted string for any other placeholder.\n */\n"
        out += "export type StringParameters = {\n"
        for entry in messages.entries {
            out += "  readonly "
            TypeScriptText.appendLiteral(entry.key, to: &out)
            guard !entry.arguments.isEmpty else {
                out += ": undefined;\n"
                continue
            }
            out += ": {"
            for (index, argument) in entry.arguments.enumerated() {
                out += index > 0 ? "; readonly " : " readonly "
                TypeScriptText.appendLiteral(argument, to: &out)
                out += argument == FormatString.countPlaceholder ? ": number" : ": string"
            }
            out += " };\n"
        }
        out += "};\nexport type StringKey = keyof StringParameters;\n\n"
    }
}
