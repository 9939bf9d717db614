@testable import BrandModel
import TestSupport
import Testing
import YAMLNode

/// `TokenResolver.ChainResolver` (chains followed over integer slots, each outcome kept)
/// against its reference: the same chains followed by name, one token at a time, with a set of
/// the tokens seen. Random themes with repeated names, references to missing tokens and to
/// other groups, loops of every length and chains leading into them.
@Suite("ChainResolver against a resolver by name")
struct ChainResolverDifferentialTests {
    /// A token: its group (index into `TokenResolver.groups`) and its index in the group.
    struct Token: Hashable {
        var group: Int
        var index: Int
    }

    /// What a token leads to, by token rather than by slot.
    enum Outcome: Equatable {
        case value(Token)
        case dangling
        /// On a loop: its tokens as a set, and the next token of each on it.
        case cycle(Set<Token>)
        case brokenFurther
    }

    /// The reference: each token's chain followed by name.
    struct NameResolver {
        var groups: [[(name: String, value: Node)]]

        /// The token a reference text names: the group before the first dot, the last token of
        /// that name in it (as a table filled entry by entry keeps it). Nil when it names none;
        /// `.none` inside when the text is no reference at all.
        func target(of value: Node) -> Token?? {
            guard let text = value.string, text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return .some(nil) }
            let inner = text.dropFirst().dropLast()
            guard !inner.contains("{"), !inner.contains("}"), let dot = inner.firstIndex(of: "."),
                  let group = TokenResolver.groups.firstIndex(of: String(inner[..<dot])) else { return .some(nil) }
            let name = String(inner[inner.index(after: dot)...])
            guard let index = groups[group].lastIndex(where: { $0.name == name }) else { return .none }
            return .some(Token(group: group, index: index))
        }

        func isReference(_ token: Token) -> Bool {
            if case .some(nil) = target(of: groups[token.group][token.index].value) { return false }
            return true
        }

        func outcome(of start: Token) -> Outcome {
            guard isReference(start) else { return .value(start) }
            var chain = [start]
            var seen: [Token: Int] = [start: 0]
            var current = start
            while true {
                guard case .some(let named) = target(of: groups[current.group][current.index].value), let next = named else {
                    return current == start ? .dangling : .brokenFurther
                }
                if let place = seen[next] {
                    let loop = Set(chain[place...])
                    return loop.contains(start) ? .cycle(loop) : .brokenFurther
                }
                guard isReference(next) else { return .value(next) }
                seen[next] = chain.count
                chain.append(next)
                current = next
            }
        }
    }

    static func theme(using random: inout SeededGenerator) -> (theme: Node.Mapping, groups: [[(name: String, value: Node)]]) {
        let names = ["a", "b", "c", "a.b", "brand.primary", "x.y.z", "é"]
        var groups: [[(name: String, value: Node)]] = []
        for _ in TokenResolver.groups {
            let count = Int.random(in: 0..<7, using: &random)
            groups.append((0..<count).map { _ in
                let name = names.randomElement(using: &random)!
                let value: Node
                switch Int.random(in: 0..<10, using: &random) {
                case 0: value = Node(.string("#FFFFFF"))
                case 1: value = Node(.int(4))
                case 2: value = Node(.string("{nowhere.a}"))
                case 3: value = Node(.string("{colors}"))
                default:
                    let group = TokenResolver.groups.randomElement(using: &random)!
                    value = Node(.string("{\(group).\(names.randomElement(using: &random)!)}"))
                }
                return (name, value)
            })
        }
        let entries = TokenResolver.groups.indices.map { group in
            Node.Mapping.Entry(
                key: TokenResolver.groups[group], keyMark: .start,
                value: Node(.mapping(Node.Mapping(groups[group].map { Node.Mapping.Entry(key: $0.name, keyMark: .start, value: $0.value) }))))
        }
        return (Node.Mapping(entries.shuffled(using: &random)), groups)
    }

    @Test(arguments: 0..<6)
    func everyTokensOutcomeIsTheOneFoundByName(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x5EED_C4A1 + seed)
        for _ in 0..<400 {
            let (theme, groups) = Self.theme(using: &random)
            var resolver = TokenResolver.ChainResolver(theme: theme)
            let reference = NameResolver(groups: groups)
            var tokens = groups.indices.flatMap { group in groups[group].indices.map { Token(group: group, index: $0) } }
            // Asked in any order, the outcomes kept from earlier walks must not change later ones.
            tokens.shuffle(using: &random)
            for token in tokens {
                let slot = resolver.slot(group: token.group, index: token.index)
                let found: Outcome
                switch resolver.outcome(of: slot) {
                case .value(let valueSlot): found = .value(Self.token(of: valueSlot, groups: groups))
                case .dangling: found = .dangling
                case .brokenFurther: found = .brokenFurther
                case .cycle(let loop, let place):
                    let members = resolver.loop(loop)
                    #expect(members[place] == slot, "a token's place on its loop is where it stands")
                    found = .cycle(Set(members.map { Self.token(of: $0, groups: groups) }))
                }
                let expected = reference.outcome(of: token)
                #expect(found == expected, "seed \(seed), \(TokenResolver.groups[token.group]).\(groups[token.group][token.index].name) in \(theme)")
                if found != expected { return }
            }
        }
    }

    /// The token in `slot`: slots number the groups' tokens in `TokenResolver.groups` order.
    static func token(of slot: TokenResolver.ChainResolver.Slot, groups: [[(name: String, value: Node)]]) -> Token {
        var remaining = Int(slot)
        var group = 0
        while remaining >= groups[group].count {
            remaining -= groups[group].count
            group += 1
        }
        return Token(group: group, index: remaining)
    }
}
