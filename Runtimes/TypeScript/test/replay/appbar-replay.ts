// Replays app bar sessions on the package's reducer for the engine's differential test
// (Tests/BrandGenTests/AppBarTypeScriptDifferentialTests.swift), printing per step what
// `AppBarDifferentialTests.describe(_:)` prints for the Swift engine.
//
//   node dist/test/replay/appbar-replay.js SESSIONS RESULTS [BROKEN-INDEX]
//
// SESSIONS: blocks separated by a blank line; a block's first line is "FILE<TAB>ID<TAB>LOCALE
// <TAB>BROKEN" (FILE.json the brand's envelope), then one encoded step a line. BROKEN-INDEX is
// the index.js of a deliberately broken copy of the package, used for blocks whose BROKEN is
// "true". RESULTS gets one line a step.
import { readFileSync, writeFileSync } from "node:fs";
import * as runtime from "../../src/index";
import type { AppBarAction, AppBarEffect, AppBarState, Appearance, AppBarItem, AppBarPanel, BetslipCountSource, FlagContext, FlagPlatform } from "../../src/index";
import { nodeSha256 } from "../../src/platform/node";

type Package = typeof runtime;

function bits(value: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  return view.getBigUint64(0).toString(16);
}

function amount(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt("0x" + hex));
  return view.getFloat64(0);
}

function describeState(pkg: Package, state: AppBarState): string {
  const slots = (list: readonly { readonly item: AppBarItem | null; readonly width: string }[]): string =>
    list.map((slot) => (slot.item === null ? "reserved" : slot.item) + ":" + slot.width).join(",");
  const tool = state.toolSlot.kind === "locker" ? "locker(" + state.toolSlot.isOpen + "," + state.toolSlot.openingScheduled + ")" : "none";
  return [
    state.authentication,
    state.items.join(","),
    slots(state.layout.left) + "|" + slots(state.layout.center) + "|" + slots(state.layout.right),
    state.balance === null ? "-" : state.balance,
    state.balanceAmount === null ? "-" : bits(state.balanceAmount),
    String(state.betslipCount),
    state.betslipCountSource,
    state.toolBadge === null ? "-" : pkg.badgeText(state.toolBadge) + "/" + state.toolBadge.count,
    String(state.userTrayVisible),
    tool,
    state.pendingBetsLabel,
    state.potIcon === null ? "-" : state.potIcon,
    state.toolSlotKind,
    state.appearance,
    String(state.reduceMotion),
  ].join("\t");
}

function encode(action: AppBarAction): string {
  if (action.type === "toolSlot") return (action.action.kind === "visibilityChanged" ? "lockerVisibility\t" : "lockerRequest\t") + action.action.visible;
  return "unsupported";
}

function describeEffect(pkg: Package, effect: AppBarEffect): string {
  switch (effect.type) {
    case "navigate": {
      const payload = effect.route.payload ?? {};
      return "navigate " + pkg.routeText(effect.route) + Object.keys(payload).sort().map((key) => " " + key + "=" + payload[key]).join("");
    }
    case "analytics": {
      const parameters = effect.event.parameters;
      return "analytics " + effect.event.name + " " + Object.keys(parameters).sort().map((key) => key + "=" + parameters[key]).join(",");
    }
    case "setVisibility":
      return "visibility " + effect.panel + "=" + effect.visible;
    case "schedule":
      return "schedule " + effect.id + " " + effect.afterMillis + " " + encode(effect.action);
    case "cancelScheduled":
      return "cancel " + effect.id;
    case "diagnostic":
      return "diagnostic " + effect.message;
  }
}

function field(fields: readonly string[], index: number): string {
  const value = fields[index];
  if (value === undefined) throw new Error("a step has no field " + index + ": " + fields.join("\t"));
  return value;
}

function action(fields: readonly string[]): AppBarAction {
  const f = (index: number): string => field(fields, index);
  switch (f(0)) {
    case "signedIn": return { type: "signedIn", balance: amount(f(1)) };
    case "signedOut": return { type: "signedOut" };
    case "balance": return { type: "balanceChanged", balance: amount(f(1)) };
    case "toolInfo": return { type: "toolInfoArrived", balance: Number(f(1)) };
    case "toolInfoFinished": return { type: "toolInfoEnded" };
    case "toolInfoFailed": return { type: "toolInfoEnded", error: f(1) };
    case "betslip": return { type: "betslipCountChanged", count: Number(f(1)), source: f(2) as BetslipCountSource };
    case "tap": return { type: "itemTapped", item: f(1) as AppBarItem };
    case "tray": return { type: "userTrayVisibilityChanged", visible: f(1) === "true" };
    case "lockerVisibility": return { type: "toolSlot", action: { kind: "visibilityChanged", visible: f(1) === "true" } };
    case "lockerRequest": return { type: "toolSlot", action: { kind: "requestVisibility", visible: f(1) === "true" } };
    case "request": return { type: "requestVisibility", panel: f(1) as AppBarPanel, visible: f(2) === "true" };
    case "motion": return { type: "reduceMotionChanged", on: f(1) === "true" };
    case "appearance": return { type: "appearanceChanged", appearance: f(1) as Appearance };
    case "flags": {
      // userId, platform, appVersion, market, staff; "-" for none.
      const part = (index: number): string | undefined => (fields[index] === "-" ? undefined : fields[index]);
      const staff = part(5);
      const context: { -readonly [K in keyof FlagContext]: FlagContext[K] } = { attributes: staff === undefined ? {} : { staff } };
      const userId = part(1), platform = part(2), appVersion = part(3), market = part(4);
      if (userId !== undefined) context.userId = userId;
      if (platform !== undefined) context.platform = platform as FlagPlatform;
      if (appVersion !== undefined) context.appVersion = appVersion;
      if (market !== undefined) context.market = market;
      return { type: "flagContextChanged", context };
    }
    default:
      throw new Error("unknown action " + f(0));
  }
}

function main(argv: readonly string[]): void {
  const [sessions, results, brokenIndex] = argv;
  if (sessions === undefined || results === undefined) throw new Error("usage: appbar-replay SESSIONS RESULTS [BROKEN-INDEX]");
  const broken = brokenIndex === undefined ? undefined : (require(brokenIndex) as Package);
  const out: string[] = [];
  for (const block of readFileSync(sessions, "utf8").split("\n\n").filter((text) => text.length > 0)) {
    const lines = block.split("\n").filter((line) => line.length > 0);
    const [file, id, locale, isBroken] = field(lines, 0).split("\t");
    if (file === undefined || id === undefined || locale === undefined) throw new Error("a block has no header: " + field(lines, 0));
    const pkg = isBroken === "true" ? broken : runtime;
    if (pkg === undefined) throw new Error("a broken block needs BROKEN-INDEX");
    const brand = pkg.Brand.fromEnvelope(readFileSync(file + ".json", "utf8"), nodeSha256, id);
    const reducer = new pkg.AppBarReducer(brand, { locale });
    let state = reducer.initialState;
    for (const line of lines.slice(1)) {
      const fields = line.split("\t");
      let effects: readonly AppBarEffect[] = [];
      if (fields[0] === "start") {
        state = reducer.initialState;
      } else {
        const step = reducer.reduce(state, action(fields[0] === "fire" ? fields.slice(1) : fields));
        state = step.state;
        effects = step.effects;
      }
      out.push(describeState(pkg, state) + "\t" + effects.map((effect) => describeEffect(pkg, effect)).join(" ; "));
    }
  }
  writeFileSync(results, out.join("\n") + "\n");
}

main(process.argv.slice(2));
