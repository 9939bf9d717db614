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
    public var definitions: [(name: String, definition: FlagDefinition)]

    public init(_ definitions: [(name: String, definition: FlagDefinition)]) {
        self.definitions = definitions
    }

    /// Plain flags, `name: isOn`.
    public init(_ values: [(name: String, isOn: Bool)] = []) {
        self.definitions = values.map { ($0.name, .plain($0.isOn)) }
    }

    /// Every flag the profile sets with its value in an empty context (a plain flag's value,
    /// a flag with rules' default unless a rule without conditions decides).
    public var values: [(name: String, isOn: Bool)] {
        definitions.map { ($0.name, $0.definition.evaluate(in: FlagContext()).value) }
    }

    /// The definition of the flag `name`, nil when the profile does not set it.
    package func definition(_ name: String) -> FlagDefinition? {
        definitions.first { $0.name == name }?.definition
    }

    /// `flag` evaluated in `context`; a flag the profile does not set is `false` with reason
    /// `error` (`FLAG_NOT_FOUND`).
    public func evaluate(_ flag: FeatureFlag, in context: FlagContext) -> FlagEvaluation {
        evaluate(named: flag.rawValue, in: context)
    }

    /// An app's own flag (``AppFlagName/init(appDeclared:)``) evaluated in `context`, as ``evaluate(_:in:)-(FeatureFlag,_)``.
    public func evaluate(_ flag: AppFlagName, in context: FlagContext) -> FlagEvaluation {
        evaluate(named: flag.rawValue, in: context)
    }

    /// The tools' access by any name (a scenario's flags); an app reads by ``FeatureFlag`` or ``AppFlagName``.
    package func evaluate(named name: String, in context: FlagContext) -> FlagEvaluation {
        guard let definition = definition(name) else {
            return FlagEvaluation(value: false, reason: .error, errorCode: .flagNotFound)
        }
        return definition.evaluate(in: context)
    }

    /// The value in an empty context; setting makes the flag plain.
    public subscript(flag: FeatureFlag) -> Bool {
        get { self[flag.rawValue] }
        set { self[flag.rawValue] = newValue }
    }

    /// An app's own flag in an empty context; setting makes the flag plain.
    public subscript(flag: AppFlagName) -> Bool {
        get { self[flag.rawValue] }
        set { self[flag.rawValue] = newValue }
    }

    package subscript(name: String) -> Bool {
        get { definition(name)?.evaluate(in: FlagContext()).value ?? false }
        set {
            if let index = definitions.firstIndex(where: { $0.name == name }) {
                definitions[index].definition = .plain(newValue)
            } else {
                definitions.append((name, .plain(newValue)))
            }
        }
    }

    /// Flags the profile sets that the engine does not know.
    public var unknownNames: [String] {
        definitions.map(\.name).filter { FeatureFlag(rawValue: $0) == nil }
    }

    public static func == (lhs: FeatureFlags, rhs: FeatureFlags) -> Bool {
        lhs.definitions.map(\.name) == rhs.definitions.map(\.name) && lhs.definitions.map(\.definition) == rhs.definitions.map(\.definition)
    }
}
