import AppBarEngine
import BrandModel

/// What a tap on the tool slot does, as the engine played it: signed in, with the user
/// tray open, tap, then let any scheduled step come due.
public struct ToolSlotTap: Sendable, Equatable {
    /// One visible consequence of the tap, in the order the engine produced them.
    public enum Step: Sendable, Equatable {
        case dismiss(AppBarPanel)
        case open(AppBarPanel)
        case wait(Duration)
        case navigate(AppBarRoute)

        /// `dismisses user tray`, `waits 300 ms`, `navigates to toolbox`.
        public var phrase: String {
            switch self {
            case .dismiss(let panel): "dismisses \(Self.name(of: panel))"
            case .open(let panel): "opens \(Self.name(of: panel))"
            case .wait(let duration): "waits \(ReportText.duration(duration))"
            case .navigate(let route): "navigates to \(ReportText.words(fromCamelCase: route.rawValue))\(route.handler.map { " (\($0))" } ?? "")"
            }
        }

        private static func name(of panel: AppBarPanel) -> String {
            ReportText.words(fromCamelCase: panel.rawValue)
        }
    }

    public var steps: [Step]

    /// How many rounds of scheduled actions a tap may chain.
    static let maximumRounds = 8

    public init(steps: [Step]) {
        self.steps = steps
    }

    /// `dismisses user tray, waits 300 ms, opens locker`, or `none`.
    public var summary: String {
        steps.isEmpty ? "none" : steps.map(\.phrase).joined(separator: ", ")
    }

    /// Plays the tap on a copy of `session`: signs in if needed, opens the user tray, taps
    /// the tool slot and advances the clock through every scheduled action.
    public static func observe(in session: AppBarSession, balance: Double) -> ToolSlotTap {
        play(in: session, balance: balance).tap
    }

    /// ``observe(in:balance:)``, with the session as the tap left it (the tool slot open).
    static func play(in session: AppBarSession, balance: Double) -> (tap: ToolSlotTap, after: AppBarSession) {
        var session = session
        if session.state.authentication != .signedIn { _ = session.send(.signedIn(balance: balance)) }
        _ = session.send(.userTrayVisibilityChanged(true))
        var steps: [Step] = []
        var effects = session.send(.itemTapped(.toolSlot))
        // Each round turns effects into steps; a schedule makes the next round its delivery.
        // The round limit keeps a handler that keeps rescheduling from hanging the report.
        for _ in 0..<Self.maximumRounds where !effects.isEmpty {
            var delay: Duration?
            for effect in effects {
                switch effect {
                case .setVisibility(let panel, let isVisible): steps.append(isVisible ? .open(panel) : .dismiss(panel))
                case .navigate(let route): steps.append(.navigate(route))
                case .schedule(let request):
                    steps.append(.wait(request.delay))
                    delay = max(delay ?? .zero, request.delay)
                case .analytics, .cancelScheduled, .diagnostic, .toolSlot: break
                }
            }
            effects = delay.map { session.advance(by: $0) } ?? []
        }
        return (ToolSlotTap(steps: steps), session)
    }
}
