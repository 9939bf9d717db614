import CYAML

/// Reads one YAML (or JSON) document into a ``Node`` tree over libyaml's event parser.
///
/// Every refusal is a ``YAMLError`` with a mark: syntax errors keep libyaml's own words,
/// and duplicate keys, extra documents, unknown tags, bad encodings and the
/// ``ParseLimits`` each get their own kind. Nothing here recurses, so no input can
/// exhaust the stack.
public struct YAMLParser: DocumentParser {
    public var limits: ParseLimits
    /// Stamped on every mark, so nodes remember which document they came from.
    public var source: UInt32

    public init(limits: ParseLimits = .default, source: UInt32 = 0) {
        self.limits = limits
        self.source = source
    }

    /// Parses a document held in bytes (UTF-8, optionally with a byte order mark).
    public func parse(bytes: UnsafeBufferPointer<UInt8>) throws(YAMLError) -> Node {
        try checkSize(bytes.count)
        if let nul = bytes.firstIndex(of: 0) {
            throw YAMLError(
                .nulByte, "NUL byte in the document", at: SourcePosition.mark(ofByte: nul, in: bytes, source: source),
                hint: "the file is binary or UTF-16; save it as UTF-8 text")
        }
        // libyaml skips a byte order mark only when it detects the encoding itself; we
        // fix the encoding to UTF-8 (so UTF-16 is refused), so the mark is dropped here.
        let text = SourcePosition.hasByteOrderMark(bytes) ? UnsafeBufferPointer(rebasing: bytes[3...]) : bytes
        var builder = TreeBuilder(limits: limits, source: source)
        return try builder.build(text)
    }
}

/// The state of one parse: the stack of open collections, the anchors, the budgets.
private struct TreeBuilder {
    struct Frame {
        var isMapping: Bool
        var mark: Mark
        var anchor: String?
        /// Nodes in this collection, itself included, as if aliases were expanded.
        var size = 1
        var items: [Node] = []
        var mapping = MappingBuilder()
        var pendingKey: (text: String, mark: Mark, isMerge: Bool)?
        var merges: [(position: Int, entries: [Node.Mapping.Entry])] = []
    }

    let limits: ParseLimits
    let source: UInt32
    var frames: [Frame] = []
    var anchors: [String: (node: Node, size: Int)] = [:]
    var aliasExpansion = 0
    var documents = 0
    var root: Node?

    init(limits: ParseLimits, source: UInt32) {
        self.limits = limits
        self.source = source
    }

