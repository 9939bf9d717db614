import Spelling

/// A colour a tool-slot handler draws with, as its declaration lists it (`colors` in
/// `<id>.handler.json`, ``HandlerDeclaration/colors``): a handler-owned token of the contract
/// (``ColorTokenName/isHandlerOwned``), the brand's palette token it is taken from, and what
/// stands in when the brand's palette lacks that token: in the file,
/// `colors: { <token>: { from: <palette token>, fallback: <contract colour> } }` (docs/handlers.md).
///
/// A profile that sets the token itself wins; a palette without `from` shows the `fallback`
/// (the contract's own, ``ColorTokenName/fallback``, when the declaration names none). Every
/// reader (``AppBarTheme``, brandgen's platforms, brandreport) goes through
/// ``ColorTokenName/resolved(in:drawnWith:)``, so the brand shows one colour everywhere.
public struct HandlerColor: Sendable, Hashable {
    /// The contract token the handler fills.
    public var token: ColorTokenName
    /// The palette token of the brand (`brand.accent`) the colour is taken from: the brand's
    /// own name, not the contract's, so lint checks it against each brand that uses the handler.
    public var from: String
    /// The contract token that stands in when the palette lacks ``from``; nil: the contract's
    /// fallback of ``token``.
    public var fallback: ColorTokenName?

    public init(_ token: ColorTokenName, from: String, fallback: ColorTokenName? = nil) {
        self.token = token
        self.from = from
        self.fallback = fallback
    }

    /// The fallback that applies: the declared one, or else the contract's.
    public var effectiveFallback: ColorTokenName.Fallback? {
        fallback.map { .token($0) } ?? token.fallback
    }

    /// What the handler gives ``token`` in `colors`: the palette's ``from``, else its declared
    /// fallback, resolved; nil when neither gives one, which leaves the contract's fallback to
    /// ``ColorTokenName/resolved(in:drawnWith:)``.
    public func value(in colors: (String) -> String?, drawnWith handlerColors: [HandlerColor]) -> String? {
        colors(from) ?? fallback.flatMap { $0.resolved(in: colors, drawnWith: handlerColors) }
    }

    /// The colours of the standard slot: the icon in the bar's foreground, the badge in the
    /// bar's badge colours; what the contract's fallbacks give a slot that declares none.
    public static let standard = [
        HandlerColor(.toolSlotIcon, from: ColorTokenName.appBarForeground.rawValue),
        HandlerColor(.toolSlotBadgeBackground, from: ColorTokenName.badgeBackground.rawValue),
        HandlerColor(.toolSlotBadgeText, from: ColorTokenName.badgeText.rawValue),
    ]

    /// The member of a declared colour a problem is at.
    enum Member: Sendable {
        case token, from, fallback
    }

    /// Why a declared colour is refused, and at which member: for the declaration's error at its line.
    static func problem(token: String, from: String?, fallback: String?) -> (message: String, member: Member)? {
        let owned = ColorTokenName.allCases.filter(\.isHandlerOwned).map(\.rawValue)
        guard let name = ColorTokenName(rawValue: token), name.isHandlerOwned else {
            return ("`\(DisplayText.escaped(token))` is not a colour a handler draws; one of \(owned.joined(separator: ", "))", .token)
        }
        guard let from else { return ("`\(token)` needs `from`: the brand's palette token it is taken from (brand.accent)", .token) }
        guard isTokenName(from) else {
            return ("`from` must be a colour token's name, words of letters and digits joined by `.` (brand.accent)", .from)
        }
        if let owner = ColorTokenName(rawValue: from), owner.isHandlerOwned {
            return ("`from` names \(from), a colour a handler fills; name a palette token (brand.accent)", .from)
        }
        if let fallback, ColorTokenName(rawValue: fallback).map({ !$0.isHandlerOwned }) != true {
            let allowed = ColorTokenName.allCases.filter { !$0.isHandlerOwned }.map(\.rawValue)
            let suggestion = SpellingSuggestion.didYouMean(fallback, among: allowed)
            return (
                "`fallback` `\(DisplayText.escaped(fallback))` is not a colour of the contract"
                    + (suggestion.map { "; did you mean `\($0)`?" } ?? "; one of \(allowed.joined(separator: ", "))"), .fallback
            )
        }
        return nil
    }

    /// Whether `name` can be a colour token's name: words of ASCII letters and digits (and
    /// `-`, `_`) joined by single dots.
    static func isTokenName(_ name: String) -> Bool {
        var previousWasDot = true
        for scalar in name.unicodeScalars {
            let isDot = scalar == "."
            guard isDot || scalar == "-" || scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
            else { return false }
            if isDot && previousWasDot { return false }
            previousWasDot = isDot
        }
        return !previousWasDot
    }
}

extension ColorTokenName {
    /// The colour this token shows in `colors` (one appearance's resolved colours, names as
    /// profiles write them) for a tool slot drawn with `handlerColors`: the brand's own value,
    /// else the handler's (its ``HandlerColor/from`` palette token, else its declared fallback),
    /// else the contract's fallback, followed to the end (``resolved(_:)``). Nil when none gives
    /// one (`segment.empty` in a brand without it).
    ///
    /// The one function the engine's theme, brandgen's platforms and brandreport read a
    /// contract colour through.
    public func resolved(in colors: (String) -> String?, drawnWith handlerColors: [HandlerColor]) -> String? {
        resolved { token in
            if let own = colors(token.rawValue) { return own }
            return handlerColors.first { $0.token == token }?.value(in: colors, drawnWith: handlerColors)
        }
    }
}
