import Foundation

/// Design tokens, after token references are resolved. Groups keep the written order.
///
/// `colors` are the light appearance's; ``appearanceColors`` hold the others the profile
/// declares, each whole. Ask ``theme(for:)`` or ``colors(in:)`` for an appearance: they
/// fall back as ``Appearance/fallbacks`` says, so every appearance has a theme.
public struct Theme: Sendable, Equatable {
    /// The light colours.
    public var colors: TokenGroup<ColorToken>
    /// The colours of each appearance other than light that the profile has, resolved
    /// within it: every token of ``colors``, with the appearance's overrides laid over and
    /// references followed among those values (docs/profile-format.md, Appearances).
    public var appearanceColors: [Appearance: TokenGroup<ColorToken>]
    public var contrastPairs: [ContrastPair]
    public var typography: TokenGroup<TextStyle>
    public var spacing: TokenGroup<Double>
    public var animation: TokenGroup<AnimationPreset>

    public init(
        colors: TokenGroup<ColorToken> = .init(), contrastPairs: [ContrastPair] = [],
        typography: TokenGroup<TextStyle> = .init(), spacing: TokenGroup<Double> = .init(),
        animation: TokenGroup<AnimationPreset> = .init(), appearanceColors: [Appearance: TokenGroup<ColorToken>] = [:]
    ) {
        self.colors = colors
        self.appearanceColors = appearanceColors
        self.contrastPairs = contrastPairs
        self.typography = typography
        self.spacing = spacing
        self.animation = animation
    }

    /// Every token, named as references spell it (`colors.brand.primary`).
    public var tokenCount: Int {
        colors.count + typography.count + spacing.count + animation.count
    }

    /// The appearances the profile has, light first.
    public var appearances: [Appearance] {
        Appearance.allCases.filter { $0 == .light || appearanceColors[$0] != nil }
    }

    /// The appearance shown when `requested` is asked for: itself when the profile has it,
    /// else its first fallback the profile has (light at the end).
    public func appearance(shownFor requested: Appearance) -> Appearance {
        requested.fallbacks.first { $0 == .light || appearanceColors[$0] != nil } ?? .light
    }

    /// The colours shown in `appearance` (its fallback's, when the profile lacks it).
    public func colors(in appearance: Appearance) -> TokenGroup<ColorToken> {
        appearanceColors[self.appearance(shownFor: appearance)] ?? colors
    }

    /// The theme as shown in `appearance`: its colours in ``colors``, the other groups as
    /// they are, and no further appearances.
    public func theme(for appearance: Appearance) -> Theme {
        var theme = self
        theme.colors = colors(in: appearance)
        theme.appearanceColors = [:]
        return theme
    }
}

/// Named tokens of one kind, in the order the profile wrote them.
public struct TokenGroup<Value: Sendable & Equatable>: Sendable, Equatable, Sequence {
    public private(set) var names: [String] = []
    /// Values in the order of `names`: iterating a group hashes nothing.
    @usableFromInline private(set) var values: [Value] = []
    /// Where each name sits in `names`, for lookups by name. 32-bit: a group is read from a
    /// document of at most 8 MiB, and the smaller table is kinder to the caches.
    private var positions: [String: Int32] = [:]

    public init() {}

    public init(_ pairs: [(String, Value)]) {
        reserveCapacity(pairs.count)
        for (name, value) in pairs { self[name] = value }
    }

    /// A group of `names` (each once) and their `values`, with the table of positions already
    /// made: the token resolver hashes every token's name anyway, and hands its table on.
    init(names: [String], values: [Value], positions: [String: Int32]) {
        precondition(names.count == values.count && positions.count == names.count, "a position for each name")
        self.names = names
        self.values = values
        self.positions = positions
    }

