import AppBarEngine
import BrandGen
import BrandModel
import Foundation
import LadbrokesHandlers
import Localization
import NedsHandlers
import RevalidatingCache
import StandardHandlers
import TestSupport
import Testing

/// The Kotlin runtime's app bar (`Runtimes/Kotlin`, each brand read from its envelope) reduces as
/// the Swift engine does: every brand in `Brands/` plus two locker fixtures, every locale, seeded
/// random action sequences (the user-tray-then-locker sequence, its scheduled opening coming due,
/// tool-info streams, flag contexts), compared state and effects after every step. The
/// deliberately broken copies (a locker's delay one millisecond longer in the envelope, a locker
/// handler that caps its badge one early) must differ. One JVM run reduces every sequence.
@Suite(.tags(.shippedBrands)) struct AppBarDifferentialTests {
    static let sessionsPerLocale = 12
    static let stepsPerSession = 80

    /// A profile under test, and whether its Kotlin is deliberately broken.
    struct Module {
        var name: String
        var source: BrandSource
        var broken = false
        var profile: BrandProfile { source.profile }
    }

    /// The shipped brands, and two fixtures made from the first: a `locker` that cancels on a
    /// second tap with a 150 ms delay and reserved room on the right, and one that opens at once.
    static func modules() throws -> [Module] {
        let shipped = try ShippedBrands.sources().map { Module(name: $0.id, source: $0) }
        // Ladbrokes' locker handler (a badge limit of 99 by default), cancelling on a second tap.
        var cancelling = try #require(shipped.first).source
        cancelling.profile.id = "lockerfixture"
        cancelling.profile.appBar.toolSlot = ToolSlotProfile(
            kind: .locker, handler: "ladbrokes.locker", observesBalance: true, userTrayDismissalDelay: .milliseconds(150),
            secondTapDuringDismissal: .cancel, config: nil)
        cancelling.profile.appBar.signedOut = [.userTray, .search, .toolSlot, .login]
        cancelling.profile.appBar.minimumRightItems = 5
        var instant = cancelling
        instant.profile.id = "instantfixture"
        instant.profile.appBar.toolSlot = ToolSlotProfile(kind: .locker, handler: "locker", observesBalance: true, userTrayDismissalDelay: nil, config: nil)
        let fixtures = [Module(name: cancelling.profile.id, source: cancelling), Module(name: instant.profile.id, source: instant)]
        // The broken copies: every module with a delayed locker, its badge rule and delay changed.
        let broken = (shipped + fixtures).filter { $0.profile.appBar.toolSlot.userTrayDismissalDelay != nil }
            .map { Module(name: $0.name + "-broken", source: $0.source, broken: true) }
        return shipped + fixtures + broken
    }

    // MARK: The sequences, driven by the Swift engine

    /// One step: the action as the Kotlin driver reads it, and the engine's state and effects after it.
    struct Step {
        var encoded: String
        var expected: String
    }

    static func sessions(for module: Module, locale: String, seed: UInt64) throws -> [[Step]] {
        let reducer = try AppBarReducer(profile: module.profile, registry: StandardHandlers.registry(), locale: LocaleIdentifier(locale))
        var random = SeededGenerator(seed: seed)
        var sessions: [[Step]] = []
        for _ in 0..<sessionsPerLocale {
            var state = reducer.initialState
            var pending: [ScheduledAction] = []
            var steps = [Step(encoded: "start", expected: describe(state) + "\t")]
            for _ in 0..<stepsPerSession {
                let (action, encoded) = nextAction(state, pending: &pending, using: &random)
                let effects = reducer.reduce(into: &state, action: action)
                for effect in effects {
                    switch effect {
                    case .schedule(let request):
                        pending.removeAll { $0.id == request.id }
                        pending.append(request)
                    case .cancelScheduled(let id): pending.removeAll { $0.id == id }
                    default: break
                    }
                }
                steps.append(Step(encoded: encoded, expected: describe(state) + "\t" + effects.map(describe).joined(separator: " ; ")))
            }
            sessions.append(steps)
        }
        return sessions
    }

    static let balances: [Double] = [0, -0.0, 12.5, 1234.56, 1_234_567.891, 0.005, 0.015, 2.675, -42.1, 99_999_999.99, 1e12, 0.0001]
    static let toolBalances = [0, 1, 7, 98, 99, 100, 101, 150, 999, 1000, -3]

    /// A random action for `state`: the tray-then-locker sequence and the scheduled opening coming due are frequent.
    static func nextAction(_ state: AppBarState, pending: inout [ScheduledAction], using random: inout SeededGenerator) -> (AppBarAction, String) {
        func bool() -> Bool { Bool.random(using: &random) }
        func balance() -> Double {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: balances.randomElement(using: &random)!
            case 1: Double(Int.random(in: -100_000...50_000_000, using: &random)) / 100
            default: Double(Int.random(in: 0...5_000_000, using: &random)) / 1000
            }
        }
        func hex(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
        if !pending.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
            let due = pending.removeFirst()
            return (due.action, "fire\t" + encode(due.action))
        }
        switch Int.random(in: 0..<16, using: &random) {
        case 0:
            let amount = balance()
            return (.signedIn(balance: amount), "signedIn\t" + hex(amount))
        case 1: return (.signedOut, "signedOut")
        case 2:
            let amount = balance()
            return (.balanceChanged(amount), "balance\t" + hex(amount))
        case 3:
            let count = toolBalances.randomElement(using: &random)!
            return (.toolInfoArrived(ToolInfo(balance: count)), "toolInfo\t\(count)")
        case 4:
            return bool() ? (.toolInfoEnded(.finished), "toolInfoFinished") : (.toolInfoEnded(.failed("timed out")), "toolInfoFailed\ttimed out")
        case 5:
            let count = Int.random(in: -2...120, using: &random)
            let source = BetslipCountSource.allCases.randomElement(using: &random)!
            return (.betslipCountChanged(count, source: source), "betslip\t\(count)\t\(source.rawValue)")
        case 6, 7, 8:
            // Mostly the items shown; now and then a stale tap.
            let item = (bool() ? state.items.randomElement(using: &random) : nil) ?? AppBarItem.allCases.randomElement(using: &random)!
            return (.itemTapped(item), "tap\t\(item.rawValue)")
        case 9:
            // The tray opens, then the tool slot is tapped: the locker waits for the tray.
            return (.userTrayVisibilityChanged(true), "tray\ttrue")
        case 10:
            let visible = bool()
            return (.userTrayVisibilityChanged(visible), "tray\t\(visible)")
        case 11:
            let visible = bool()
            return (.toolSlot(ToolSlotValue(LockerAction.visibilityChanged(visible))), "lockerVisibility\t\(visible)")
        case 12:
            let panel = AppBarPanel.barPanels.randomElement(using: &random)!
            let visible = bool()
            return (.requestVisibility(panel, visible), "request\t\(panel.rawValue)\t\(visible)")
        case 13:
            let on = bool()
            return (.reduceMotionChanged(on), "motion\t\(on)")
        case 14:
            let appearance = Appearance.allCases.randomElement(using: &random)!
            return (.appearanceChanged(appearance), "appearance\t\(appearance.rawValue)")
        default:
            let userId = ["u1", "u2", "staff-7", nil].randomElement(using: &random)!
            let platform = [FlagPlatform.ios, .android, nil].randomElement(using: &random)!
            let version = ["7.3.0", "7.4.1", "8.0.0", nil].randomElement(using: &random)!
            let market = ["au", "nz", "cm", nil].randomElement(using: &random)!
            let staff = ["true", "false", nil].randomElement(using: &random)!
            let context = FlagContext(userId: userId, platform: platform, appVersion: version, market: market, attributes: staff.map { ["staff": $0] } ?? [:])
            let fields = [userId, platform?.rawValue, version, market, staff].map { $0 ?? "-" }
            return (.flagContextChanged(context), "flags\t" + fields.joined(separator: "\t"))
        }
    }

    /// A scheduled action as the driver reads it (what a locker schedules).
    static func encode(_ action: AppBarAction) -> String {
        guard case .toolSlot(let value) = action, let locker = value.value(as: LockerAction.self) else { return "unsupported" }
        switch locker {
        case .visibilityChanged(let visible): return "lockerVisibility\t\(visible)"
        case .requestVisibility(let visible): return "lockerRequest\t\(visible)"
        }
    }

    /// The state as the Kotlin driver prints it: every field the runtime keeps, the balance amount by its bits.
    static func describe(_ state: AppBarState) -> String {
        func slots(_ slots: [AppBarLayout.Slot]) -> String { slots.map { "\($0.name):\($0.width.rawValue)" }.joined(separator: ",") }
        let toolSlot = state.toolSlotState(of: LockerHandler.self).map { "locker(\($0.isOpen),\($0.openingScheduled))" } ?? state.toolSlot.description
        return [
            state.authentication.rawValue, state.items.map(\.rawValue).joined(separator: ","),
            slots(state.layout.left) + "|" + slots(state.layout.center) + "|" + slots(state.layout.right),
            state.balance ?? "-", state.balanceAmount.map { String($0.bitPattern, radix: 16) } ?? "-",
            String(state.betslipCount), state.betslipCountSource.rawValue, state.toolBadge.map { "\($0.text)/\($0.count)" } ?? "-",
            String(state.userTrayVisible), toolSlot, state.pendingBetsLabel, state.potIcon ?? "-", state.toolSlotKind.rawValue,
            state.appearance.rawValue, String(state.reduceMotion),
        ].joined(separator: "\t")
    }

    static func describe(_ effect: AppBarEffect) -> String {
        switch effect {
        case .navigate(let route): "navigate \(route)" + route.payload.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        case .analytics(let event): "analytics \(event.name) " + event.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        case .setVisibility(let panel, let visible): "visibility \(panel.rawValue)=\(visible)"
        case .schedule(let request):
            "schedule \(request.id) \(request.delay.components.seconds * 1000 + request.delay.components.attoseconds / 1_000_000_000_000_000) \(encode(request.action))"
        case .cancelScheduled(let id): "cancel \(id)"
        case .diagnostic(let diagnostic): "diagnostic \(diagnostic)"
        case .toolSlot(let value): "toolSlot \(value)"
        }
    }

    /// The Kotlin runtime's names are the engine's declarations: its `StandardHandlers` registers
    /// exactly the Swift registry's handler ids, with Ladbrokes' default badge limit, and
    /// `AppBarRoute` has one constant per bar route.
    @Test func theKotlinRuntimeNamesWhatTheEngineDeclares() throws {
        let runtime = KotlinRuntime.folder.appendingPathComponent("src/commonMain/kotlin/brandengine/runtime")
        let handlers = try String(contentsOf: runtime.appendingPathComponent("AppBarHandlers.kt"), encoding: .utf8)
        let registered = handlers.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: ".register(\""), let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(line[start.upperBound..<end])
        }
        #expect(registered.sorted() == (try StandardHandlers.registry().ids))
        #expect(handlers.contains("?: \(LadbrokesLockerHandler.defaultBadgeLimit)L)"))
        let appBar = try String(contentsOf: runtime.appendingPathComponent("AppBar.kt"), encoding: .utf8)
        for route in AppBarRoute.barRoutes {
            #expect(appBar.contains("val \(route.name) = AppBarRoute(\"\(route.name)\")"), "\(route.name)")
        }
        #expect(appBar.contains("const val TAP_NAME = \"\(AnalyticsEvent.tapName)\""))
        #expect(appBar.contains("const val LOCKER_OPENING = \"\(ScheduledActionID.lockerOpening.rawValue)\""))
        #expect(appBar.contains("const val EXPOSURE_NAME = \"\(AnalyticsEvent.exposureName)\""))
        let reducer = try String(contentsOf: runtime.appendingPathComponent("AppBarReducer.kt"), encoding: .utf8)
        for (constant, flag) in [("LOGIN_NATIVE", FeatureFlag.loginNative), ("BETSLIP_NATIVE", .betslipNative), ("PENDING_RESULTED_NATIVE", .pendingResultedNative)] {
            #expect(reducer.contains("const val \(constant) = \"\(flag.rawValue)\""), "\(constant)")
        }
        let motion = try String(contentsOf: runtime.appendingPathComponent("AppBarMotion.kt"), encoding: .utf8)
        for (constant, token) in [
            ("COUNTER_PRESET", AppBarAnimationPlan.counterPresetName), ("LOCKER_PRESET", AppBarAnimationPlan.lockerPresetName),
            ("BUTTON_PRESS_PRESET", AppBarAnimationPlan.buttonPressPresetName),
        ] {
            #expect(motion.contains("const val \(constant) = \"\(token.rawValue)\""), "\(constant)")
        }
        #expect(motion.contains("const val CROSS_FADE_DURATION = \(AppBarMotion.crossFadeDuration)"))
        // The cache's back-off and the profile's default time to live, in both runtimes.
        let backoff = RefreshBackoff.standard
        func millis(_ duration: Duration) -> Int64 { duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000 }
        func grouped(_ value: Int64) -> String { value >= 100_000 ? "\(value / 1000)_" + String(format: "%03d", Int(value % 1000)) : "\(value)" }
        let cache = try String(contentsOf: runtime.appendingPathComponent("RevalidatingCache.kt"), encoding: .utf8)
        #expect(cache.contains("val initialMillis: Long = \(millis(backoff.initial)), val maximumMillis: Long = \(grouped(millis(backoff.maximum)))"))
        let typeScriptCache = try String(contentsOfFile: TypeScriptPackage.folder + "/src/cache.ts", encoding: .utf8)
        #expect(typeScriptCache.contains("initialMillis = \(millis(backoff.initial)), maximumMillis = \(grouped(millis(backoff.maximum)))"))
        let ttl = grouped(millis(BrandProfile.defaultCacheTimeToLive))
        #expect(try String(contentsOf: runtime.appendingPathComponent("../profile/BrandRuntime.kt"), encoding: .utf8).contains("?: \(ttl)L"))
        #expect(try String(contentsOfFile: TypeScriptPackage.folder + "/src/platform/scenario-host.ts", encoding: .utf8).contains("ttl ?? \(ttl)"))
    }

    @Test(.requires(.kotlin, .java))
    func theKotlinAppBarReducesAsTheEngine() throws {
        let modules = try Self.modules()
        let folder = try TemporaryFolder.make("appbar-kotlin")
        defer { try? FileManager.default.removeItem(at: folder) }
        var input = ""
        var expected: [(module: Int, line: String)] = []
        for (index, module) in modules.enumerated() {
            try KotlinRuntime.writeAssets(module.source, document: AppBarTypeScriptDifferentialTests.document(module), as: "m\(index)", in: folder)
            for (localeIndex, locale) in module.profile.locales.enumerated() {
                // The broken copies replay their original's sequences.
                let seed = UInt64(41_000 + (modules.firstIndex { $0.name + "-broken" == module.name } ?? index) * 100 + localeIndex)
                input += "m\(index)\t\(module.profile.id)\t\(locale)\t\(module.broken)\n"
                for session in try Self.sessions(for: module, locale: locale.description, seed: seed) {
                    for step in session {
                        input += step.encoded + "\n"
                        expected.append((index, step.expected))
                    }
                }
                input += "\n"
            }
        }
        try Data(input.utf8).write(to: folder.appendingPathComponent("sessions.tsv"))
        // The replay is the library's own test tool (Runtimes/Kotlin/src/jvmTest/kotlin/brandengine/replay/AppBarReplay.kt).
        try KotlinRuntime.replay("AppBarReplay", ["sessions.tsv", "results.tsv"], in: folder)
        let lines = String(decoding: try Data(contentsOf: folder.appendingPathComponent("results.tsv")), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == expected.count)

        let tally = AppBarDifferentialTally(lines: lines, expected: expected, modules: modules, runtime: "Kotlin")
        print(tally.summary)
        #expect(tally.comparisons > 5_000)
        #expect(tally.differences == 0, "\(tally.first ?? "")")
        #expect(tally.caught == ["the badge limit", "the locker's delay"])
    }

    /// The Kotlin runtime's app-bar colours and text styles are the engine's `AppBarTheme.color(_:)`
    /// and `textStyle(_:)`: every module, appearance and contract colour token
    /// (``AppBarTypeScriptDifferentialTests/colorCases(writingEnvelopesTo:localeData:)``), and every
    /// contract text style, the contract's fallbacks included.
    @Test(.requires(.kotlin, .java))
    func theKotlinAppBarColoursAreTheEngines() throws {
        let folder = try TemporaryFolder.make("appbar-colors-kotlin")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (modules, colors) = try AppBarTypeScriptDifferentialTests.colorCases(writingEnvelopesTo: folder, localeData: true)
        // Each module's colours, then its contract text styles (`AppBarTheme.textStyle(_:)`), as the replay prints them.
        var expected: [String] = []
        let perModule = Appearance.allCases.count * ColorTokenName.allCases.count
        for (index, module) in modules.enumerated() {
            expected += colors[(index * perModule)..<((index + 1) * perModule)]
            let theme = try AppBarReducer(profile: module.profile, registry: StandardHandlers.registry()).initialState.theme
            for token in TypographyTokenName.allCases {
                let style = theme.textStyle(token)
                let fields = [style.family, style.weight, String(style.size.bitPattern, radix: 16), String(style.resolvedLineHeight.bitPattern, radix: 16)]
                expected.append([module.profile.id, "typography", token.rawValue, fields.joined(separator: "|")].joined(separator: "\t"))
            }
        }
        try KotlinRuntime.replay("AppBarColorsReplay", ["tokens.txt", "results.txt"] + modules.map(\.profile.id), in: folder)
        let lines = try String(contentsOf: folder.appendingPathComponent("results.txt"), encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        let differences = zip(lines, expected).filter { $0 != $1 }
        print("app bar colours and text styles, Kotlin: \(expected.count) comparisons, \(differences.count) different")
        #expect(differences.isEmpty, "\(differences.first.map { "Kotlin gives \($0.0), the engine \($0.1)" } ?? "")")
    }

    /// The Kotlin runtime's colour contract and handler colours are the engine's declarations.
    @Test func theKotlinColoursAreTheContracts() throws {
        let typography = try String(contentsOf: KotlinRuntime.folder.appendingPathComponent("src/commonMain/kotlin/brandengine/runtime/Colors.kt"), encoding: .utf8)
        #expect(typography.contains("val tokens: List<String> = listOf(" + TypographyTokenName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + ")"))
        #expect(typography.contains("const val DEFAULT_LINE_HEIGHT_RATIO = \(TextStyle.defaultLineHeightRatio)"))
        let text = try String(contentsOf: KotlinRuntime.folder.appendingPathComponent("src/commonMain/kotlin/brandengine/runtime/Colors.kt"), encoding: .utf8)
        for token in ColorTokenName.allCases {
            let fallback = switch token.fallback {
            case .token(let other)?: "ColorFallback.Token(\"\(other.rawValue)\")"
            case .hex(let hex)?: "ColorFallback.Hex(\"\(hex)\")"
            case nil: "null"
            }
            #expect(text.contains("\"\(token.rawValue)\" to \(fallback)"), "\(token.rawValue)")
        }
        #expect(text.components(separatedBy: "\" to ColorFallback.").count + text.components(separatedBy: "\" to null").count - 2 == ColorTokenName.allCases.count)
        func listed(_ colors: [HandlerColor]) -> String {
            colors.map { color in
                "HandlerColor(\"\(color.token.rawValue)\", \"\(color.from)\"" + (color.fallback.map { ", \"\($0.rawValue)\"" } ?? "") + ")"
            }.joined(separator: ",\n            ")
        }
        #expect(text.contains(listed(HandlerColor.standard)))
        let handlers = try String(contentsOf: KotlinRuntime.folder.appendingPathComponent("src/commonMain/kotlin/brandengine/runtime/AppBarHandlers.kt"), encoding: .utf8)
        for colors in [LadbrokesHandlers.lockerDeclaration.colors, NedsHandlers.toolboxDeclaration.colors] {
            #expect(handlers.contains(listed(colors).replacingOccurrences(of: ",\n            ", with: ",\n        ")))
        }
    }
}
