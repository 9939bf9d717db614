import BrandModel
import YAMLNode

/// The contrast pairs of a profile that fall below a ratio, each reported once at its
/// cause: the override of an appearance that made the pair fail (the pair as a note), or the
/// pair itself when the light colours fail. An override that fails a pair in several
/// appearances (dark and dark high contrast, say) is one finding naming them all. Shared by
/// `color-contrast` (AA) and `color-contrast-enhanced` (7:1 in high contrast).
struct ContrastFailures {
    /// One pair below its ratio in one appearance.
    struct Failure {
        var appearance: Appearance
        var foreground: RGBA
        var background: RGBA
        var ratio: Double
        var minimum: Double
    }

    /// Reports the failures of every pair of `context`'s theme under `rule`, for the
    /// appearances `minimum` gives a ratio for, and those it `counts` (a ratio and its minimum).
    static func report(
        _ rule: RuleDescription, in context: LintContext, into found: inout Findings,
        minimum: (Appearance) -> Double?, counts: (Double, Double) -> Bool = { $0 < $1 }
    ) {
        let theme = context.contrastTheme
        var known: [Appearance: [String: String?]] = [:]
        // The tokens each appearance's own layer overrides, read once: a lookup in the
        // document's mapping scans it.
        var overriddenOnce: [Appearance: [String: Mark]]?
        // Read only once a pair fails: most profiles pass every pair.
        func overridden() -> [Appearance: [String: Mark]] {
            if let known = overriddenOnce { return known }
            var layers: [Appearance: [String: Mark]] = [:]
            for layer in Appearance.allCases where layer != .light {
                let entries = context.document.node(at: layer.colorsDocumentPath)?.mapping?.entries ?? []
                layers[layer] = Dictionary(entries.map { ($0.key, $0.value.mark) }, uniquingKeysWith: { first, _ in first })
            }
            overriddenOnce = layers
            return layers
        }
        // Each appearance's colours once, not once per pair; they are light's names in light's
        // order, so a pair's two names are looked up once, in light, and read by position.
        let shown = theme.appearances.compactMap { appearance in minimum(appearance).map { (appearance, $0, theme.colors(in: appearance)) } }
        for (index, pair) in theme.contrastPairs.enumerated() {
            guard let foreground = theme.colors.position(of: pair.foreground), let background = theme.colors.position(of: pair.background) else { continue }
            let pairPath = ["theme", "contrastPairs", String(index)]
            // Failures grouped by their cause, in the order of the appearances.
            var causes: [[String]] = []
            var failures: [[String]: [Failure]] = [:]
            for (appearance, ratioNeeded, colors) in shown {
                guard let front = colors.value(at: foreground, named: pair.foreground)?.rgba,
                      let back = colors.value(at: background, named: pair.background)?.rgba else { continue }
                let ratio = front.contrastRatio(with: back)
                guard counts(ratio, ratioNeeded) else { continue }
                let cause = Self.override(causing: pair, in: appearance, overridden: overridden(), context: context, known: &known) ?? pairPath
                if failures[cause] == nil { causes.append(cause) }
                failures[cause, default: []].append(
                    Failure(appearance: appearance, foreground: front, background: back, ratio: ratio, minimum: ratioNeeded))
            }
            for cause in causes {
                let group = failures[cause] ?? []
                let atPair = cause == pairPath
                // The override's key, from the marks read above (cause is `[...colors, token]`).
                let layer = Appearance.allCases.first { cause.starts(with: $0.colorsDocumentPath) && cause.count == $0.colorsDocumentPath.count + 1 }
                let mark = atPair ? context.mark(at: pairPath) : (layer.flatMap { overridden()[$0]?[cause[cause.count - 1]] } ?? context.mark(at: cause))
                var diagnostic = context.diagnostic(rule, at: mark, message: Self.message(pair, group), hint: Self.hint(group, atOverride: !atPair))
                if !atPair {
                    let pairMark = context.mark(at: pairPath)
                    diagnostic.related.append(Diagnostic.RelatedLocation(
                        file: context.sources.path(of: pairMark), line: pairMark.line, column: pairMark.column,
                        message: "the pair \(pair.foreground) on \(pair.background) is declared here"))
                }
                found.append(diagnostic)
            }
        }
    }

