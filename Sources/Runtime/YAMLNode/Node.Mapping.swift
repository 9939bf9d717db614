extension Node {
    /// An ordered mapping: entries stay in the order they were written.
    public struct Mapping: Sendable, Equatable, RandomAccessCollection {
        public struct Entry: Sendable, Equatable {
            public var key: String
            /// Where the key is written; diagnostics about a key point here.
            public var keyMark: Mark
            public var value: Node

            public init(key: String, keyMark: Mark, value: Node) {
                self.key = key
                self.keyMark = keyMark
                self.value = value
            }
        }

        public var entries: [Entry]

        public init(_ entries: [Entry] = []) {
            self.entries = entries
        }

        public var startIndex: Int { entries.startIndex }
        public var endIndex: Int { entries.endIndex }
        public subscript(position: Int) -> Entry { entries[position] }

        /// The value stored under `key`. Mappings are small, so a scan beats hashing.
        public subscript(key: String) -> Node? {
            index(forKey: key).map { entries[$0].value }
        }

        public func entry(forKey key: String) -> Entry? {
            index(forKey: key).map { entries[$0] }
        }

        /// The scan reads keys in place: iterating entries would copy each one, value and all.
        private func index(forKey key: String) -> Int? {
            entries.indices.first { entries[$0].key == key }
        }

        public var keys: [String] { entries.map(\.key) }
    }
}
