import YAMLNode

/// The parts of a profile that have errors: whole parts (``ProfilePath``), and the
/// appearances and locales an error breaks on their own. An error inside one appearance's
/// layer (`theme.appearances.dark`) breaks that appearance and the ones laid over it, and an
/// error inside one locale's strings (`strings.nb-NO`) breaks that locale: the rules that
/// read the appearances or the strings still check the others.
package struct BrokenParts: Sendable, Equatable {
    package var paths: Set<ProfilePath> = []
    /// Appearances whose own layer has an error.
    package var appearances: Set<Appearance> = []
    /// Locales whose own strings have an error, as `strings` writes them.
    package var locales: Set<String> = []

    package init(paths: Set<ProfilePath> = [], appearances: Set<Appearance> = [], locales: Set<String> = []) {
        self.paths = paths
        self.appearances = appearances
        self.locales = locales
    }

    /// Breaks what an error at `keys` (document keys from the top) breaks: the appearance or
    /// locale it lies in, or else the parts ``ProfilePath/broken(byErrorAt:)`` gives.
    package mutating func insert(errorAt keys: some Collection<String>) {
        let first = Array(keys.prefix(ProfilePath.maximumDepth))
        if first.count >= 3, first[0] == "theme", first[1] == Appearance.themeKey,
           let appearance = Appearance(rawValue: first[2]), appearance != .light {
            appearances.insert(appearance)
        } else if first.count >= 2, first[0] == ProfilePath.strings.rawValue {
            locales.insert(first[1])
        } else {
            paths.formUnion(ProfilePath.broken(byErrorAt: first))
        }
    }

    /// The appearances the rules leave out: each broken one, and every appearance laid over
    /// one (dark high contrast over dark), in ``Appearance`` order. None when the whole of
    /// `theme.appearances` is broken: its rules are skipped then.
    package var appearancesLeftOut: [Appearance] {
        guard !appearances.isEmpty else { return [] }
        return Appearance.allCases.filter { $0.layers.contains(where: appearances.contains) }
    }

    /// `document` as the rules read it: without the layers of ``appearancesLeftOut``, and
    /// without the broken locales' strings or their entries in `locales`. Unchanged when no
    /// appearance or locale is broken on its own.
    package func withoutBrokenAppearancesAndLocales(_ document: Node) -> Node {
        guard !appearances.isEmpty || !locales.isEmpty, var top = document.mapping else { return document }
        let leftOut = Set(appearancesLeftOut.map(\.rawValue))
        if !leftOut.isEmpty, let themeIndex = top.entries.firstIndex(where: { $0.key == "theme" }),
           var theme = top.entries[themeIndex].value.mapping,
           let layersIndex = theme.entries.firstIndex(where: { $0.key == Appearance.themeKey }),
           var layers = theme.entries[layersIndex].value.mapping {
            layers.entries.removeAll { leftOut.contains($0.key) }
            theme.entries[layersIndex].value.value = .mapping(layers)
            top.entries[themeIndex].value.value = .mapping(theme)
        }
        if !locales.isEmpty {
            for index in top.entries.indices {
                switch top.entries[index].key {
                case ProfilePath.strings.rawValue:
                    guard var strings = top.entries[index].value.mapping else { continue }
                    strings.entries.removeAll { locales.contains($0.key) }
                    top.entries[index].value.value = .mapping(strings)
                case ProfilePath.locales.rawValue:
                    guard let declared = top.entries[index].value.sequence else { continue }
                    top.entries[index].value.value = .sequence(declared.filter { !locales.contains($0.string ?? "") })
                default:
                    continue
                }
            }
        }
        var pruned = document
        pruned.value = .mapping(top)
        return pruned
    }
}