    /// Room for `count` tokens, so a decoder filling a group does not regrow it.
    mutating func reserveCapacity(_ count: Int) {
        names.reserveCapacity(count)
        values.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    /// Where `name` sits in ``names``: one lookup, for a reader that then reads the same name in
    /// groups of the same names in the same order (an appearance's colours are light's).
    package func position(of name: String) -> Int? {
        positions[name].map(Int.init)
    }

    /// The value of the token at `position`, when it is named `name`: no hashing.
    package func value(at position: Int, named name: String) -> Value? {
        guard position < names.count, names[position] == name else { return self[name] }
        return values[position]
    }

    public subscript(name: String) -> Value? {
        get { positions[name].map { values[Int($0)] } }
        set {
            guard let newValue else {
                guard let removed = positions.removeValue(forKey: name).map(Int.init) else { return }
                names.remove(at: removed)
                values.remove(at: removed)
                for index in removed..<names.count { positions[names[index]] = Int32(truncatingIfNeeded: index) }
                return
            }
            // One hash per new name: the profile decoder writes every token of every profile.
            precondition(names.count < Int(Int32.max), "more tokens in a group than 32-bit positions can number")
            if let existing = positions.updateValue(Int32(truncatingIfNeeded: names.count), forKey: name) {
                positions[name] = existing
                values[Int(existing)] = newValue
            } else {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    public var count: Int { names.count }

    // Inlinable so rules in other modules iterate a specialised group: unspecialised, every
    // element builds its `(name:value:)` tuple through runtime type metadata.
    @inlinable
    public func makeIterator() -> some IteratorProtocol<(name: String, value: Value)> {
        NameValueIterator(names: names, values: values)
    }

    /// Walks the names and values side by side.
    @usableFromInline
    struct NameValueIterator: IteratorProtocol {
        @usableFromInline let names: [String]
        @usableFromInline let values: [Value]
        @usableFromInline var index = 0

        @inlinable
        init(names: [String], values: [Value]) {
            self.names = names
            self.values = values
        }

        @inlinable
        mutating func next() -> (name: String, value: Value)? {
            guard index < names.count else { return nil }
            defer { index += 1 }
            return (names[index], values[index])
        }
    }

    public static func == (lhs: TokenGroup, rhs: TokenGroup) -> Bool {
        lhs.names == rhs.names && lhs.values == rhs.values
    }
}

/// A colour as written, with its channels when the text is a valid colour.
public struct ColorToken: Sendable, Equatable {
    public var text: String
    public var rgba: RGBA?

    public init(_ text: String) {
        self.text = text
        self.rgba = RGBA(hex: text)
    }
}

/// Red, green, blue and alpha, 0-255.
public struct RGBA: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    ///
    /// Runs for every colour token of every profile, so it reads the UTF-8 bytes into one
    /// integer rather than building arrays.
    public init?(hex text: String) {
        // Over the contiguous bytes: stepping a `UTF8View` iterator costs several times more per byte.
        var text = text
        let parsed = text.withUTF8 { bytes -> (digits: UInt32, count: Int)? in
            guard bytes.count >= 2, bytes.count <= 9, bytes[0] == UInt8(ascii: "#") else { return nil }
            var digits: UInt32 = 0
            for byte in bytes.dropFirst() {
                guard let nibble = Self.nibble(byte) else { return nil }
                digits = digits << 4 | UInt32(nibble)
            }
            return (digits, bytes.count - 1)
        }
        guard let (digits, count) = parsed else { return nil }
        /// The `index`th channel, `width` hex digits wide, counted from the left.
        func channel(_ index: Int, width: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: digits >> UInt32(4 * (count - width * (index + 1)))) & (width == 1 ? 0xF : 0xFF)
        }
        switch count {
        case 3: self.init(red: channel(0, width: 1) * 17, green: channel(1, width: 1) * 17, blue: channel(2, width: 1) * 17)
        case 6: self.init(red: channel(0, width: 2), green: channel(1, width: 2), blue: channel(2, width: 2))
        case 8: self.init(red: channel(0, width: 2), green: channel(1, width: 2), blue: channel(2, width: 2), alpha: channel(3, width: 2))
        default: return nil
        }
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { byte in
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined()
    }

    /// WCAG 2.1 relative luminance.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.1 contrast ratio against another colour, 1 to 21.
    public func contrastRatio(with other: RGBA) -> Double {
        let (own, others) = (relativeLuminance, other.relativeLuminance)
        let (lighter, darker) = (max(own, others), min(own, others))
        return (lighter + 0.05) / (darker + 0.05)
    }
}

/// A foreground and background colour that must stay readable together.
public struct ContrastPair: Sendable, Equatable {
    public var foreground: String
    public var background: String

    public init(foreground: String, background: String) {
        self.foreground = foreground
        self.background = background
    }
}

/// A text style token.
public struct TextStyle: Sendable, Equatable {
    public var family: String
    /// Points.
    public var size: Double
    public var weight: String
    /// Points, like ``size``: the distance between baselines, as the profile writes it.
    public var lineHeight: Double?

    /// The line height, in sizes, of a style that writes none.
    public static let defaultLineHeightRatio = 1.2

    /// The line height every platform is given, in points: the profile's, else
    /// ``defaultLineHeightRatio`` times the size, so no platform falls back to a default of
    /// its own (each font's leading differs).
    public var resolvedLineHeight: Double { lineHeight ?? size * Self.defaultLineHeightRatio }

    public init(family: String, size: Double, weight: String, lineHeight: Double? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
    }
}

/// An animation preset: a spring, or an easing curve (or plain timing) with a duration.
public struct AnimationPreset: Sendable, Equatable {
    public struct Spring: Sendable, Equatable {
        /// Seconds to settle.
        public var response: Double
        /// Damping fraction; 1 means no bounce.
        public var damping: Double

        public init(response: Double, damping: Double) {
            self.response = response
            self.damping = damping
        }
    }

    public enum ReduceMotion: String, Sendable, Equatable {
        case none, crossFade
    }

    /// What starts the motion (the animation audit's split): a finger, which wants a
    /// spring, or nothing in particular (progress, rotations, a status pulse), where an
    /// easing curve is right.
    public enum Trigger: String, Sendable, Equatable, CaseIterable {
        case interaction, continuous
    }

    public var spring: Spring?
    public var easing: String?
    public var duration: Double?
    public var delay: Double?
    public var stagger: Double?
    public var repeats: Bool
    public var scaleFrom: Double?
    public var scaleTo: Double?
    public var reduceMotion: ReduceMotion?
    /// What starts it, when the profile says; otherwise the engine contract's list decides
    /// (`EngineContract.AnimationUse`).
    public var trigger: Trigger?

    public init(
        spring: Spring? = nil, easing: String? = nil, duration: Double? = nil, delay: Double? = nil, stagger: Double? = nil,
        repeats: Bool = false, scaleFrom: Double? = nil, scaleTo: Double? = nil, reduceMotion: ReduceMotion? = nil,
        trigger: Trigger? = nil
    ) {
        self.trigger = trigger
        self.spring = spring
        self.easing = easing
        self.duration = duration
        self.delay = delay
        self.stagger = stagger
        self.repeats = repeats
        self.scaleFrom = scaleFrom
        self.scaleTo = scaleTo
        self.reduceMotion = reduceMotion
    }
}
