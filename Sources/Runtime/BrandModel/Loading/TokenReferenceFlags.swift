import YAMLNode

/// Which tokens of the four token groups are written as references, and which a reference
/// names, by their position in the resolved `theme`: what lint rules ask of every token,
/// answered without hashing its name.
///
/// Positions are those of `theme[group]`'s entries in the resolved document (the first
/// entry of that name), which are also the order of the decoded ``TokenGroup``. The
/// resolver fills the flags from its slots as it goes (``TokenResolver/Resolution``); asking
/// ``TokenResolver/Resolution/references`` the same question costs a hash of the token's
/// name per token, in tables as large as the theme, whose reads miss the caches once the
/// theme has some 100,000 tokens.
public struct TokenReferenceFlags: Sendable, Equatable {
    /// Where each group's flags start, in ``TokenResolver/groups`` order; the last element
    /// is the number of flags.
    private var starts: [Int]
    private var flags: [UInt8]

    private static let isReferenceBit: UInt8 = 1
    private static let isNamedBit: UInt8 = 2

    /// No token is a reference and none is named.
    public init() {
        starts = Array(repeating: 0, count: TokenResolver.groups.count + 1)
        flags = []
    }

    /// Room for the tokens of the four groups of `theme`, every flag clear.
    init(groupCounts: [Int]) {
        var starts = [0]
        for count in groupCounts { starts.append(starts[starts.count - 1] + count) }
        self.starts = starts
        flags = Array(repeating: 0, count: starts[starts.count - 1])
    }

    /// The flags of a resolved document, given the references as written: for a caller
    /// that has the references but not the resolution (a hash per token, once).
    public init(document: Node, references: [String: String]) {
        let theme = document["theme"]?.mapping
        let groups = TokenResolver.groups.map { theme?[$0]?.mapping }
        self.init(groupCounts: groups.map { $0?.count ?? 0 })
        guard !references.isEmpty else { return }
        let named = Set(references.values)
        for (group, tokens) in groups.enumerated() {
            guard let tokens else { continue }
            for index in tokens.entries.indices {
                let path = TokenResolver.joined(TokenResolver.groups[group], tokens.entries[index].key)
                let slot = starts[group] + index
                if references[path] != nil { flags[slot] |= Self.isReferenceBit }
                if named.contains(path) { flags[slot] |= Self.isNamedBit }
            }
        }
    }

    /// The flags of one group's tokens.
    public func group(_ themeGroup: ThemeGroup) -> Group {
        guard let group = ThemeGroup.allCases.firstIndex(of: themeGroup), group + 1 < starts.count else {
            return Group(flags: [], start: 0, count: 0)
        }
        return Group(flags: flags, start: starts[group], count: starts[group + 1] - starts[group])
    }

    /// Marks the token in `slot` (as ``TokenResolver/ChainResolver`` numbers them) as written as a reference.
    mutating func markReference(slot: Int) {
        flags[slot] |= Self.isReferenceBit
    }

    /// Marks the token in `slot` as named by some reference.
    mutating func markNamed(slot: Int) {
        flags[slot] |= Self.isNamedBit
    }

    /// Marks the token at `index` of `group` as named by some reference (one an appearance's
    /// override writes, which the light resolution does not see).
    mutating func markNamed(group: ThemeGroup, index: Int) {
        guard let group = ThemeGroup.allCases.firstIndex(of: group), group + 1 < starts.count,
              index >= 0, starts[group] + index < starts[group + 1] else { return }
        flags[starts[group] + index] |= Self.isNamedBit
    }

    /// One group's flags, by the position of the token in `theme[group]`.
    public struct Group: Sendable {
        fileprivate let flags: [UInt8]
        fileprivate let start: Int
        /// The number of tokens the group has.
        public let count: Int

        /// Whether the token at `index` is written as a reference (`"{colors.brand.primary}"`).
        public func isReference(at index: Int) -> Bool {
            index >= 0 && index < count && flags[start + index] & TokenReferenceFlags.isReferenceBit != 0
        }

        /// Whether some token's reference names the token at `index`.
        public func isNamed(at index: Int) -> Bool {
            index >= 0 && index < count && flags[start + index] & TokenReferenceFlags.isNamedBit != 0
        }
    }
}
