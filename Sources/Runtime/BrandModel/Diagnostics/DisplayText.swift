import YAMLNode

/// Text a profile's author controls, made safe to print on a terminal or in a CI log.
///
/// Control characters (newline, carriage return, ESC, BEL, DEL, the C1 controls), the line
/// and paragraph separators, the byte-order mark and the bidirectional controls are written
/// as Swift-style escapes, `\u{1B}`: a key cannot forge an extra output line, move the
/// cursor, retitle the terminal, or display reversed. The set is ``JSONEmitter/needsEscape(_:)``'s,
/// so what JSON escapes, text escapes too. Text without any of them prints unchanged.
public enum DisplayText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: JSONEmitter.needsEscape) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if JSONEmitter.needsEscape(scalar) {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

extension String {
    /// `parts` one after another, written into one string of the final size.
    ///
    /// For the messages of findings a rule may make hundreds of thousands of (a token or
    /// flag each, in a hostile file): an interpolation appends its parts one by one and grows
    /// its buffer as it goes, where this sizes it once (less than half the cost).
    public init(concatenating parts: String...) {
        var count = 0
        for part in parts { count += part.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            for var part in parts {
                part.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: bytes)
                    written += bytes.count
                }
            }
            return written
        }
    }
}
