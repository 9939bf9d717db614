/// A regular expression from a schema (`pattern`, `patternProperties`), compiled once.
///
/// JSON Schema patterns are ECMA-262 and unanchored. Swift `Regex` gets close with
/// Unicode-scalar semantics and ASCII-only `\d` and `\w`; `$` is rewritten to `\z`
/// because in ECMA-262 it does not match before a trailing newline.
struct ECMAPattern: Sendable {
    let source: String
    /// Set for the simple patterns that skip `Regex` entirely.
    private let simple: SimplePattern?
    private let regex: CompiledRegex?

    /// Compiles `source`; the error text says what the regex engine rejected.
    init(_ source: String) throws(PatternError) {
        self.source = source
        simple = SimplePattern(source)
        guard simple == nil else {
            regex = nil
            return
        }
        do {
            regex = CompiledRegex(regex: try Regex(Self.translated(source))
                .matchingSemantics(.unicodeScalar)
                .asciiOnlyDigits()
                .asciiOnlyWordCharacters())
        } catch {
            throw PatternError(reason: "\(error)")
        }
    }

    struct PatternError: Error {
        var reason: String
    }

    /// True when the pattern matches anywhere in `text`.
    func matches(_ text: String) -> Bool {
        if let simple { return simple.matches(text) }
        return text.contains(regex!.regex)
    }

    /// `source` with `$` outside character classes turned into `\z`.
    private static func translated(_ source: String) -> String {
        guard source.contains("$") else { return source }
        var output = ""
        var inClass = false
        var escaped = false
        for character in source {
            if escaped {
                output.append(character)
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = true; output.append(character)
            case "[": inClass = true; output.append(character)
            case "]": inClass = false; output.append(character)
            case "$" where !inClass: output += "\\z"
            default: output.append(character)
            }
        }
        return output
    }
}

/// A `Regex` shared across threads, boxed.
///
/// `Regex<AnyRegexOutput>` is not `Sendable` only because its match *output* type holds
/// `Any`; we never share outputs. The regex value itself is immutable: its program
/// object lowers the pattern lazily and publishes it with an atomic compare-and-swap
/// (`Regex.Program.loweredProgram` in the standard library), so concurrent matching is safe.
/// A class because `Regex` is resilient: held inline it would give every compiled rule a
/// layout known only at run time, and copying one would go through value witnesses.
private final class CompiledRegex: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>

    init(regex: Regex<AnyRegexOutput>) {
        self.regex = regex
    }
}
