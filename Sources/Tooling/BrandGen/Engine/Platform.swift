/// A target brandgen writes for. Each has a folder of its own under the output folder.
public enum Platform: String, Sendable, Hashable, CaseIterable, Comparable {
    case ios, android, web, dtcg, json
    /// TypeScript for React Native, named as Style Dictionary's `react-native` group.
    case reactNative = "react-native"

    /// The folder under the output folder that holds this platform's files.
    public var folder: String { rawValue }

    /// Whether the platform writes the brand's strings (from a ``MessageTable``).
    var writesStrings: Bool { self == .ios || self == .android || self == .reactNative }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
