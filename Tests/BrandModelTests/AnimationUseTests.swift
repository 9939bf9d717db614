import Testing
@testable import BrandModel

@Suite struct AnimationUseTests {
    /// Every token name, each use case's prefixes alone, with ASCII and non-ASCII tails, near
    /// misses, other case, and combining marks right after a prefix (`tab` + U+0301 is not `tab`
    /// followed by anything, as `Character`s count).
    static var names: [String] {
        var names = AnimationTokenName.allCases.map(\.rawValue)
        for use in AnimationUse.all {
            for prefix in use.prefixes {
                names += [prefix, prefix + "Switch", prefix + "2", prefix + "é", prefix + "\u{301}", prefix + "\u{301}x", String(prefix.dropLast()), prefix.uppercased()]
            }
        }
        return names + ["", "t", "ta", "hero\u{200D}", "loadin", "cardSwipe", "ｔａｂ", "e\u{301}tab", "buttonPres"]
    }

    /// The lookup as it was written before the tables: an exact token name first, then a
    /// prefix, both through `String`'s own comparisons.
    static func reference(_ name: String) -> AnimationUse? {
        if let token = AnimationTokenName(rawValue: name), let use = AnimationUse.all.first(where: { $0.presets.contains(token) }) { return use }
        return AnimationUse.all.first { use in use.prefixes.contains { name.hasPrefix($0) } }
    }

    @Test func tablesAgreeWithTheDeclarations() {
        for name in Self.names {
            #expect(AnimationUse.of(preset: name) == Self.reference(name), "\(name.debugDescription)")
        }
    }

    @Test(arguments: [("tab", "tab"), ("tabs", "tab"), ("ta", "tab"), ("tab\u{301}", "tab"), ("tabé", "tab"), ("Tab", "tab"), ("tab", "")])
    func prefixOnBytesIsPrefixInCharacters(name: String, prefix: String) {
        #expect(AnimationUse.hasPrefix(name, prefix) == name.hasPrefix(prefix))
    }
}
