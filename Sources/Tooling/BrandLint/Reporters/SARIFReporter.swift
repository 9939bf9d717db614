import BrandModel
import YAMLNode

/// SARIF 2.1.0: one run of the `brandlint` driver, its rules with their descriptions, one
/// result per problem with a physical location relative to the source root.
public enum SARIFReporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let toolVersion = "1.0.0"

    public static func render(_ diagnostics: [Diagnostic]) -> String {
        let ruleIDs = Array(Set(diagnostics.map(\.rule))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let rules = ruleIDs.map { id -> Node in
            let summary = summary(of: id)
            return .object([
                ("id", .string(id)),
                ("name", .string(camelName(id))),
                ("shortDescription", .object([("text", .string(summary))])),
                ("fullDescription", .object([("text", .string(summary))])),
                ("defaultConfiguration", .object([("level", .string(level(defaultSeverity(of: id, seen: diagnostics))))])),
                ("help", .object([("text", .string("See docs/rules.md, section \(id)."))])),
            ])
        }
        let results = diagnostics.map { diagnostic -> Node in
            var message = diagnostic.message
            if let hint = diagnostic.hint { message += " (\(hint))" }
            var pairs: [(String, Node)] = [
                ("ruleId", .string(diagnostic.rule)),
                ("ruleIndex", .number(Double(ruleIndex[diagnostic.rule] ?? 0))),
                ("level", .string(level(diagnostic.severity))),
                ("message", .object([("text", .string(message))])),
                ("locations", .array([.object([
                    ("physicalLocation", physicalLocation(diagnostic.file, diagnostic.line, diagnostic.column)),
                ])])),
            ]
            if !diagnostic.related.isEmpty {
                pairs.append(("relatedLocations", .array(diagnostic.related.enumerated().map { index, place in
                    .object([
                        ("id", .number(Double(index))),
                        ("physicalLocation", physicalLocation(place.file, place.line, place.column)),
                        ("message", .object([("text", .string(place.message))])),
                    ])
                })))
            }
            return .object(pairs)
        }
        let document = Node.object([
            ("$schema", .string(schemaURI)),
            ("version", "2.1.0"),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", "brandlint"),
                    ("version", .string(toolVersion)),
                    ("rules", .array(rules)),
                ]))])),
                ("columnKind", "unicodeCodePoints"),
                ("results", .array(results)),
            ])])),
        ])
        return JSONEmitter().emit(document) + "\n"
    }

    private static func physicalLocation(_ file: String, _ line: Int, _ column: Int) -> Node {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(file))), ("uriBaseId", "%SRCROOT%")])),
            ("region", .object([
                ("startLine", .number(Double(max(line, 1)))),
                ("startColumn", .number(Double(max(column, 1)))),
            ])),
        ])
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        severity == .error ? "error" : "warning"
    }

    private static func defaultSeverity(of id: String, seen: [Diagnostic]) -> Diagnostic.Severity {
        RuleRegistry.rule(withID: id)?.description.severity ?? RuleRegistry.folderChecks.first { $0.id == id }?.severity
            ?? seen.first { $0.rule == id }?.severity ?? .error
    }

    private static func summary(of id: String) -> String {
        if let rule = RuleRegistry.rule(withID: id) { return rule.description.summary }
        if let check = RuleRegistry.folderChecks.first(where: { $0.id == id }) { return check.summary }
        if let check = (RuleRegistry.loadingChecks + RuleRegistry.configurationChecks).first(where: { $0.id == id }) { return check.summary }
        if id.hasPrefix("schema-") { return LoadingCheck.schema.summary }
        return id
    }

    /// SARIF wants a URI: relative paths stay relative (to %SRCROOT%), characters are percent-encoded.
    static func uri(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~/".unicodeScalars.contains(scalar) {
                output.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output.hasPrefix("./") ? String(output.dropFirst(2)) : output
    }

    private static func camelName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
