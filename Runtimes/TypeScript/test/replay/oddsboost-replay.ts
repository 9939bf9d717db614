// Replays odds-boost runs on the package's `OddsBoostSession` for the engine's differential
// test (Tests/BrandGenTests/OddsBoostTypeScriptDifferentialTests.swift), printing each step's
// display and timed plan as the engine's test does, doubles by their bits.
//
//   node dist/test/replay/oddsboost-replay.js RUNS RESULTS
//
// RUNS: one run a line, tab-separated: (unused), brand id in hex, locale in hex, reduce motion
// (1/0), timed (1/0), stairs ("-" or "CURRENT|NEXT", each "-" or "MIN:PERCENT"), selection
// counts (comma-separated). Each run reads the envelope <brand id>.json from the working folder.
// A deliberately broken copy of the package runs its own copy of this file.
import { readFileSync, writeFileSync } from "node:fs";
import { BrandCatalog } from "../../src/index";
import type { AnimationCurve, AnimationPlan, OddsBoostDisplay, OddsBoostStairs, OddsBoostTier, SegmentAnimationEffect } from "../../src/index";
import { nodeSha256 } from "../../src/platform/node";

const unhex = (text: string): string => Buffer.from(text, "hex").toString("utf8");
const hex = (text: string | null): string => (text === null ? "-" : Buffer.from(text, "utf8").toString("hex"));

function bits(value: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  return view.getBigUint64(0).toString(16);
}

const tierText = (tier: OddsBoostTier | null): string => (tier === null ? "-" : tier.minSelections + ":" + tier.percent);

function parseTier(text: string): OddsBoostTier | null {
  if (text === "-") return null;
  const [minSelections, percent] = text.split(":").map(Number);
  if (minSelections === undefined || percent === undefined) throw new Error("not a tier: " + text);
  return { minSelections, percent };
}

/** The model time of selection `step`: steps 50, 100, 150 and 60 ms apart, in turn. */
function time(step: number): number {
  let total = 0;
  for (let index = 0; index <= step; index++) total += [50, 100, 150, 60][index % 4] ?? 0;
  return total;
}

function effect(value: SegmentAnimationEffect): string {
  if (value.kind === "colorTransition") return "colour";
  if (value.kind === "crossFade") return "crossFade";
  return "scale:" + [value.fromScale, value.toScale, value.fromOpacity, value.toOpacity].map(bits).join(":");
}

const curve = (value: AnimationCurve): string => (value.kind === "spring" ? "spring:" + bits(value.response) + ":" + bits(value.dampingFraction) : value.kind);

function line(step: { readonly display: OddsBoostDisplay; readonly plan: AnimationPlan }): string {
  const { display, plan } = step;
  const fields = [
    "boost", display.isVisible ? "1" : "0", hex(display.capsule), hex(display.heading), hex(display.callToAction),
    display.segments === null ? "-" : display.segments.total + "/" + display.segments.filled, tierText(display.currentTier), tierText(display.nextTier),
    String(plan.generation),
  ];
  fields.push(plan.operations.map((operation) => [
    operation.change.kind, operation.change.index === undefined ? "-" : String(operation.change.index),
    operation.change.isFilled === undefined ? "-" : operation.change.isFilled ? "1" : "0", bits(operation.delay), bits(operation.duration),
    effect(operation.animation.effect), curve(operation.animation.curve), operation.id.generation + "." + operation.id.ordinal,
  ].join(",")).join(";"));
  fields.push(plan.cancels.map((id) => id.generation + "." + id.ordinal).join(";"));
  return fields.join(" ");
}

function main(argv: readonly string[]): void {
  const [runs, results] = argv;
  if (runs === undefined || results === undefined) throw new Error("usage: oddsboost-replay RUNS RESULTS");
  const catalog = new BrandCatalog(nodeSha256);
  const out: string[] = [];
  for (const row of readFileSync(runs, "utf8").split("\n").filter((text) => text.length > 0)) {
    const f = row.split("\t");
    const field = (index: number): string => {
      const value = f[index];
      if (value === undefined) throw new Error("a run has no field " + index + ": " + row);
      return value;
    };
    const id = unhex(field(1));
    if (!catalog.has(id)) catalog.load(id, readFileSync(id + ".json", "utf8"));
    const reduceMotion = field(3) === "1";
    const timed = field(4) === "1";
    let stairs: OddsBoostStairs | null = null;
    if (field(5) !== "-") {
      const [current, next] = field(5).split("|");
      stairs = { current: parseTier(current ?? "-"), next: parseTier(next ?? "-") };
    }
    const selections = field(6).split(",").map(Number);
    const session = catalog.brand(id).oddsBoostSession(unhex(field(2)), reduceMotion);
    out.push(line(timed ? session.setStairs(stairs, 0) : session.setStairs(stairs)));
    selections.forEach((count, step) => {
      if (timed && step === Math.floor(selections.length / 2)) session.setReduceMotion(!reduceMotion);
      out.push(line(timed ? session.select(count, time(step)) : session.select(count)));
    });
  }
  writeFileSync(results, out.join("\n") + "\n");
}

main(process.argv.slice(2));
