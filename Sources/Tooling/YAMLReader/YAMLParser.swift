import CYAML
@_spi(YAMLParsing) import YAMLNode

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
        if let nul = Self.firstNulByte(in: bytes) {
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

    /// memchr reads many bytes per step, where a byte-by-byte loop pays for every byte.
    private static func firstNulByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, let found = memchr(base, 0, bytes.count) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}

private typealias ScalarEventData = yaml_event_t.__Unnamed_union_data.__Unnamed_struct_scalar

/// The state of one parse: the stack of open collections, the anchors, the budgets.
private struct TreeBuilder {
    /// Plain integers and flags only: a frame is pushed, popped and dropped per collection,
    /// and with no references inside, that is a copy and nothing to release.
    struct Frame {
        var isMapping: Bool
        var hasAnchor: Bool
        var mark: Mark
        /// Nodes in this collection, itself included, as if aliases were expanded.
        var size = 1
        /// Where a sequence's items start in `items`.
        var itemsStart: Int
        /// Where a mapping's `<<` merges start in `merges`.
        var mergesStart: Int
    }

    struct Merge {
        /// How many of the mapping's own entries precede the `<<` key.
        var position: Int
        var entries: [Node.Mapping.Entry]
    }

    struct PendingKey {
        var text: String
        var fingerprint: UInt64
        var mark: Mark
        var isMerge: Bool

        init(text: String, mark: Mark) {
            self.text = text
            fingerprint = MappingStack.fingerprint(of: text)
            self.mark = mark
            isMerge = false
        }

        /// Hashing the event's bytes is cheaper than reading them back out of the string.
        init(_ bytes: UnsafeBufferPointer<UInt8>, mark: Mark, isMerge: Bool) {
            text = String(scalarBytes: bytes)
            fingerprint = MappingStack.fingerprint(of: bytes)
            self.mark = mark
            self.isMerge = isMerge
        }
    }

    let limits: ParseLimits
    let source: UInt32
    /// The collection open deepest, kept out of `outer` so that each scalar updates a plain
    /// field rather than an array element behind a uniqueness check.
    var innermost: Frame?
    /// The collections that enclose `innermost`, outermost first.
    var outer: [Frame] = []
    /// The key of the innermost mapping, read and waiting for its value.
    var pendingKey: PendingKey?
    /// The pending keys of the enclosing mappings, whose values are still open collections.
    var suspendedKeys: [PendingKey] = []
    /// The anchor names of the open collections that have one, innermost last.
    var openAnchors: [String] = []
    /// The `<<` merges of every open mapping, innermost last.
    var merges: [Merge] = []
    /// The items of every open sequence, innermost last: one stack, reused all parse long.
    var items: [Node] = []
    var mappings = MappingStack()
    var anchors: [String: (node: Node, size: Int)] = [:]
    var aliasExpansion = 0
    var documents = 0
    var root: Node?

    init(limits: ParseLimits, source: UInt32) {
        self.limits = limits
        self.source = source
        outer.reserveCapacity(16)
        suspendedKeys.reserveCapacity(16)
        items.reserveCapacity(32)
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
        Self.mark(mark, source: source)
    }

