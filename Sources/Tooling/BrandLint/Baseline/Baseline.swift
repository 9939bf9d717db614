import BrandModel
import YAMLNode

/// Findings accepted when a team adopts brandlint on existing profiles: they are not
/// reported again, and new ones are. Written by `--write-baseline FILE`, read by `--baseline FILE`.
///
/// The file is JSON, one finding a line, so it reviews well in a diff:
/// `{"version": 1, "findings": [{"rule", "file", "fingerprint", "message"}, ...]}`.
public struct Baseline: Sendable, Equatable {
    /// One accepted finding. `message` is for people reading the file; matching uses the
    /// rule, the file and the fingerprint.
    public struct Entry: Sendable, Equatable {
        public var rule: String
        public var file: String
        public var fingerprint: String
        public var message: String
        /// Where the entry is in the file it was read from (for reporting it stale).
        public var line: Int?

        var key: FindingFingerprint { FindingFingerprint(rule: rule, file: file, fingerprint: fingerprint) }
    }

    /// The rule id of a stale entry, reported under `--strict`.
    public static let staleRule = ConfigurationCheck.baselineStale.rawValue
    static let formatVersion = 1

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The baseline of every finding in `diagnostics`.
    public init(_ diagnostics: [Diagnostic], fileSystem: any ProfileFileSystem = LocalFileSystem()) {
        let fingerprints = FindingFingerprint.of(diagnostics, fileSystem: fileSystem)
        entries = zip(diagnostics, fingerprints).map { diagnostic, key in
            Entry(rule: key.rule, file: key.file, fingerprint: key.fingerprint, message: diagnostic.message, line: nil)
        }
    }

    /// Why a baseline file cannot be used.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Reads a baseline written by ``render()``.
    public static func read(_ bytes: [UInt8], path: String) throws(ReadError) -> Baseline {
        let document: Node
        do {
            document = try JSONParser().parse(bytes)
        } catch {
            throw ReadError(description: "\(path): not a baseline (\(error.message) at \(error.mark))")
        }
        guard document["version"]?.int == formatVersion, let findings = document["findings"]?.sequence else {
            throw ReadError(description: "\(path): not a brandlint baseline (version \(formatVersion) with a findings list)")
        }
        var entries: [Entry] = []
        for (index, finding) in findings.enumerated() {
            guard let rule = finding["rule"]?.string, let file = finding["file"]?.string, let fingerprint = finding["fingerprint"]?.string
            else { throw ReadError(description: "\(path):\(finding.mark): finding \(index + 1) lacks rule, file or fingerprint") }
            entries.append(Entry(
                rule: rule, file: file, fingerprint: fingerprint, message: finding["message"]?.string ?? "", line: finding.mark.line))
        }
        return Baseline(entries: entries)
    }

    /// The file's text: one finding a line, sorted, so rewriting an unchanged baseline
    /// changes nothing.
    public func render() -> String {
        let sorted = entries.sorted { ($0.file, $0.rule, $0.fingerprint, $0.message) < ($1.file, $1.rule, $1.fingerprint, $1.message) }
        let lines = sorted.map { entry in
            "    " + JSONEmitter(pretty: false).emit(.object([
                ("rule", .string(entry.rule)), ("file", .string(entry.file)),
                ("fingerprint", .string(entry.fingerprint)), ("message", .string(entry.message)),
            ]))
        }
        return "{\n  \"version\": \(Self.formatVersion),\n  \"findings\": [\n" + lines.joined(separator: ",\n")
            + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// What applying a baseline to a run left.
    public struct Application: Sendable {
        /// Findings not in the baseline: the ones to report.
        public var reported: [Diagnostic]
        /// How many findings the baseline accepted.
        public var baselined: Int
        /// Entries no finding matched: fixed since, or changed beyond recognition.
        public var stale: [Entry]
    }

    /// Splits `diagnostics` into new findings and accepted ones. An entry accepts one
    /// finding: two equal findings need two entries.
    public func apply(to diagnostics: [Diagnostic], fileSystem: any ProfileFileSystem = LocalFileSystem()) -> Application {
        var remaining: [FindingFingerprint: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += 1 }
        var reported: [Diagnostic] = []
        var baselined = 0
        for (diagnostic, key) in zip(diagnostics, FindingFingerprint.of(diagnostics, fileSystem: fileSystem)) {
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                baselined += 1
            } else {
                reported.append(diagnostic)
            }
        }
        var stale: [Entry] = []
        for entry in entries where (remaining[entry.key] ?? 0) > 0 {
            remaining[entry.key]! -= 1
            stale.append(entry)
        }
        return Application(reported: reported, baselined: baselined, stale: stale)
    }

    /// A warning for each stale entry, at its line in the baseline file.
    public static func staleDiagnostics(_ stale: [Entry], path: String) -> [Diagnostic] {
        stale.map { entry in
            Diagnostic(
                file: path, line: entry.line ?? 1, column: 1, severity: .warning, rule: staleRule,
                message: "baseline entry matches no finding: [\(entry.rule)] in \(entry.file): \(entry.message)",
                hint: "the finding was fixed or changed; rewrite the baseline with --write-baseline \(path)")
        }
    }
}
