import YAMLNode

extension TokenResolver {
    /// Follows chains of references by index, remembering every token's outcome: each token
    /// is visited once however many chains pass through it.
    ///
    /// Every token of the four groups gets a slot, an integer in document order (group by
    /// group, as ``TokenResolver/groups`` lists them). Each reference is turned into its
    /// target's slot once, with one hash lookup; after that, walks and cycle checks read flat
    /// arrays of 32-bit slots and hash nothing. Looking every step of a walk up by name in
    /// tables of 100,000 tokens made the cost grow faster than the input (random reads that
    /// miss the caches), although the number of lookups grew linearly.
    struct ChainResolver {
        /// A slot: a token's place among all the tokens of the four groups.
        typealias Slot = Int32

        /// What a token leads to.
        enum Outcome: Equatable {
            /// The value of the token in this slot, which is not a reference.
            case value(Slot)
            /// The token's own reference names nothing.
            case dangling
            /// The token is on loop `loop` (an index for ``loop(_:)``), at `place`.
            case cycle(loop: Int, place: Int)
            /// A reference further down the chain is broken; reported where it is written.
            case brokenFurther
        }

        /// Per group, the mapping of its tokens as `theme[group]` finds it (the first entry of
        /// that name), and where it stands among the theme's entries.
        private let groupTokens: [(mapping: Node.Mapping, themeEntry: Int)?]
        /// Where each group's slots start; the last element is the number of slots.
        private let starts: [Int]
        /// Per group, each token's position in its group by name (its slot less the group's
        /// start). The only hash tables, read once per reference, and handed on to the
        /// decoder's ``TokenGroup``s (``positions``).
        private let slots: [[String: Slot]]
        /// Per slot, the slot its reference names, or ``plain`` or ``nowhere``.
        private let targets: [Slot]
        /// Per slot, its outcome once known, coded as ``code(_:)`` writes it.
        private var codes: [Slot]
        /// Per slot, its place on the walk under way, and afterwards on its loop if it has one.
        private var places: [Slot]
        /// Each loop found, its tokens in chain order.
        private var loops: [[Slot]] = []
        /// The walk under way, reused from one walk to the next.
        private var chain: [Slot] = []

        /// A token that is not written as a reference.
        static let plain: Slot = -1
        /// A reference that names no token.
        static let nowhere: Slot = -2

        // Outcome codes: a slot (>= 0) is `.value` of that slot; the rest are negative.
        private static let unknown: Slot = -1
        private static let danglingCode: Slot = -2
        private static let brokenCode: Slot = -3
        /// Loop `k` is coded `firstLoopCode - k`.
        private static let firstLoopCode: Slot = -4

        init(theme: Node.Mapping) {
            let themeEntries = theme.entries
            var groupTokens: [(mapping: Node.Mapping, themeEntry: Int)?] = []
            var starts = [0]
            for group in TokenResolver.groups {
                // The first entry of the name, as `theme[group]` reads it.
                let entry = themeEntries.indices.first { themeEntries[$0].key == group }
                let mapping = entry.flatMap { themeEntries[$0].value.mapping }
                groupTokens.append(mapping.map { ($0, entry!) })
                starts.append(starts[starts.count - 1] + (mapping?.count ?? 0))
            }
            let count = starts[starts.count - 1]
            // A document is at most 8 MiB, so it holds far fewer than 2^31 tokens; a tree
            // built in memory that large could not be resolved in a 32-bit slot.
            precondition(count < Int(Slot.max), "more tokens than 32-bit slots can number")
            var slots: [[String: Slot]] = []
            for tokens in groupTokens {
                var names: [String: Slot] = [:]
                if let tokens {
                    names.reserveCapacity(tokens.mapping.count)
                    // A repeated name keeps its last token, as a table built entry by entry does.
                    for index in tokens.mapping.entries.indices {
                        names[tokens.mapping.entries[index].key] = Slot(truncatingIfNeeded: index)
                    }
                }
                slots.append(names)
            }
            var targets: [Slot] = []
            targets.reserveCapacity(count)
            for tokens in groupTokens {
                guard let tokens else { continue }
                for index in tokens.mapping.entries.indices {
                    targets.append(Self.target(of: tokens.mapping.entries[index].value, in: slots, starts: starts))
                }
            }
            self.groupTokens = groupTokens
            self.starts = starts
            self.slots = slots
            self.targets = targets
            codes = Array(repeating: Self.unknown, count: count)
            places = Array(repeating: -1, count: count)
        }

        /// The slot a token's value refers to: ``plain`` if it is no reference, ``nowhere``
        /// if it names no token.
        private static func target(of node: Node, in slots: [[String: Slot]], starts: [Int]) -> Slot {
            guard let text = node.string else { return plain }
            return target(of: text, in: slots, starts: starts)
        }

        private static func target(of text: String, in slots: [[String: Slot]], starts: [Int]) -> Slot {
            guard let (group, name) = TokenResolver.parts(ofReference: text) else { return plain }
            guard let position = slots[group][name] else { return nowhere }
            return Slot(truncatingIfNeeded: starts[group]) + position
        }

