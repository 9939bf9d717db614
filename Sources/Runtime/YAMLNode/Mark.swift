/// A position in a source document: 1-based line and column, and which document.
///
/// Columns count Unicode scalars (characters as an editor shows them), not bytes,
/// so `file:line:column` diagnostics land where a person looks. `source` tells documents
/// apart once nodes from several files meet in one tree (a brand and the base it extends);
/// it is 0 when only one document is involved.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    // 32-bit storage keeps every node small; no profile has four billion lines.
    private var storedLine: Int32
    private var storedColumn: Int32
    public var source: UInt32

    public init(line: Int, column: Int, source: UInt32 = 0) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        self.source = source
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// The start of a document.
    public static let start = Mark(line: 1, column: 1)

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.source, lhs.storedLine, lhs.storedColumn) < (rhs.source, rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}
