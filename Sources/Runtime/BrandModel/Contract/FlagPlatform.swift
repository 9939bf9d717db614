/// A platform a flag rule can target.
public enum FlagPlatform: String, Sendable, CaseIterable, Codable {
    case ios
    case android
    case reactNative = "react-native"
    case web

    /// The platform's bit in a rule's platform mask.
    var bit: UInt8 {
        switch self {
        case .ios: 1
        case .android: 2
        case .reactNative: 4
        case .web: 8
        }
    }
}