        /// Per group, each token's position by name when every name of the group is written
        /// once (nil for a group with a repeated name, or none): the table a ``TokenGroup`` of
        /// the resolved group needs.
        var positions: [[String: Slot]?] {
            slots.indices.map { group in
                let count = starts[group + 1] - starts[group]
                return count > 0 && slots[group].count == count ? slots[group] : nil
            }
        }

        /// The group (index into ``TokenResolver/groups``) whose slots are the tokens of the
        /// theme's entry `themeEntry`; nil for any other entry.
        func group(atThemeEntry themeEntry: Int) -> Int? {
            groupTokens.firstIndex { $0?.themeEntry == themeEntry }
        }

        /// Flags for every slot, all clear, numbered as the slots are.
        func emptyFlags() -> TokenReferenceFlags {
            TokenReferenceFlags(groupCounts: (0..<TokenResolver.groups.count).map { starts[$0 + 1] - starts[$0] })
        }

        /// The slot of token `index` of group `group`.
        func slot(group: Int, index: Int) -> Slot {
            Slot(truncatingIfNeeded: starts[group] + index)
        }

        /// The slot a reference `text` names: ``plain`` if it is no reference, ``nowhere``
        /// if it names no token.
        func slot(naming text: String) -> Slot {
            Self.target(of: text, in: slots, starts: starts)
        }

        /// The slot the token in `slot` refers to, or ``plain`` or ``nowhere``.
        func target(of slot: Slot) -> Slot { targets[Int(slot)] }

        /// The token in `slot`, as written.
        func value(of slot: Slot) -> Node {
            let (group, index) = position(of: slot)
            return groupTokens[group]!.mapping.entries[index].value
        }

        /// The token in `slot` named as a reference names it (`colors.brand.primary`).
        func name(of slot: Slot) -> String {
            let (group, index) = position(of: slot)
            return TokenResolver.joined(TokenResolver.groups[group], groupTokens[group]!.mapping.entries[index].key)
        }

        /// The tokens of loop `loop`, in chain order.
        func loop(_ loop: Int) -> [Slot] { loops[loop] }

        private func position(of slot: Slot) -> (group: Int, index: Int) {
            let slot = Int(slot)
            var group = 0
            while starts[group + 1] <= slot { group += 1 }
            return (group, slot - starts[group])
        }

        /// The outcome for the token in `slot`: a token that is no reference is its own value.
        mutating func outcome(of slot: Slot) -> Outcome {
            let code = walk(from: slot)
            if case .cycle(let loop, _) = Self.outcome(coded: code) { return .cycle(loop: loop, place: Int(places[Int(slot)])) }
            return Self.outcome(coded: code)
        }

        /// The outcome of a token that is not in a slot (a theme group other than the four)
        /// whose reference names `target`.
        mutating func outcome(naming target: Slot) -> Outcome {
            guard target != Self.nowhere else { return .dangling }
            return Self.passedOn(outcome(of: target))
        }

        /// Finds the outcome of `start` and of every token its chain passes, and returns the
        /// code of `start`'s.
        private mutating func walk(from start: Slot) -> Slot {
            let known = codes[Int(start)]
            if known != Self.unknown { return known }
            if targets[Int(start)] == Self.plain { return start }
            chain.removeAll(keepingCapacity: true)
            chain.append(start)
            places[Int(start)] = 0
            var current = start
            let last: Slot
            while true {
                let next = targets[Int(current)]
                if next == Self.nowhere {
                    // The last token of the chain names nothing: it is the dangling one.
                    codes[Int(chain.removeLast())] = Self.danglingCode
                    last = Self.brokenCode
                    break
                }
                let done = codes[Int(next)]
                if done != Self.unknown {
                    last = done >= 0 ? done : Self.brokenCode
                    break
                }
                let place = Int(places[Int(next)])
                if place >= 0 {
                    // A loop: its tokens are on it; those before it lead into it.
                    let loop = Array(chain[place...])
                    let code = Self.firstLoopCode - Slot(truncatingIfNeeded: loops.count)
                    for (index, token) in loop.enumerated() {
                        codes[Int(token)] = code
                        places[Int(token)] = Slot(truncatingIfNeeded: index)
                    }
                    loops.append(loop)
                    chain.removeSubrange(place...)
                    last = Self.brokenCode
                    break
                }
                if targets[Int(next)] == Self.plain {
                    last = next
                    break
                }
                places[Int(next)] = Slot(truncatingIfNeeded: chain.count)
                chain.append(next)
                current = next
            }
            for token in chain { codes[Int(token)] = last }
            return codes[Int(start)]
        }

        private static func outcome(coded code: Slot) -> Outcome {
            switch code {
            case 0...: .value(code)
            case danglingCode: .dangling
            case brokenCode: .brokenFurther
            // The place is the caller's to fill in: it belongs to the slot, not the code.
            default: .cycle(loop: Int(firstLoopCode - code), place: 0)
            }
        }

        /// What a token that leads to a token with outcome `outcome` gets.
        private static func passedOn(_ outcome: Outcome) -> Outcome {
            if case .value = outcome { return outcome }
            return .brokenFurther
        }
    }
}
