import YAMLNode

/// One file brandgen writes, with its path relative to the output folder.
public struct GeneratedFile: Sendable, Equatable {
    /// `dtcg/ladbrokes.tokens.json`; always `/`-separated, no `.` or `..` components.
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }

    /// The bytes a writer built, copied to an array of their exact size: a run holds every
    /// file until it compares them, and a writer's spare capacity would double that memory.
    init(path: String, _ writer: ByteWriter) {
        self.init(path: path, contents: writer.bytes)
    }

    /// `json` written as JSON with two-space indents and a final line break.
    init(path: String, json: Node) {
        var writer = JSONEmitter().emitBytes(json)
        writer.append(byte: UInt8(ascii: "\n"))
        self.init(path: path, writer)
    }
}
