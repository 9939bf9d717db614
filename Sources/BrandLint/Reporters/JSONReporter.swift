import BrandModel
import YAMLNode

/// `{"diagnostics":[{"file","line","column","severity","rule","message","hint"?,"related"?:[{"file","line","column","message"}]}],"summary":{"files","errors","warnings"}}`.
public enum JSONReporter {
    public static func render(_ diagnostics: [Diagnostic], files: [String]) -> String {
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
        let document = Node.object([
            ("diagnostics", .array(items)),
            ("summary", .object([
                ("files", .number(Double(files.count))),
                ("errors", .number(Double(diagnostics.errorCount))),
                ("warnings", .number(Double(diagnostics.warningCount))),
            ])),
        ])
        return JSONEmitter().emit(document) + "\n"
    }
}
