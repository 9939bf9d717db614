import BrandModel
import YAMLNode

/// `{"diagnostics":[{"file","line","column","severity","rule","message","hint"?}],"summary":{"files","errors","warnings"}}`.
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
