import YAMLNode

/// TypeScript source text: literals that compile whatever a profile holds.
///
/// Profile text reaches a generated module only through ``appendLiteral(_:to:)``: never as
/// an identifier, a property name written bare, or a comment.
enum TypeScriptText {
    /// A double-quoted string literal; quotes, backslashes, line breaks and every control or
    /// invisible-format character ``UnicodeText/needsEscape(_:)`` names become escapes, so no
    /// profile text can end the literal or make the source read differently from how it runs.
    static func appendLiteral(_ text: String, to writer: inout ByteWriter) {
        writer.appendQuoted(text, special: (0x22, 0x5C, 0x5C)) { value, bytes, writer in
            UnicodeText.escape(value, bytes, escapesDollar: false, to: &writer) { value, writer in
                // Every character needsEscape names is in the Basic Multilingual Plane.
                writer += "\\u"
                writer.append(hex: value, minimumDigits: 4)
            }
        }
    }

    static func literal(_ text: String) -> String {
        var writer = ByteWriter(capacity: text.utf8.count + 2)
        appendLiteral(text, to: &writer)
        return writer.text
    }

    /// A number literal without exponent, six decimals at most (``CSSText/appendNumber(_:to:)``).
    static func appendNumber(_ value: Double, to writer: inout ByteWriter) {
        CSSText.appendNumber(value, to: &writer)
    }
}

extension TypeScriptText {
    /// `const <name>: { readonly [locale: string]: <valueType> | undefined } = {`, a line
    /// `  "<locale>": <value>,` per locale with what `value` writes, and `};`.
    static func appendLocaleTable(
        _ name: String, valueType: String, locales: [String], to out: inout ByteWriter, value: (String, inout ByteWriter) -> Void
    ) {
        out += "const \(name): { readonly [locale: string]: \(valueType) | undefined } = {\n"
        for locale in locales {
            out += "  "
            appendLiteral(locale, to: &out)
            out += ": "
            value(locale, &out)
            out += ",\n"
        }
        out += "};\n"
    }

    static func number(_ value: Double) -> String {
        var writer = ByteWriter(capacity: 16)
        appendNumber(value, to: &writer)
        return writer.text
    }
}
