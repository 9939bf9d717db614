import Foundation

/// Design tokens, after token references are resolved. Groups keep the written order.
public struct Theme: Sendable, Equatable {
    public var colors: TokenGroup<ColorToken>
    public var contrastPairs: [ContrastPair]
    public var typography: TokenGroup<TextStyle>
    public var spacing: TokenGroup<Double>
    public var animation: TokenGroup<AnimationPreset>

    public init(
        colors: TokenGroup<ColorToken> = .init(), contrastPairs: [ContrastPair] = [],
        typography: TokenGroup<TextStyle> = .init(), spacing: TokenGroup<Double> = .init(),
        animation: TokenGroup<AnimationPreset> = .init()
    ) {
        self.colors = colors
        self.contrastPairs = contrastPairs
        self.typography = typography
        self.spacing = spacing
        self.animation = animation
    }

    /// Every token, named as references spell it (`colors.brand.primary`).
    public var tokenCount: Int {
        colors.count + typography.count + spacing.count + animation.count
    }
}

/// Named tokens of one kind, in the order the profile wrote them.
public struct TokenGroup<Value: Sendable & Equatable>: Sendable, Equatable, Sequence {
    public private(set) var names: [String] = []
    private var values: [String: Value] = [:]

    public init() {}

    public init(_ pairs: [(String, Value)]) {
        for (name, value) in pairs { self[name] = value }
    }

    public subscript(name: String) -> Value? {
        get { values[name] }
        set {
            guard let newValue else {
                if values.removeValue(forKey: name) != nil { names.removeAll { $0 == name } }
                return
            }
            // One hash per write: the profile decoder writes every token of every profile.
            if values.updateValue(newValue, forKey: name) == nil { names.append(name) }
        }
    }

    public var count: Int { names.count }

    public func makeIterator() -> some IteratorProtocol<(name: String, value: Value)> {
        names.lazy.map { (name: $0, value: values[$0]!) }.makeIterator()
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
    public init?(hex text: String) {
        guard text.first == "#" else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard [3, 6, 8].contains(digits.count) else { return nil }
        var nibbles: [UInt8] = []
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(digit - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(digit - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        if nibbles.count == 3 {
            self.init(red: nibbles[0] * 17, green: nibbles[1] * 17, blue: nibbles[2] * 17)
        } else {
            self.init(
                red: nibbles[0] << 4 | nibbles[1], green: nibbles[2] << 4 | nibbles[3], blue: nibbles[4] << 4 | nibbles[5],
                alpha: nibbles.count == 8 ? nibbles[6] << 4 | nibbles[7] : 255)
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
        let (lighter, darker) = (max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance))
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
    public var size: Double
    public var weight: String
    public var lineHeight: Double?

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

    public var spring: Spring?
    public var easing: String?
    public var duration: Double?
    public var delay: Double?
    public var stagger: Double?
    public var repeats: Bool
    public var scaleFrom: Double?
    public var scaleTo: Double?
    public var reduceMotion: ReduceMotion?

    public init(
        spring: Spring? = nil, easing: String? = nil, duration: Double? = nil, delay: Double? = nil, stagger: Double? = nil,
        repeats: Bool = false, scaleFrom: Double? = nil, scaleTo: Double? = nil, reduceMotion: ReduceMotion? = nil
    ) {
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
