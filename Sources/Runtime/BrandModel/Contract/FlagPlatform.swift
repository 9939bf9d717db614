/// A platform a flag rule can target.
public enum FlagPlatform: String, Sendable, CaseIterable, Codable {
    case ios
    case android
    case reactNative = "react-native"
    case web
}
