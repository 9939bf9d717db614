/// Where the betslip count comes from (flag `betslip-native`).
///
/// The original Android app (docs/domain.md, Feature flags) reads the count from the native betslip store when the flag is
/// on, and from the React Native module's shared state otherwise; counts from the other
/// source are stale and are ignored.
public enum BetslipCountSource: String, Sendable, Hashable, CaseIterable {
    case nativeStore
    case reactNativeSharedState
}
