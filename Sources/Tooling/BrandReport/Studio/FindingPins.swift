import BrandModel

/// Which element of a studio card each lint finding is shown on: the appearance whose bar
/// it concerns, the string cell of its locale and key, the odds-boost table, or the brand's
/// header. The card is rendered with a marker at each place (``marker(_:)``); ``fill(_:)``
/// puts each finding at its place, and the ones whose place the card does not show at the
/// header, so none is lost.
public struct FindingPins: Sendable {
    /// A place on a card.
    public enum Place: Sendable, Hashable {
        /// The card's header: findings with no closer place.
        case brand
        /// An appearance's bars and contrast pairs.
        case appearance(Appearance)
        case appBar
        case oddsBoost
        case strings
        /// One string of one locale.
        case string(locale: String, key: String)
        case theme

        /// The place of a finding at `path` in the profile (``BrandEntry/findingPaths``).
        public init(path: [String]) {
            func under(_ part: ProfilePath) -> Bool { part.documentPaths.contains { path.starts(with: $0) } }
            let appearancesDepth = ProfilePath.themeAppearances.documentPaths[0].count
            if under(.themeAppearances), path.count > appearancesDepth {
                self = Appearance(rawValue: path[appearancesDepth]).map(Place.appearance) ?? .theme
            } else if under(.themeColors) || under(.themeContrastPairs) {
                // Light's colours and the pairs themselves: what the light bar is drawn with.
                self = .appearance(.light)
            } else if ProfilePath.theme.contains(where: under) {
                self = .theme
            } else if under(.strings) {
                // strings.<locale>.<key>
                self = path.count > 2 ? .string(locale: path[1], key: path[2]) : .strings
            } else if under(.oddsBoost) {
                self = .oddsBoost
            } else if ProfilePath.appBar.contains(where: under) {
                self = .appBar
            } else {
                self = .brand
            }
        }

        /// The marker's text: escaped, so no profile text can end the comment it sits in.
        var name: String {
            switch self {
            case .brand: "brand"
            case .appearance(let appearance): "appearance:\(appearance.rawValue)"
            case .appBar: "appBar"
            case .oddsBoost: "oddsBoost"
            case .strings: "strings"
            case .string(let locale, let key): "string:\(Markup.escape(locale)):\(Markup.escape(key))"
            case .theme: "theme"
            }
        }
    }

    /// The findings of each place, in the brand's order.
    public private(set) var findings: [Place: [Diagnostic]] = [:]

    /// Every finding of `entry`, at its place; findings written in another file (a base) at
    /// the header.
    public init(entry: BrandEntry) {
        for diagnostic in entry.lint.diagnostics {
            let place = entry.findingPaths[diagnostic].map(Place.init(path:)) ?? .brand
            findings[place, default: []].append(diagnostic)
        }
    }

    /// Where a place's findings go in rendered markup: an HTML comment, which no escaped
    /// profile text can contain.
    package static func marker(_ place: Place) -> String { "<!--pin:\(place.name)-->" }

    /// `html` with each marker replaced by its place's findings (or by nothing), and the
    /// findings of places without a marker put at the header's. One pass over `html`.
    func fill(_ html: String) -> String {
        let opening = "<!--pin:", closing = "-->"
        // The markup between markers, and each marker's place name, in order.
        var pieces: [Substring] = []
        var names: [Substring] = []
        var rest = html[...]
        while let start = rest.range(of: opening), let end = rest[start.upperBound...].range(of: closing) {
            pieces.append(rest[..<start.lowerBound])
            names.append(rest[start.upperBound..<end.lowerBound])
            rest = rest[end.upperBound...]
        }
        pieces.append(rest)
        let byName = Dictionary(findings.map { ($0.key.name, $0.value) }, uniquingKeysWith: +)
        let marked = Set(names.map(String.init))
        let unplaced = byName.filter { !marked.contains($0.key) && $0.key != Place.brand.name }.flatMap(\.value)
        let header = ((byName[Place.brand.name] ?? []) + unplaced).sorted(by: Self.fileOrder)
        var shown = ""
        for (index, name) in names.enumerated() {
            shown += pieces[index]
            shown += Self.markup(name == Place.brand.name ? header : byName[String(name)] ?? [])
        }
        return shown + pieces[names.count]
    }

    private static func fileOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
    }

    /// A finding as the studio shows it on its element: `file:line:column`, severity, message,
    /// rule id and hint.
    static func markup(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let e = Markup.escape
            var html = "<aside class=\"finding finding-\(diagnostic.severity.rawValue)\" role=\"note\" data-rule=\"\(e(diagnostic.rule))\">"
            html += "<code>\(e("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)"))</code> "
            html += "<strong>\(diagnostic.severity.rawValue)</strong>: \(e(diagnostic.message)) <code>\(e(diagnostic.rule))</code>"
            if let hint = diagnostic.hint { html += "<br/><span class=\"muted\">hint: \(e(hint))</span>" }
            return html + "</aside>\n"
        }.joined()
    }
}
