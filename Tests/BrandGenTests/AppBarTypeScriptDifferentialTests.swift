import AppBarEngine
import BrandGen
import BrandModel
import Foundation
import LadbrokesHandlers
import StandardHandlers
import Testing
import TestSupport
import YAMLNode

/// The TypeScript runtime's app bar (`Runtimes/TypeScript/src/appbar`) reduces as the Swift
/// engine does: the same modules and seeded sessions as ``AppBarDifferentialTests`` (every brand,
/// two locker fixtures, every locale), each brand read from its envelope by the package, compared
/// state and effects after every step; deliberately broken copies (the badge rule in the
/// package, the locker's delay in the envelope) are found. One node run replays everything.
@Suite(.tags(.shippedBrands)) struct AppBarTypeScriptDifferentialTests {
    /// The module's document with the fixture's tool slot and layout written in, and a broken
    /// copy's locker delay one millisecond longer.
    static func document(_ module: AppBarDifferentialTests.Module) -> Node {
        var document = module.source.document
        let appBar = module.profile.appBar
        let toolSlot = appBar.toolSlot
        document = EnvelopeDocument.setting(["id"], in: document, to: Node(.string(module.profile.id)))
        document = EnvelopeDocument.setting(["appBar", "signedOut"], in: document, to: Node.array(appBar.signedOut.map { Node(.string($0.rawValue)) }))
        document = EnvelopeDocument.setting(["appBar", "layout", "minimumRightItems"], in: document, to: Node(.int(appBar.minimumRightItems)))
        var fields: [(String, Node)] = [("kind", Node(.string(toolSlot.kind.rawValue))), ("handler", Node(.string(toolSlot.handler))), ("observeBalance", Node(.bool(toolSlot.observesBalance)))]
        if let delay = toolSlot.userTrayDismissalDelay {
            let millis = delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000 + (module.broken ? 1 : 0)
            fields.append(("dismissUserTrayFirst", Node(.string("\(millis)ms"))))
        }
        fields.append(("secondTapDuringDismissal", Node(.string(toolSlot.secondTapDuringDismissal.rawValue))))
        if let config = module.source.document["appBar"]?["toolSlot"]?["config"], toolSlot.handler == module.source.document["appBar"]?["toolSlot"]?["handler"]?.string {
            fields.append(("config", config))
        }
        return EnvelopeDocument.setting(["appBar", "toolSlot"], in: document, to: Node.object(fields))
    }

    /// The package's handler ids and Ladbrokes' default badge limit are the engine's.
    @Test func theRuntimeNamesWhatTheEngineDeclares() throws {
        let text = try String(contentsOfFile: TypeScriptPackage.folder + "/src/appbar/handlers.ts", encoding: .utf8)
        let registered = text.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: ".register(\""), let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(line[start.upperBound..<end])
        }
        #expect(registered.sorted() == (try StandardHandlers.registry().ids))
        #expect(text.contains("wholeNumber(config, \"badgeLimit\", 1) ?? \(LadbrokesLockerHandler.defaultBadgeLimit))"))
        let values = try String(contentsOfFile: TypeScriptPackage.folder + "/src/appbar/values.ts", encoding: .utf8)
        for route in AppBarRoute.barRoutes { #expect(values.contains("\(route.name): { name: \"\(route.name)\" }"), "\(route.name)") }
        #expect(values.contains("tapEventName = \"\(AnalyticsEvent.tapName)\""))
        #expect(values.contains("lockerOpeningId = \"\(ScheduledActionID.lockerOpening.rawValue)\""))
    }

    @Test(.requires(.typeScript, .node))
    func theTypeScriptAppBarReducesAsTheEngine() throws {
        let modules = try AppBarDifferentialTests.modules()
        let folder = try TemporaryFolder.make("appbar-typescript")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dist = try TypeScriptPackage.compiled()
        let broken = try TypeScriptPackage.brokenCopy(in: folder, file: "src/appbar/values.js") {
            $0.replacingOccurrences(of: "badge.count > badge.limit", with: "badge.count >= badge.limit")
        }
        var input = ""
        var expected: [(module: Int, line: String)] = []
        for (index, module) in modules.enumerated() {
            var source = module.source
            source.document = Self.document(module)
            try Data(EnvelopeDocument.envelope(source)).write(to: folder.appendingPathComponent("m\(index).json"))
            for (localeIndex, locale) in module.profile.locales.enumerated() {
                let seed = UInt64(41_000 + (modules.firstIndex { $0.name + "-broken" == module.name } ?? index) * 100 + localeIndex)
                input += "m\(index)\t\(module.profile.id)\t\(locale)\t\(module.broken)\n"
                for session in try AppBarDifferentialTests.sessions(for: module, locale: locale, seed: seed) {
                    for step in session {
                        input += step.encoded + "\n"
                        expected.append((index, step.expected))
                    }
                }
                input += "\n"
            }
        }
        try Data(input.utf8).write(to: folder.appendingPathComponent("sessions.tsv"))
        try Data(Self.driver(dist: dist, broken: broken).utf8).write(to: folder.appendingPathComponent("driver.js"))
        try Command.run(["node", "driver.js"], in: folder)
        let lines = String(decoding: try Data(contentsOf: folder.appendingPathComponent("results.tsv")), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == expected.count)
        let tally = AppBarDifferentialTally(lines: lines, expected: expected, modules: modules, runtime: "TypeScript")
        print(tally.summary)
        #expect(tally.comparisons > 5_000)
        #expect(tally.differences == 0, "\(tally.first ?? "")")
        #expect(tally.caught == ["the badge limit", "the locker's delay"])
    }

    /// Replays each block of `sessions.tsv` on the package's reducer (a broken module on the
    /// broken copy) and prints, per step, what ``AppBarDifferentialTests/describe(_:)`` prints.
    static func driver(dist: URL, broken: URL) -> String {
        """
        "use strict";
        const fs = require("fs");
        const packages = { false: \(TypeScriptPackage.requireIndex(dist)), true: \(TypeScriptPackage.requireIndex(broken)) };
        const { nodeSha256 } = \(TypeScriptPackage.requireNode(dist));
        const blocks = fs.readFileSync("sessions.tsv", "utf8").split("\\n\\n").filter((block) => block.length > 0);
        const out = [];
        const bits = (value) => { const view = new DataView(new ArrayBuffer(8)); view.setFloat64(0, value); return view.getBigUint64(0).toString(16); };
        const amount = (hex) => { const view = new DataView(new ArrayBuffer(8)); view.setBigUint64(0, BigInt("0x" + hex)); return view.getFloat64(0); };
        const slots = (list) => list.map((slot) => (slot.item === null ? "reserved" : slot.item) + ":" + slot.width).join(",");
        function describeState(pkg, state) {
          const tool = state.toolSlot.kind === "locker" ? "locker(" + state.toolSlot.isOpen + "," + state.toolSlot.openingScheduled + ")" : "none";
          return [state.authentication, state.items.join(","), slots(state.layout.left) + "|" + slots(state.layout.center) + "|" + slots(state.layout.right),
            state.balance === null ? "-" : state.balance, state.balanceAmount === null ? "-" : bits(state.balanceAmount), String(state.betslipCount),
            state.betslipCountSource, state.toolBadge === null ? "-" : pkg.badgeText(state.toolBadge) + "/" + state.toolBadge.count, String(state.userTrayVisible),
            tool, state.pendingBetsLabel, state.potIcon === null ? "-" : state.potIcon, state.toolSlotKind, state.appearance, String(state.reduceMotion)].join("\\t");
        }
        function encode(action) {
          if (action.type === "toolSlot") return (action.action.kind === "visibilityChanged" ? "lockerVisibility\\t" : "lockerRequest\\t") + action.action.visible;
          return "unsupported";
        }
        function describeEffect(pkg, effect) {
          switch (effect.type) {
            case "navigate": return "navigate " + pkg.routeText(effect.route) + Object.keys(effect.route.payload || {}).sort().map((key) => " " + key + "=" + effect.route.payload[key]).join("");
            case "analytics": return "analytics " + effect.event.name + " " + Object.keys(effect.event.parameters).sort().map((key) => key + "=" + effect.event.parameters[key]).join(",");
            case "setVisibility": return "visibility " + effect.panel + "=" + effect.visible;
            case "schedule": return "schedule " + effect.id + " " + effect.afterMillis + " " + encode(effect.action);
            case "cancelScheduled": return "cancel " + effect.id;
            case "diagnostic": return "diagnostic " + effect.message;
            default: throw new Error("unknown effect " + effect.type);
          }
        }
        function action(fields) {
          const f = fields;
          switch (f[0]) {
            case "signedIn": return { type: "signedIn", balance: amount(f[1]) };
            case "signedOut": return { type: "signedOut" };
            case "balance": return { type: "balanceChanged", balance: amount(f[1]) };
            case "toolInfo": return { type: "toolInfoArrived", balance: Number(f[1]) };
            case "toolInfoFinished": return { type: "toolInfoEnded" };
            case "toolInfoFailed": return { type: "toolInfoEnded", error: f[1] };
            case "betslip": return { type: "betslipCountChanged", count: Number(f[1]), source: f[2] };
            case "tap": return { type: "itemTapped", item: f[1] };
            case "tray": return { type: "userTrayVisibilityChanged", visible: f[1] === "true" };
            case "lockerVisibility": return { type: "toolSlot", action: { kind: "visibilityChanged", visible: f[1] === "true" } };
            case "lockerRequest": return { type: "toolSlot", action: { kind: "requestVisibility", visible: f[1] === "true" } };
            case "request": return { type: "requestVisibility", panel: f[1], visible: f[2] === "true" };
            case "motion": return { type: "reduceMotionChanged", on: f[1] === "true" };
            case "appearance": return { type: "appearanceChanged", appearance: f[1] };
            case "flags": {
              const p = f.slice(1).map((part) => (part === "-" ? undefined : part));
              const context = { attributes: p[4] === undefined ? {} : { staff: p[4] } };
              if (p[0] !== undefined) context.userId = p[0];
              if (p[1] !== undefined) context.platform = p[1];
              if (p[2] !== undefined) context.appVersion = p[2];
              if (p[3] !== undefined) context.market = p[3];
              return { type: "flagContextChanged", context };
            }
            default: throw new Error("unknown action " + f[0]);
          }
        }
        for (const block of blocks) {
          const lines = block.split("\\n").filter((line) => line.length > 0);
          const [file, id, locale, isBroken] = lines[0].split("\\t");
          const pkg = packages[isBroken];
          const brand = pkg.Brand.fromEnvelope(fs.readFileSync(file + ".json", "utf8"), nodeSha256, id);
          const reducer = new pkg.AppBarReducer(brand, { locale });
          let state = reducer.initialState;
          for (const line of lines.slice(1)) {
            const fields = line.split("\\t");
            let effects = [];
            if (fields[0] === "start") {
              state = reducer.initialState;
            } else {
              const step = reducer.reduce(state, action(fields[0] === "fire" ? fields.slice(1) : fields));
              state = step.state;
              effects = step.effects;
            }
            out.push(describeState(pkg, state) + "\\t" + effects.map((effect) => describeEffect(pkg, effect)).join(" ; "));
          }
        }
        fs.writeFileSync("results.tsv", out.join("\\n") + "\\n");
        """
    }
}
