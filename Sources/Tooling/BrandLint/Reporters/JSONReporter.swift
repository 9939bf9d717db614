import BrandModel
import YAMLNode

/// `{"diagnostics":[{"file","line","column","severity","rule","message","hint"?,"related"?:[{"file","line","column","message"}]}],"summary":{"files","errors","warnings","skipped":[{"file","rules","paths","leftOut":[{"rules","path","names"}]}],"baselined"?}}`.
public enum JSONReporter {
    /// `baselined` (findings a baseline accepted) is in the summary when given.
    public static func render(
        _ diagnostics: [Diagnostic], files: [String], skipped: [BrandLinter.SkippedRules] = [], baselined: Int? = nil
    ) -> String {
        let items = diagnostics.map { diagnostic -> Node in
            var pairs: [(String, Node)] = [
                ("file", .string(diagnostic.file)),
                ("line", .number(Double(diagnostic.line))),
                ("column", .number(Double(diagnostic.column))),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("rule", .string(diagnostic.rule)),
                ("message", .string(diagnostic.message)),
            ]
            if let hint = diagnostic.hint { pairs.append(("hint", .string(hint))) }
            if !diagnostic.related.isEmpty {
                pairs.append(("related", .array(diagnostic.related.map { place in
                    .object([
                        ("file", .string(place.file)), ("line", .number(Double(place.line))),
                        ("column", .number(Double(place.column))), ("message", .string(place.message)),
                    ])
                })))
            }
            return .object(pairs)
        }
        var summary: [(String, Node)] = [
            ("files", .number(Double(files.count))),
            ("errors", .number(Double(diagnostics.errorCount))),
            ("warnings", .number(Double(diagnostics.warningCount))),
            ("skipped", .array(skipped.map { entry in
                .object([
                    ("file", .string(entry.file)),
                    ("rules", .array(entry.rules.map { .string($0) })),
                    ("paths", .array(entry.paths.map { .string($0.rawValue) })),
                    ("leftOut", .array(entry.leftOut.map { part in
                        .object([
                            ("rules", .array(part.rules.map { .string($0) })),
                            ("path", .string(part.path.rawValue)),
                            ("names", .array(part.names.map { .string($0) })),
                        ])
                    })),
                ])
            })),
        ]
        if let baselined { summary.append(("baselined", .number(Double(baselined)))) }
        let document = Node.object([("diagnostics", .array(items)), ("summary", .object(summary))])
        return JSONEmitter().emit(document) + "\n"
    }
}
