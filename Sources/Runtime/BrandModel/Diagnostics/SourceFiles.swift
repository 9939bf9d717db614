import YAMLNode

/// The files one load read, so a mark's `source` number can be turned back into a path.
///
/// Number 0 stays unused: a mark with source 0 came from no file the loader read.
public struct SourceFiles: Sendable, Equatable {
    private var paths: [String] = ["<unknown>"]
    private var numbers: [String: UInt32] = [:]

    public init() {}

    /// Makes room for `count` more paths: a folder's files are numbered up front, and a table
    /// grown step by step to 100,000 paths rehashes every path at each step.
    public mutating func reserveCapacity(forMore count: Int) {
        paths.reserveCapacity(paths.count + count)
        numbers.reserveCapacity(numbers.count + count)
    }

    /// The number of `path`, registering it on first sight.
    public mutating func number(for path: String) -> UInt32 {
        if let number = numbers[path] { return number }
        let number = UInt32(paths.count)
        paths.append(path)
        numbers[path] = number
        return number
    }

    public func path(of mark: Mark) -> String {
        path(ofSource: mark.source)
    }

    /// The path numbered `source`, or `<unknown>` for a number never given.
    public func path(ofSource source: UInt32) -> String {
        Int(source) < paths.count ? paths[Int(source)] : paths[0]
    }

    /// A diagnostic at `mark`, in whichever file the mark belongs to.
    public func diagnostic(
        at mark: Mark, severity: Diagnostic.Severity = .error, rule: String, message: String, hint: String? = nil,
        fix: Diagnostic.Fix? = nil
    ) -> Diagnostic {
        Diagnostic(
            file: path(ofSource: mark.source), line: mark.line, column: mark.column, severity: severity, rule: rule, message: message,
            hint: hint, fix: fix)
    }

    /// An error of a loading check at `mark`.
    public func diagnostic(at mark: Mark, check: LoadingCheck, message: String, hint: String? = nil, fix: Diagnostic.Fix? = nil) -> Diagnostic {
        diagnostic(at: mark, rule: check.rawValue, message: message, hint: hint, fix: fix)
    }

    public func diagnostic(_ error: YAMLError) -> Diagnostic {
        var message = error.message
        if let related = error.relatedMark, related.source != error.mark.source {
            message += " (see \(path(of: related)):\(related))"
        }
        return diagnostic(at: error.mark, check: LoadingCheck(error.kind), message: message, hint: error.hint)
    }
}