    mutating func build(_ bytes: UnsafeBufferPointer<UInt8>) throws(YAMLError) -> Node {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(.syntax, "libyaml could not start (out of memory)", at: .start)
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress ?? UnsafePointer(bitPattern: 1), bytes.count)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw parserError(parser, bytes)
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { break }
            try handle(&event)
        }
        return root ?? Node(.null, mark: Mark(line: 1, column: 1, source: source))
    }

    private func mark(_ mark: yaml_mark_t) -> Mark {
        Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1, source: source)
    }

    private mutating func handle(_ event: inout yaml_event_t) throws(YAMLError) {
        let start = mark(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw YAMLError(
                    .multipleDocuments, "a second document starts here; one document is expected", at: start,
                    hint: "remove the `---` separator, or split the documents into their own files")
            }
        case YAML_SCALAR_EVENT:
            try scalar(event, at: start)
        case YAML_ALIAS_EVENT:
            let name = String(cString: event.data.alias.anchor)
            guard let anchored = anchors[name] else {
                throw YAMLError(.undefinedAlias, "alias *\(name) refers to no anchor defined before it", at: start)
            }
            aliasExpansion += anchored.size
            guard aliasExpansion <= limits.maxAliasExpansion else {
                throw YAMLError(
                    .aliasBudgetExceeded,
                    "aliases expand to more than \(limits.maxAliasExpansion) nodes (a \"billion laughs\" document?)",
                    at: start, hint: "use fewer or smaller aliases, or raise the alias expansion limit")
            }
            var node = anchored.node
            node.mark = start
            try add(node, size: anchored.size, keyText: Self.keyText(of: node), at: start)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            try checkCollectionTag(data.tag, expected: .sequence, at: start)
            try open(isMapping: false, anchor: data.anchor, at: start)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            try checkCollectionTag(data.tag, expected: .mapping, at: start)
            try open(isMapping: true, anchor: data.anchor, at: start)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            try close()
        default:
            break
        }
    }

    private mutating func scalar(_ event: yaml_event_t, at start: Mark) throws(YAMLError) {
        let data = event.data.scalar
        let bytes = UnsafeBufferPointer(start: data.value, count: Int(data.length))
        let isPlain = data.style == YAML_PLAIN_SCALAR_STYLE
        if data.tag == nil, data.anchor == nil, awaitingKey {
            // A key is kept as its text: one string, no resolution (a third of all scalars).
            let text = String(decoding: bytes, as: UTF8.self)
            let isMergeKey = isPlain && bytes.count == 2 && bytes[0] == UInt8(ascii: "<") && bytes[1] == UInt8(ascii: "<")
            try add(Node(.null, mark: start), size: 1, keyText: text, isMergeKey: isMergeKey, at: start)
            return
        }
        let value: Node.Value
        if let tagPointer = data.tag {
            let tag = String(cString: tagPointer)
            guard let coreTag = CoreTag(tag) else { throw unknownTag(tag, at: start) }
            guard let resolved = CoreSchemaResolver.resolve(bytes, as: coreTag) else {
                throw YAMLError(
                    .invalidTaggedValue,
                    "\"\(String(decoding: bytes, as: UTF8.self))\" is not a valid \(coreTag.name) value", at: start)
            }
            value = resolved
        } else if isPlain {
            value = CoreSchemaResolver.resolve(bytes)
        } else {
            value = .string(String(decoding: bytes, as: UTF8.self))
        }
        let node = Node(value, mark: start)
        let isMergeKey = isPlain && data.tag == nil && bytes.count == 2
            && bytes[0] == UInt8(ascii: "<") && bytes[1] == UInt8(ascii: "<")
        if let anchor = data.anchor { anchors[String(cString: anchor)] = (node, 1) }
        try add(node, size: 1, keyText: awaitingKey ? String(decoding: bytes, as: UTF8.self) : nil,
                isMergeKey: isMergeKey, at: start)
    }

    private var awaitingKey: Bool {
        // Through the index, not `frames.last`, which would copy the frame and its arrays.
        guard let top = frames.indices.last else { return false }
        return frames[top].isMapping && frames[top].pendingKey == nil
    }

    private mutating func open(isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, at start: Mark) throws(YAMLError) {
        if awaitingKey {
            throw YAMLError(
                .complexKey, "a \(isMapping ? "mapping" : "sequence") cannot be a mapping key", at: start,
                hint: "keys are plain text, as in JSON")
        }
        guard frames.count < limits.maxDepth else {
            throw YAMLError(
                .depthLimitExceeded, "nesting is deeper than the limit of \(limits.maxDepth) levels", at: start,
                hint: "flatten the document, or raise the depth limit")
        }
        frames.append(Frame(isMapping: isMapping, mark: start, anchor: anchor.map { String(cString: $0) }))
    }

    private mutating func close() throws(YAMLError) {
        let frame = frames.removeLast()
        let node: Node
        if frame.isMapping {
            node = Node(.mapping(Node.Mapping(Self.applyingMerges(frame))), mark: frame.mark)
        } else {
            node = Node(.sequence(frame.items), mark: frame.mark)
        }
        if let anchor = frame.anchor { anchors[anchor] = (node, frame.size) }
        try add(node, size: frame.size, keyText: nil, at: frame.mark)
    }

    /// Adds a finished node to the collection that is open, or makes it the root.
    private mutating func add(
        _ node: Node, size: Int, keyText: String?, isMergeKey: Bool = false, at start: Mark
    ) throws(YAMLError) {
        guard !frames.isEmpty else {
            root = node
            return
        }
        let top = frames.count - 1
        frames[top].size += size
        guard frames[top].isMapping else {
            frames[top].items.append(node)
            return
        }
        guard let key = frames[top].pendingKey else {
            guard let keyText else {
                throw YAMLError(.complexKey, "a collection cannot be a mapping key", at: start, hint: "keys are plain text, as in JSON")
            }
            frames[top].pendingKey = (keyText, start, isMergeKey)
            return
        }
        frames[top].pendingKey = nil
        if key.isMerge {
            frames[top].merges.append((frames[top].mapping.count, try Self.mergeEntries(node, at: key.mark)))
            return
        }
        try frames[top].mapping.append(key: key.text, keyMark: key.mark, value: node)
    }

    private static func mergeEntries(_ node: Node, at mark: Mark) throws(YAMLError) -> [Node.Mapping.Entry] {
        switch node.value {
        case .mapping(let mapping):
            return mapping.entries
        case .sequence(let items):
            var entries: [Node.Mapping.Entry] = []
            for item in items {
                guard let mapping = item.mapping else {
                    throw YAMLError(.invalidMerge, "a merge key `<<` takes mappings only; this list holds \(Self.withArticle(item.typeName))", at: item.mark)
                }
                entries.append(contentsOf: mapping.entries)
            }
            return entries
        default:
            throw YAMLError(
                .invalidMerge, "a merge key `<<` takes a mapping or a list of mappings, not \(Self.withArticle(node.typeName))", at: mark,
                hint: "write `<<: *anchor` with an anchored mapping")
        }
    }

    /// Keys written in the mapping win over merged ones; among merged ones the first wins.
    private static func applyingMerges(_ frame: Frame) -> [Node.Mapping.Entry] {
        let entries = frame.mapping.entries
        guard !frame.merges.isEmpty else { return entries }
        var taken = Set(entries.map(\.key))
        var result: [Node.Mapping.Entry] = []
        result.reserveCapacity(entries.count)
        var mergeIndex = 0
        for position in 0...entries.count {
            while mergeIndex < frame.merges.count, frame.merges[mergeIndex].position == position {
                for entry in frame.merges[mergeIndex].entries where taken.insert(entry.key).inserted {
                    result.append(entry)
                }
                mergeIndex += 1
            }
            if position < entries.count { result.append(entries[position]) }
        }
        return result
    }

    /// "an integer", "a string".
    static func withArticle(_ noun: String) -> String {
        ("aeiou".contains(noun.first ?? "x") ? "an " : "a ") + noun
    }

    private static func keyText(of node: Node) -> String? {
        switch node.value {
        case .null: "null"
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): text
        case .sequence, .mapping: nil
        }
    }

    private func checkCollectionTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, expected: CoreTag, at start: Mark) throws(YAMLError) {
        guard let tag else { return }
        let text = String(cString: tag)
        guard let coreTag = CoreTag(text) else { throw unknownTag(text, at: start) }
        guard coreTag == expected || text == "!" else {
            throw YAMLError(.invalidTaggedValue, "\(coreTag.name) cannot tag a \(expected == .mapping ? "mapping" : "sequence")", at: start)
        }
    }

    private func unknownTag(_ tag: String, at start: Mark) -> YAMLError {
        let prefix = "tag:yaml.org,2002:"
        let shown = tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
        return YAMLError(
            .unknownTag, "unknown tag \(shown)", at: start,
            hint: "profiles hold plain data; remove the tag (only !!str, !!int, !!float, !!bool, !!null, !!map, !!seq are known)")
    }

    private func parserError(_ parser: yaml_parser_t, _ bytes: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        if parser.error == YAML_READER_ERROR {
            let offset = min(Int(parser.problem_offset), max(bytes.count - 1, 0))
            let at = SourcePosition.mark(ofByte: offset, in: bytes, source: source)
            let isEncoding = problem.contains("UTF-8") || problem.contains("invalid Unicode")
            return YAMLError(
                isEncoding ? .invalidEncoding : .syntax, isEncoding ? "invalid UTF-8: \(problem)" : problem, at: at,
                hint: isEncoding ? "save the file as UTF-8" : nil)
        }
        var message = problem
        var at = mark(parser.problem_mark)
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context) at \(mark(parser.context_mark)))"
        }
        if parser.problem_mark.line == 0, parser.problem_mark.column == 0, parser.problem_mark.index == 0 {
            at = mark(parser.context_mark)
        }
        return YAMLError(.syntax, message, at: at)
    }
}
