import BrandModel

/// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=RULE::MESSAGE`.
public enum GitHubReporter {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            // Control characters become visible escapes first (a raw ESC or BEL would reach
            // the log viewer); the line breaks before hints and notes are ours and stay.
            var message = DisplayText.escaped(diagnostic.message)
            if let hint = diagnostic.hint { message += "\nhint: \(DisplayText.escaped(hint))" }
            for place in diagnostic.related {
                message += "\nnote: \(DisplayText.escaped(place.file)):\(place.line):\(place.column): \(DisplayText.escaped(place.message))"
            }
            let properties = [
                "file=\(escapeProperty(DisplayText.escaped(diagnostic.file)))",
                "line=\(diagnostic.line)",
                "col=\(diagnostic.column)",
                "title=\(escapeProperty("brandlint " + DisplayText.escaped(diagnostic.rule)))",
            ].joined(separator: ",")
            return "::\(diagnostic.severity.rawValue) \(properties)::\(escapeData(message))\n"
        }.joined()
    }

    /// The runner's own escaping: `%`, CR and LF in messages.
    static func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// Properties also escape `:` and `,`, which separate them.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
