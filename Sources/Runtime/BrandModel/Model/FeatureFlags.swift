/// A feature flag the engine reads.
public enum FeatureFlag: String, Sendable, CaseIterable, Codable {
    /// Native betslip (count from the native store) instead of the React Native one.
    case betslipNative = "betslip-native"
    /// Native pending/resulted bets screen instead of account transactions on the pending tab.
    case pendingResultedNative = "pending-resulted-native"
    /// Native login instead of the React Native one.
    case loginNative = "login-native"

    /// The flag `key` names, found with one hash: `init(rawValue:)` compares the key with
    /// each case's name in turn.
    public static func named(_ key: String) -> FeatureFlag? { byName[key] }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// The flags a brand sets; a flag it does not set is off.
public struct FeatureFlags: Sendable, Equatable {
    /// Every flag the profile sets, known or not, in the order written.
    public var values: [(name: String, isOn: Bool)]

    public init(_ values: [(name: String, isOn: Bool)] = []) {
        self.values = values
    }

    public subscript(flag: FeatureFlag) -> Bool {
        get { self[flag.rawValue] }
        set { self[flag.rawValue] = newValue }
    }

    public subscript(name: String) -> Bool {
        get { values.first { $0.name == name }?.isOn ?? false }
        set {
            if let index = values.firstIndex(where: { $0.name == name }) {
                values[index].isOn = newValue
            } else {
                values.append((name, newValue))
            }
        }
    }

    /// Flags the profile sets that the engine does not know.
    public var unknownNames: [String] {
        values.map(\.name).filter { FeatureFlag(rawValue: $0) == nil }
    }

    public static func == (lhs: FeatureFlags, rhs: FeatureFlags) -> Bool {
        lhs.values.map(\.name) == rhs.values.map(\.name) && lhs.values.map(\.isOn) == rhs.values.map(\.isOn)
    }
}