    /// The document path of the override, in one of `appearance`'s layers, that decides the
    /// pair's foreground or background there. A layer of the resolved document holds every
    /// colour its overrides change, the ones that refer to an override included (at the
    /// reference's own line), so the override is the deepest token along the light chain of
    /// references that the layer holds; the top layer first, as it wins. Nil when the
    /// appearance shows the light colours of both.
    static func override(
        causing pair: ContrastPair, in appearance: Appearance, overridden: [Appearance: [String: Mark]], context: LintContext,
        known: inout [Appearance: [String: String?]]
    ) -> [String]? {
        for layer in appearance.layers.reversed() {
            guard let written = overridden[layer], !written.isEmpty else { continue }
            for start in [pair.background, pair.foreground] {
                if let token = deepest(from: start, in: written, context: context, known: &known[layer, default: [:]]) {
                    return layer.colorsDocumentPath + [token]
                }
            }
        }
        return nil
    }

    /// The last token along `start`'s chain of light references that `layer` holds, or nil.
    /// `known` keeps each token's answer, so each chain is walked once per layer however many
    /// pairs share it.
    private static func deepest(from start: String, in layer: [String: Mark], context: LintContext, known: inout [String: String?]) -> String? {
        var walked: [String] = []
        var token = start
        var answer: String?
        var onWalk: Set<String> = []
        while onWalk.insert(token).inserted {
            if let found = known[token] {
                answer = found
                break
            }
            walked.append(token)
            let prefix = ThemeGroup.colors.rawValue + "."
            guard let next = context.tokenReferences[ThemeGroup.colors.path(token)], next.hasPrefix(prefix) else { break }
            token = String(next.dropFirst(prefix.count))
        }
        // Back along the walk: a token's answer is the deeper one's, or itself when the layer holds it.
        for name in walked.reversed() {
            if answer == nil, layer[name] != nil { answer = name }
            known[name] = .some(answer)
        }
        return answer
    }

    /// `dark, darkHighContrast: fg (#…) on bg (#…) has contrast 3.23:1, below 4.50:1`; the
    /// light appearance alone is not named.
    static func message(_ pair: ContrastPair, _ group: [Failure]) -> String {
        let measured = { (failure: Failure) in
            "\(pair.foreground) (\(failure.foreground.hex)) on \(pair.background) (\(failure.background.hex)) has contrast \(format(failure.ratio)):1, below \(format(failure.minimum)):1"
        }
        guard let first = group.first else { return "" }
        let names = group.map(\.appearance.rawValue).joined(separator: ", ")
        let alike = group.allSatisfy { measured($0) == measured(first) }
        if alike {
            return group.map(\.appearance) == [.light] ? measured(first) : "\(names): \(measured(first))"
        }
        return group.map { "\($0.appearance.rawValue): \(measured($0))" }.joined(separator: "; ")
    }

    static func hint(_ group: [Failure], atOverride: Bool) -> String {
        let minimum = group.map(\.minimum).max() ?? 0
        let ratio = minimum.rounded() == minimum ? String(Int(minimum)) : String(minimum)
        let names = group.map(\.appearance).filter { $0 != .light }.map(\.rawValue)
        if atOverride {
            return "this override makes the pair fail: darken one colour or lighten the other in \(names.joined(separator: ", ")) until the ratio reaches \(ratio):1"
        }
        return "darken one or lighten the other\(names.isEmpty ? "" : " in " + names.joined(separator: ", ")) until the ratio reaches \(ratio):1"
    }

    static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension LintContext {
    /// The theme the contrast rules read: the brand's, with the tool slot's colours (the
    /// handler-owned contract tokens, `toolSlot.badge.text`) filled as its handler draws them
    /// where the brand leaves them out, in every appearance: what brandgen writes to every
    /// platform, so `contrastPairs` may name them.
    var contrastTheme: Theme {
        var theme = profile.theme
        let owned = ColorTokenName.allCases.filter(\.isHandlerOwned).map(\.rawValue)
        guard theme.contrastPairs.contains(where: { owned.contains($0.foreground) || owned.contains($0.background) }) else { return theme }
        let filled = theme.fillingEngineColors(drawnWith: handlerColors)
        for token in owned where theme.colors[token] == nil { theme.colors[token] = filled.colors[token] }
        for (appearance, group) in theme.appearanceColors {
            var group = group
            for token in owned where group[token] == nil { group[token] = filled.appearanceColors[appearance]?[token] }
            theme.appearanceColors[appearance] = group
        }
        return theme
    }
}
