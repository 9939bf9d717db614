import BrandGen
import Foundation
import Testing
import TestSupport

/// The TypeScript runtime's odds-boost box with its animation plans (`OddsBoostSession`)
/// behaves as the engine's `OddsBoostEngine`: the runs of ``AndroidDifferentialTests/boostRuns(_:)``
/// (every brand locale and ladder, with and without reduce motion, letting plans finish and at
/// model times that cancel what has not started, reduce motion switched half way), each step's
/// display and timed plan compared, doubles by their bits. A copy of the package with the
/// stagger ignored is found.
@Suite(.tags(.shippedBrands)) struct OddsBoostTypeScriptDifferentialTests {
    static func run(_ dist: URL, sources: [BrandSource], runs: [AndroidDifferentialTests.Run], in folder: URL) throws -> [String] {
        for source in sources {
            try Data(EnvelopeDocument.envelope(source)).write(to: folder.appendingPathComponent("\(source.id).json"))
        }
        try Data(runs.map(\.line).joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("runs.tsv"))
        try Data(Self.driver(dist).utf8).write(to: folder.appendingPathComponent("driver.js"))
        try Command.run(["node", "driver.js"], in: folder)
        return String(decoding: try Data(contentsOf: folder.appendingPathComponent("results.txt")), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(.requires(.typeScript, .node))
    func theTypeScriptOddsBoostPlansAsTheEngine() throws {
        let sources = try ReactNativeTests.sources()
        let runs = try AndroidDifferentialTests.boostRuns(sources)
        let expected = runs.flatMap(\.expected)
        let folder = try TemporaryFolder.make("oddsboost-typescript")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = try Self.run(try TypeScriptPackage.compiled(), sources: sources, runs: runs, in: folder)
        #expect(lines.count == expected.count)
        let differences = zip(lines, expected).filter { $0 != $1 }
        print("odds boost differential, TypeScript: \(expected.count) steps in \(runs.count) runs, \(differences.count) different (each the display and the timed plan)")
        #expect(expected.count > 10_000)
        #expect(differences.isEmpty, "\(differences.first.map { "TypeScript gives\n\($0.0)\nthe engine gives\n\($0.1)" } ?? "")")

        let broken = try TypeScriptPackage.brokenCopy(in: folder, file: "src/oddsboost/animation.js") {
            $0.replacingOccurrences(of: "used.delay + rank * this.tokens.stagger", with: "used.delay")
        }
        let brokenLines = try Self.run(broken, sources: sources, runs: runs, in: folder)
        #expect(zip(brokenLines, expected).contains { $0 != $1 })
    }

    static func driver(_ dist: URL) -> String {
        """
        "use strict";
        const fs = require("fs");
        const { BrandCatalog } = \(TypeScriptPackage.requireIndex(dist));
        const { nodeSha256 } = \(TypeScriptPackage.requireNode(dist));
        const catalog = new BrandCatalog(nodeSha256);
        const unhex = (text) => Buffer.from(text, "hex").toString("utf8");
        const hex = (text) => (text === null ? "-" : Buffer.from(text, "utf8").toString("hex"));
        const bits = (value) => { const view = new DataView(new ArrayBuffer(8)); view.setFloat64(0, value); return view.getBigUint64(0).toString(16); };
        const tierText = (tier) => (tier === null ? "-" : tier.minSelections + ":" + tier.percent);
        const parseTier = (text) => { if (text === "-") return null; const [min, percent] = text.split(":").map(Number); return { minSelections: min, percent }; };
        const time = (step) => { let total = 0; for (let index = 0; index <= step; index++) total += [50, 100, 150, 60][index % 4]; return total; };
        function effect(value) {
          if (value.kind === "colorTransition") return "colour";
          if (value.kind === "crossFade") return "crossFade";
          return "scale:" + [value.fromScale, value.toScale, value.fromOpacity, value.toOpacity].map(bits).join(":");
        }
        const curve = (value) => (value.kind === "spring" ? "spring:" + bits(value.response) + ":" + bits(value.dampingFraction) : value.kind);
        function line({ display, plan }) {
          const fields = ["boost", display.isVisible ? "1" : "0", hex(display.capsule), hex(display.heading), hex(display.callToAction),
            display.segments === null ? "-" : display.segments.total + "/" + display.segments.filled, tierText(display.currentTier), tierText(display.nextTier),
            String(plan.generation)];
          fields.push(plan.operations.map((operation) => [operation.change.kind, operation.change.index === undefined ? "-" : String(operation.change.index),
            operation.change.isFilled === undefined ? "-" : operation.change.isFilled ? "1" : "0", bits(operation.delay), bits(operation.duration),
            effect(operation.animation.effect), curve(operation.animation.curve), operation.id.generation + "." + operation.id.ordinal].join(",")).join(";"));
          fields.push(plan.cancels.map((id) => id.generation + "." + id.ordinal).join(";"));
          return fields.join(" ");
        }
        const out = [];
        for (const row of fs.readFileSync("runs.tsv", "utf8").split("\\n").filter((row) => row.length > 0)) {
          const f = row.split("\\t");
          const id = unhex(f[1]);
          if (!catalog.has(id)) catalog.load(id, fs.readFileSync(id + ".json", "utf8"));
          const reduceMotion = f[3] === "1";
          const timed = f[4] === "1";
          const stairs = f[5] === "-" ? null : (([current, next]) => ({ current: parseTier(current), next: parseTier(next) }))(f[5].split("|"));
          const selections = f[6].split(",").map(Number);
          const session = catalog.brand(id).oddsBoostSession(unhex(f[2]), reduceMotion);
          out.push(line(timed ? session.setStairs(stairs, 0) : session.setStairs(stairs)));
          selections.forEach((count, step) => {
            if (timed && step === Math.floor(selections.length / 2)) session.setReduceMotion(!reduceMotion);
            out.push(line(timed ? session.select(count, time(step)) : session.select(count)));
          });
        }
        fs.writeFileSync("results.txt", out.join("\\n") + "\\n");
        """
    }
}
