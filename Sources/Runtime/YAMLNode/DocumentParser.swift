/// A parser of one document into a ``Node`` tree: ``JSONParser``, and `YAMLParser` in `YAMLReader`.
///
/// Each implements the buffer form; strings and byte arrays come for free, and so does the
/// size check both must make before reading anything.
public protocol DocumentParser: Sendable {
    var limits: ParseLimits { get }
    /// Stamped on every mark, so nodes remember which document they came from.
    var source: UInt32 { get }

    /// Parses a document held in bytes (UTF-8, optionally with a byte order mark).
    func parse(bytes: UnsafeBufferPointer<UInt8>) throws(YAMLError) -> Node
}

extension DocumentParser {
    /// Parses a document held in a string.
    public func parse(_ text: String) throws(YAMLError) -> Node {
        var text = text
        let result = text.withUTF8 { buffer in Result { () throws(YAMLError) in try parse(bytes: buffer) } }
        return try result.get()
    }

    /// Parses a document held in bytes (UTF-8, optionally with a byte order mark).
    public func parse(_ bytes: [UInt8]) throws(YAMLError) -> Node {
        let result = bytes.withUnsafeBufferPointer { buffer in Result { () throws(YAMLError) in try parse(bytes: buffer) } }
        return try result.get()
    }

    /// Refuses a document over ``ParseLimits/maxInputBytes`` before any of it is read.
    package func checkSize(_ count: Int) throws(YAMLError) {
        guard count > limits.maxInputBytes else { return }
        throw YAMLError(
            .sizeLimitExceeded, "document is \(count) bytes, over the limit of \(limits.maxInputBytes) bytes",
            at: Mark(line: 1, column: 1, source: source), hint: "split it, or raise the input size limit")
    }
}

