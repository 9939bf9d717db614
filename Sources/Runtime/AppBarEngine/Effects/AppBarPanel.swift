/// A panel whose visibility lives in the app's shared state, outside the app bar.
public enum AppBarPanel: String, Sendable, Hashable, CaseIterable {
    case userTray
    case locker
}
