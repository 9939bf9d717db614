import AppBarEngine
import BrandModel
import Localization

/// One app-bar state as the engine computed it, with the localized label of each item:
/// everything the SVG preview draws.
public struct AppBarSnapshot: Sendable, Equatable {
    /// The engine's state: items in order, balance text, badge, counts, theme.
    public var state: AppBarState
    /// What each shown item reads, in the snapshot's locale (`Search`, `$1,234.56`, `99+`).
    public var labels: [AppBarItem: String]
    /// The spoken form of each shown item, for the preview's accessible name.
    public var accessibleLabels: [AppBarItem: String]
    public var locale: LocaleIdentifier

    public init(state: AppBarState, labels: [AppBarItem: String], accessibleLabels: [AppBarItem: String], locale: LocaleIdentifier) {
        self.state = state
        self.labels = labels
        self.accessibleLabels = accessibleLabels
        self.locale = locale
    }

    /// The items in order, each with its label.
    public var items: [(item: AppBarItem, label: String)] {
        state.items.map { ($0, labels[$0] ?? $0.rawValue) }
    }

    /// One sentence naming every item, in order: the preview's alternative text.
    public var accessibleSummary: String {
        state.items.map { accessibleLabels[$0] ?? labels[$0] ?? $0.rawValue }.joined(separator: ", ")
    }
}