    /// Static, so the hot path need not copy the whole builder to call it.
    @inline(__always)
    private static func mark(_ mark: yaml_mark_t, source: UInt32) -> Mark {
        Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1, source: source)
    }

    /// Inlined into the event loop: one call per event less.
    @inline(__always)
    private mutating func handle(_ event: inout yaml_event_t) throws(YAMLError) {
        let start = Self.mark(event.start_mark, source: source)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw YAMLError(
                    .multipleDocuments, "a second document starts here; one document is expected", at: start,
                    hint: "remove the `---` separator, or split the documents into their own files")
            }
        case YAML_SCALAR_EVENT:
            try scalar(event.data.scalar, at: start)
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
            if isKeyAwaited {
                guard let text = node.scalarText else { throw Self.collectionKey(at: start) }
                innermost!.size += anchored.size
                pendingKey = PendingKey(text: text, mark: start)
            } else {
                try add(node, size: anchored.size)
            }
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

    /// Takes the scalar's part of the event only: passing the whole event would copy it.
    private mutating func scalar(_ data: ScalarEventData, at start: Mark) throws(YAMLError) {
        let bytes = UnsafeBufferPointer(start: data.value, count: Int(data.length))
        let isPlain = data.style == YAML_PLAIN_SCALAR_STYLE
        let isMergeKey = isPlain && data.tag == nil && bytes.count == 2
            && bytes[0] == UInt8(ascii: "<") && bytes[1] == UInt8(ascii: "<")
        let isKey = isKeyAwaited
        if isKey, data.tag == nil, data.anchor == nil {
            // A key is kept as its text, no resolution (half of all scalars).
            innermost!.size += 1
            pendingKey = PendingKey(bytes, mark: start, isMerge: isMergeKey)
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
            value = .string(String(scalarBytes: bytes))
        }
        let node = Node(value, mark: start)
        if let anchor = data.anchor { anchors[String(cString: anchor)] = (node, 1) }
        if isKey {
            innermost!.size += 1
            pendingKey = PendingKey(bytes, mark: start, isMerge: isMergeKey)
        } else {
            try add(node, size: 1)
        }
    }

    /// Whether the innermost collection is a mapping waiting for a key: the next scalar is that key.
    private var isKeyAwaited: Bool {
        guard let frame = innermost else { return false }
        return frame.isMapping && pendingKey == nil
    }

    private var depth: Int { outer.count + (innermost == nil ? 0 : 1) }

    private mutating func open(isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, at start: Mark) throws(YAMLError) {
        if isKeyAwaited {
            throw YAMLError(
                .complexKey, "a \(isMapping ? "mapping" : "sequence") cannot be a mapping key", at: start,
                hint: "keys are plain text, as in JSON")
        }
        guard depth < limits.maxDepth else {
            throw YAMLError(
                .depthLimitExceeded, "nesting is deeper than the limit of \(limits.maxDepth) levels", at: start,
                hint: "flatten the document, or raise the depth limit")
        }
        if isMapping { mappings.begin() }
        if let anchor { openAnchors.append(String(cString: anchor)) }
        let frame = Frame(
            isMapping: isMapping, hasAnchor: anchor != nil, mark: start, itemsStart: items.count, mergesStart: merges.count)
        if let enclosing = innermost.take() {
            outer.append(enclosing)
            // A collection inside a mapping is a value (`open` refused it as a key), so a key is pending.
            if let key = pendingKey.take() { suspendedKeys.append(key) }
        }
        innermost = frame
    }

    private mutating func close() throws(YAMLError) {
        // libyaml pairs every end event with a start, so a collection is open here.
        let frame = innermost.take()!
        innermost = outer.popLast()
        if innermost?.isMapping == true { pendingKey = suspendedKeys.popLast() }
        let node: Node
        if frame.isMapping {
            let entries = mappings.end()
            let merged = merges.count > frame.mergesStart ? Self.applyingMerges(merges.removeTail(from: frame.mergesStart), to: entries) : entries
            node = Node(.mapping(Node.Mapping(merged)), mark: frame.mark)
        } else {
            node = Node(.sequence(items.removeTail(from: frame.itemsStart)), mark: frame.mark)
        }
        if frame.hasAnchor { anchors[openAnchors.removeLast()] = (node, frame.size) }
        try add(node, size: frame.size)
    }

    /// Adds a finished value to the collection that is open, or makes it the root.
    private mutating func add(_ node: consuming Node, size: Int) throws(YAMLError) {
        guard innermost != nil else {
            root = node
            return
        }
        innermost!.size += size
        guard innermost!.isMapping else {
            items.append(node)
            return
        }
        // `open` refuses a collection in key position, so a key is always pending here.
        guard let key = pendingKey.take() else { throw Self.collectionKey(at: node.mark) }
        if key.isMerge {
            merges.append(Merge(position: mappings.innermostCount, entries: try Self.mergeEntries(node, at: key.mark)))
            return
        }
        try mappings.append(key: key.text, fingerprint: key.fingerprint, keyMark: key.mark, value: node)
    }

    private static func collectionKey(at start: Mark) -> YAMLError {
        YAMLError(.complexKey, "a collection cannot be a mapping key", at: start, hint: "keys are plain text, as in JSON")
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
    private static func applyingMerges(
        _ merges: [Merge], to entries: [Node.Mapping.Entry]
    ) -> [Node.Mapping.Entry] {
        var taken = Set(entries.map(\.key))
        var result: [Node.Mapping.Entry] = []
        result.reserveCapacity(entries.count)
        var mergeIndex = 0
        for position in 0...entries.count {
            while mergeIndex < merges.count, merges[mergeIndex].position == position {
                for entry in merges[mergeIndex].entries where taken.insert(entry.key).inserted {
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
        // libyaml's words for a tab in the indentation ("found character that cannot start
        // any token") do not say what is wrong; yamllint's do.
        if let column = SourcePosition.indentationTab(onLine: at.line, in: bytes) {
            return YAMLError(
                .syntax, "tabs cannot indent YAML", at: Mark(line: at.line, column: column, source: source),
                hint: "indent with spaces (libyaml: \(problem))")
        }
        // In a flow collection, `key: #0B2341` comments out the rest of the line, closing
        // brace included, and libyaml stops lines later: point at the `#` instead.
        if message.contains("flow"), let hash = SourcePosition.commentedColour(endingOnLine: at.line, in: bytes, source: source) {
            return YAMLError(
                .syntax, "`#` starts a comment here: quote the colour", at: hash,
                hint: "write it as \"#...\" in quotes (libyaml, at \(at): \(message))")
        }
        return YAMLError(.syntax, message, at: at)
    }
}
