// A scenario session on the TypeScript runtime, driven by `brandsim --runtime node`
// (docs/brandsim.md, "Other runtimes"): the brand read from its envelope, its app bar on a virtual
// clock and its odds-boost box, as the engine's brandsim drives its own. brandsim parses the
// scenario, sends each step, and judges the state this session reports under the same keys.
//
//   node dist/src/platform/scenario-host.js
//
// The protocol is the Kotlin runtime's ScenarioHost's: JSON lines on standard input and output,
// one request and one answer each. `{"load": {"envelope", "id", "locale", "flags", "engineFlags"}}`
// starts a session and answers the `keys` this runtime reports with the first `state`; `{"send":
// ACTION}`, `{"advance": MILLIS}`, `{"selections": N}`, `{"stairs": null | {"current", "next"}}`,
// `{"reduceMotion": BOOL}` and `{"appearance": NAME}` answer `{"effects": [...], "state": {...}}`;
// anything refused answers `{"error": TEXT}`, and the session goes on.
import { readFileSync } from "node:fs";
import { Brand } from "../brand";
import { readEnvelope } from "../envelope";
import type { FlagContext } from "../flags";
import { appBarAnimation, buttonPressMotion, motionName, type AppBarAnimation } from "../appbar/motion";
import { AppBarReducer, durationMillis } from "../appbar/reducer";
import { RevalidatingCache, type CacheUpdate } from "../cache";
import { appBarItems, badgeText, type AppBarAction, type AppBarEffect, type AppBarItem, type AppBarState } from "../appbar/values";
import type { AnimationPlan, OddsBoostSession, OddsBoostStairs, OddsBoostTier } from "../index";
import type { Appearance } from "../theme";
import { engineHex } from "../appbar/colors";
import { colorHex } from "../theme";
import { nodeSha256 } from "./node";

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type JsonObject = { readonly [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

function field(object: JsonObject, key: string): Json | undefined {
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

function text(value: Json | undefined, what: string): string {
  if (typeof value !== "string") throw new Error(`${what} is not a string`);
  return value;
}

function number(value: Json | undefined, what: string): number {
  if (typeof value !== "number" || !isFinite(value)) throw new Error(`${what} is not a number`);
  return value;
}

function bool(value: Json | undefined, what: string): boolean {
  if (typeof value !== "boolean") throw new Error(`${what} is not true or false`);
  return value;
}

/** The engine's `DurationText.format`: whole hours, minutes or seconds where exact, else milliseconds. */
function durationText(millis: number): string {
  if (millis > 0 && millis % 3_600_000 === 0) return millis / 3_600_000 + "h";
  if (millis > 0 && millis % 60_000 === 0) return millis / 60_000 + "m";
  if (millis % 1000 === 0) return millis / 1000 + "s";
  return millis + "ms";
}

/** What brandsim names of the engine's contract: its flags and its colour tokens. */
interface EngineNames {
  readonly flags: readonly string[];
  readonly colors: readonly string[];
}

/** The keys `snapshot` reports, in the engine's trace order (the flag and colour keys from the engine's names, as brandsim sends them). */
function keys(names: EngineNames): readonly string[] {
  return [
    "items", "layout", "signedIn", "balance", "toolBadge", "lockerVisible", "userTrayVisible", "betslipCount",
    "betslipCounterAnimation", "counterRollAnimation", "lockerAnimation", "buttonPressAnimation", "pendingBetsLabel", "potIcon",
    "appearance", "toolSlot.state",
    ...names.flags.flatMap((flag) => ["flag." + flag, "flag." + flag + ".reason", "flag." + flag + ".rule"]),
    ...names.colors.map((token) => "color." + token),
    ...ScenarioToolInfoCache.keys,
    "oddsBoost.visible", "oddsBoost.capsule", "oddsBoost.heading", "oddsBoost.callToAction", "oddsBoost.segments",
    "oddsBoost.segmentColors", "oddsBoost.winBoostLabel", "oddsBoost.oddsLabel", "oddsBoost.ops",
  ];
}

/**
 * The tool-info cache as a scenario drives it: the package's `RevalidatingCache` on a virtual wall
 * clock over a scripted fetch, its background refreshes queued until a `settle` step runs them.
 */
class ScenarioToolInfoCache {
  static readonly key = "toolInfo";
  static readonly keys = ["cache.source", "cache.refreshPending", "cache.failures"];
  private wallClock = 1_800_000_000_000;
  private nextFetch: { readonly balance: number } | { readonly error: string } | undefined;
  private readonly queue: (() => Promise<void>)[] = [];
  private readonly cache: RevalidatingCache<number>;
  private updates: CacheUpdate<number>[] | undefined;
  private unsubscribe: (() => void) | undefined;
  private source: string | null = null;
  private refreshPending = false;
  private failures = 0;

  constructor(timeToLiveMillis: number, private placeholder: number | undefined) {
    this.cache = new RevalidatingCache<number>({
      timeToLiveMillis,
      now: () => this.wallClock,
      fetch: async () => {
        const next = this.nextFetch;
        if (next === undefined) throw new Error("no fetchResult step before this fetch");
        if ("error" in next) throw new Error(next.error);
        return next.balance;
      },
      runRefresh: (refresh) => void this.queue.push(refresh),
    });
  }

  advance(millis: number): void {
    this.wallClock += millis;
  }

  /** A cache step; what reaches the bar: tool balances, or a diagnostic's message. */
  async apply(step: string, argument: Json | undefined): Promise<readonly (number | string)[]> {
    switch (step) {
      case "cached": {
        if (!isObject(argument)) throw new Error("cached takes { balance, age }");
        const previous = this.nextFetch;
        this.nextFetch = { balance: number(field(argument, "balance"), "balance") };
        this.cache.removeValue(ScenarioToolInfoCache.key);
        try {
          await this.cache.value(ScenarioToolInfoCache.key);
        } catch {
          // The scripted fetch succeeds.
        }
        this.nextFetch = previous;
        this.advance(number(field(argument, "age"), "age"));
        return [];
      }
      case "fetchResult": this.nextFetch = { balance: number(argument, step) }; return [];
      case "fetchFailure": this.nextFetch = { error: text(argument, step) }; return [];
      case "bundled": this.placeholder = number(argument, step); return [];
      case "openAppBar": {
        this.unsubscribe?.();
        const received: CacheUpdate<number>[] = [];
        this.updates = received;
        this.unsubscribe = this.cache.subscribe(ScenarioToolInfoCache.key, (update) => void received.push(update));
        try {
          const result = await this.cache.value(ScenarioToolInfoCache.key, this.placeholder);
          this.source = result.source;
          this.refreshPending = result.refreshPending;
          return [result.value];
        } catch (error) {
          this.source = null;
          this.refreshPending = false;
          this.failures += 1;
          return ["tool info could not be loaded: " + (error instanceof Error ? error.message : String(error))];
        }
      }
      case "settle": {
        const received = this.updates;
        if (!this.refreshPending || received === undefined) return [];
        while (received.length === 0) {
          const next = this.queue.shift();
          if (next === undefined) break;
          await next();
        }
        this.refreshPending = false;
        const update = received.shift();
        if (update === undefined) return [];
        if (update.kind === "refreshed") return [update.value];
        this.failures += 1;
        return ["background refresh failed, keeping the cached value: " + (update.error instanceof Error ? update.error.message : String(update.error))];
      }
      default:
        throw new Error("this runtime takes no cache step " + step);
    }
  }

  snapshot(out: { [key: string]: Json }): void {
    out["cache.source"] = this.source;
    out["cache.refreshPending"] = this.refreshPending;
    out["cache.failures"] = this.failures;
  }
}

/** One scenario's session: the bar on a virtual clock, the box, and what the last change animated. */
class Session {
  private readonly reducer: AppBarReducer;
  private state: AppBarState;
  private now = 0;
  private sequence = 0;
  /** Scheduled actions by id: due time, scheduling order, the action. */
  private readonly pending = new Map<string, { readonly due: number; readonly order: number; readonly action: AppBarAction }>();
  private animation: AppBarAnimation = {};
  private readonly oddsBoost: OddsBoostSession;
  private lastPlan: AnimationPlan | null = null;
  private readonly cache: ScenarioToolInfoCache;

  constructor(private readonly brand: Brand, locale: string, private readonly names: EngineNames) {
    this.reducer = new AppBarReducer(brand, { locale: brand.resolveLocale(locale) });
    this.state = this.reducer.initialState;
    this.oddsBoost = brand.oddsBoostSession(this.reducer.locale);
    const profile = brand.envelope.profile;
    const cache = isObject(profile["cache"] as Json) ? (profile["cache"] as JsonObject) : {};
    const ttl = typeof cache["ttl"] === "string" ? durationMillis(cache["ttl"]) : undefined;
    const appBar = isObject(profile["appBar"] as Json) ? (profile["appBar"] as JsonObject) : {};
    const toolSlot = isObject(field(appBar, "toolSlot")) ? (appBar["toolSlot"] as JsonObject) : {};
    const bundled = isObject(field(toolSlot, "bundled")) ? field(toolSlot["bundled"] as JsonObject, "balance") : undefined;
    this.cache = new ScenarioToolInfoCache(ttl ?? 600_000, typeof bundled === "number" ? bundled : undefined);
  }

  /** A cache step: what it serves reaches the bar as tool info, a failure as the cache's diagnostic. */
  async cacheStep(step: string, argument: Json | undefined): Promise<readonly AppBarEffect[]> {
    const effects: AppBarEffect[] = [];
    for (const delivered of await this.cache.apply(step, argument)) {
      if (typeof delivered === "number") effects.push(...this.send({ type: "toolInfoArrived", balance: delivered }));
      else effects.push({ type: "diagnostic", message: `${this.state.brand}: tool-slot handler cache: ${delivered}` });
    }
    return effects;
  }

  send(action: AppBarAction): readonly AppBarEffect[] {
    const before = this.state;
    const step = this.reducer.reduce(this.state, action);
    this.state = step.state;
    for (const effect of step.effects) {
      if (effect.type === "schedule") {
        this.pending.delete(effect.id);
        this.pending.set(effect.id, { due: this.now + effect.afterMillis, order: this.sequence++, action: effect.action });
      } else if (effect.type === "cancelScheduled") {
        this.pending.delete(effect.id);
      }
    }
    this.animation = appBarAnimation(before, this.state, this.reducer.presets(this.state));
    return step.effects;
  }

  /** Moves the clock, delivering due actions in due order (ties in scheduling order). */
  advance(millis: number): readonly AppBarEffect[] {
    this.cache.advance(millis);
    const end = this.now + millis;
    const effects: AppBarEffect[] = [];
    for (;;) {
      let next: [string, { readonly due: number; readonly order: number; readonly action: AppBarAction }] | undefined;
      for (const entry of this.pending) {
        if (entry[1].due > end) continue;
        if (next === undefined || entry[1].due < next[1].due || (entry[1].due === next[1].due && entry[1].order < next[1].order)) next = entry;
      }
      if (next === undefined) break;
      this.pending.delete(next[0]);
      this.now = next[1].due;
      effects.push(...this.send(next[1].action));
    }
    this.now = end;
    return effects;
  }

  select(count: number): void {
    this.lastPlan = this.oddsBoost.select(count, this.now).plan;
  }

  setStairs(stairs: OddsBoostStairs | null): void {
    this.lastPlan = this.oddsBoost.setStairs(stairs, this.now).plan;
  }

  setReduceMotion(on: boolean): readonly AppBarEffect[] {
    this.oddsBoost.setReduceMotion(on);
    return this.send({ type: "reduceMotionChanged", on });
  }

  /** The state under the keys brandsim's `expect` reads, in its trace order. */
  snapshot(): JsonObject {
    const state = this.state;
    const out: { [key: string]: Json } = {};
    out["items"] = [...state.items];
    out["layout"] = {
      left: state.layout.left.map((slot) => slot.item ?? "reserved"),
      center: state.layout.center.map((slot) => slot.item ?? "reserved"),
      right: state.layout.right.map((slot) => slot.item ?? "reserved"),
    };
    out["signedIn"] = state.authentication === "signedIn";
    out["balance"] = state.balance;
    const badge = state.toolBadge;
    out["toolBadge"] = badge === null ? null : badge.limit !== undefined && badge.count > badge.limit ? badgeText(badge) : badge.count;
    out["lockerVisible"] = state.toolSlot.kind === "locker" && state.toolSlot.isOpen;
    out["userTrayVisible"] = state.userTrayVisible;
    out["betslipCount"] = state.betslipCount;
    out["betslipCounterAnimation"] = this.animation.betslipCounter?.direction ?? "none";
    out["counterRollAnimation"] = this.animation.betslipCounter === undefined ? null : motionName(this.animation.betslipCounter.motion);
    out["lockerAnimation"] = this.animation.locker === undefined ? null : motionName(this.animation.locker);
    out["buttonPressAnimation"] = motionName(buttonPressMotion(state, this.reducer.presets(state)));
    out["pendingBetsLabel"] = state.pendingBetsLabel;
    out["potIcon"] = state.potIcon;
    out["appearance"] = state.appearance;
    out["toolSlot.state"] = null;
    for (const flag of this.names.flags) {
      const evaluation = this.brand.evaluateFlag(flag, state.flagContext);
      out["flag." + flag] = evaluation.value;
      out["flag." + flag + ".reason"] = evaluation.reason;
      out["flag." + flag + ".rule"] = evaluation.ruleIndex ?? null;
    }
    // As the brand sets them (the engine's brandsim traces no contract fallback).
    for (const token of this.names.colors) out["color." + token] = this.reducer.brandColor(state, token) ?? null;
    this.cache.snapshot(out);
    const display = this.oddsBoost.display;
    out["oddsBoost.visible"] = display.isVisible;
    out["oddsBoost.capsule"] = display.capsule;
    out["oddsBoost.heading"] = display.heading;
    out["oddsBoost.callToAction"] = display.callToAction;
    out["oddsBoost.segments"] = display.segments === null ? null : { total: display.segments.total, filled: display.segments.filled };
    // The segments' colours as the appearance shows the brand's palette (`SegmentColors`); none without odds boost.
    const palette = this.brand.theme(state.appearance).colors as { readonly [name: string]: string | undefined };
    const segment = (name: string): string | null => {
      const value = Object.prototype.hasOwnProperty.call(palette, name) ? palette[name] : undefined;
      const hex = value === undefined ? undefined : colorHex(value);
      return hex === undefined ? null : engineHex(hex);
    };
    out["oddsBoost.segmentColors"] = this.brand.hasOddsBoost ? { empty: segment("segment.empty"), filled: segment("segment.filled") } : null;
    const translate = this.brand.translate as (locale: string, key: string) => string;
    out["oddsBoost.winBoostLabel"] = this.brand.hasOddsBoost ? translate.call(this.brand, this.reducer.locale, "oddsBoost.label.winBoost") : null;
    out["oddsBoost.oddsLabel"] = this.brand.hasOddsBoost ? translate.call(this.brand, this.reducer.locale, "oddsBoost.label.odds") : null;
    out["oddsBoost.ops"] = (this.lastPlan?.operations ?? []).map((operation) => ({
      op: operation.change.kind,
      ...(operation.change.index === undefined ? {} : { index: operation.change.index }),
      delay: operation.delay,
      duration: operation.duration,
    }));
    return out;
  }
}

/** An effect as brandsim's `expectEffect` and `--trace` name it. */
function describe(effect: AppBarEffect): JsonObject {
  switch (effect.type) {
    case "navigate": return { navigate: effect.route.handler === undefined ? effect.route.name : effect.route.handler + "/" + effect.route.name };
    case "analytics": {
      const parameters = effect.event.parameters;
      const fields: { [key: string]: Json } = { event: effect.event.name };
      for (const key of Object.keys(parameters).sort()) fields[key] = parameters[key] ?? null;
      return { analytics: fields };
    }
    case "setVisibility": return { setVisibility: { [effect.panel]: effect.visible } };
    case "schedule": return { schedule: { id: effect.id, after: durationText(effect.afterMillis) } };
    case "cancelScheduled": return { cancelScheduled: effect.id };
    case "diagnostic": return { diagnostic: effect.message };
  }
}

function tier(value: Json | undefined): OddsBoostTier | null {
  if (!isObject(value)) return null;
  return { minSelections: number(field(value, "minSelections"), "minSelections"), percent: number(field(value, "percent"), "percent") };
}

function action(value: JsonObject): AppBarAction {
  const names = Object.keys(value);
  const name = names[0];
  if (names.length !== 1 || name === undefined) throw new Error("an action has one name");
  const argument = field(value, name);
  switch (name) {
    case "signedIn": return { type: "signedIn", balance: number(argument, name) };
    case "signedOut": return { type: "signedOut" };
    case "balanceChanged": return { type: "balanceChanged", balance: number(argument, name) };
    case "toolInfoArrived": return { type: "toolInfoArrived", balance: number(argument, name) };
    case "toolInfoEnded": return typeof argument === "string" ? { type: "toolInfoEnded", error: argument } : { type: "toolInfoEnded" };
    case "betslipCountChanged": {
      if (!isObject(argument)) throw new Error("betslipCountChanged takes { count, source }");
      const source = text(field(argument, "source"), "source");
      if (source !== "nativeStore" && source !== "reactNativeSharedState") throw new Error("no betslip count source " + source);
      return { type: "betslipCountChanged", count: number(field(argument, "count"), "count"), source };
    }
    case "itemTapped": {
      const item = text(argument, name);
      if ((appBarItems as readonly string[]).indexOf(item) < 0) throw new Error("no item " + item);
      return { type: "itemTapped", item: item as AppBarItem };
    }
    case "userTrayVisibilityChanged": return { type: "userTrayVisibilityChanged", visible: bool(argument, name) };
    case "lockerVisibilityChanged": return { type: "toolSlot", action: { kind: "visibilityChanged", visible: bool(argument, name) } };
    case "requestVisibility": {
      if (!isObject(argument)) throw new Error("requestVisibility takes { panel, visible }");
      const panel = text(field(argument, "panel"), "panel");
      if (panel !== "userTray" && panel !== "locker") throw new Error("no panel " + panel);
      return { type: "requestVisibility", panel, visible: bool(field(argument, "visible"), "visible") };
    }
    case "flagContextChanged": {
      if (!isObject(argument)) throw new Error("flagContextChanged takes a context");
      const part = (key: string): string | undefined => {
        const value = field(argument, key);
        return typeof value === "string" ? value : undefined;
      };
      const written = field(argument, "attributes");
      const attributes: { [name: string]: string } = {};
      if (isObject(written)) for (const key of Object.keys(written)) attributes[key] = text(written[key], "attribute " + key);
      const context: { -readonly [K in keyof FlagContext]: FlagContext[K] } = { attributes };
      const userId = part("userId"), platform = part("platform"), appVersion = part("appVersion"), market = part("market"), locale = part("locale");
      if (userId !== undefined) context.userId = userId;
      if (platform !== undefined) context.platform = platform as NonNullable<FlagContext["platform"]>;
      if (appVersion !== undefined) context.appVersion = appVersion;
      if (market !== undefined) context.market = market;
      if (locale !== undefined) context.locale = locale;
      return { type: "flagContextChanged", context };
    }
    default:
      throw new Error("this runtime takes no action " + name);
  }
}

/** Reads requests and answers each; one process serves a whole brandsim run. */
class Host {
  private session: Session | undefined;

  async answer(request: Json): Promise<Json> {
    if (!isObject(request)) throw new Error("a request is a JSON object");
    const names = Object.keys(request);
    const command = names[0];
    if (names.length !== 1 || command === undefined) throw new Error("a request has one command");
    const argument = field(request, command);
    if (command === "load") {
      if (!isObject(argument)) throw new Error("load takes an object");
      const id = text(field(argument, "id"), "id");
      const envelope = readEnvelope(readFileSync(text(field(argument, "envelope"), "envelope"), "utf8"), nodeSha256);
      const overrides = field(argument, "flags");
      // The scenario's flag overrides replace those flags' definitions, as the engine's brandsim does.
      const profile = isObject(overrides) && Object.keys(overrides).length > 0
        ? { ...envelope.profile, flags: { ...(isObject(envelope.profile["flags"]) ? envelope.profile["flags"] : {}), ...overrides } }
        : envelope.profile;
      const strings = (key: string): readonly string[] => {
        const value = field(argument, key);
        return (Array.isArray(value) ? value : []).filter((name): name is string => typeof name === "string");
      };
      const names: EngineNames = { flags: strings("engineFlags"), colors: strings("colorTokens") };
      const session = new Session(new Brand({ ...envelope, profile }, id), text(field(argument, "locale"), "locale"), names);
      this.session = session;
      return { keys: [...keys(names)], state: session.snapshot() };
    }
    const session = this.session;
    if (session === undefined) throw new Error("no session: load a brand first");
    let effects: readonly AppBarEffect[] = [];
    switch (command) {
      case "send":
        if (!isObject(argument)) throw new Error("send takes an action");
        effects = session.send(action(argument));
        break;
      case "advance": effects = session.advance(number(argument, command)); break;
      case "selections": session.select(number(argument, command)); break;
      case "stairs":
        session.setStairs(isObject(argument) ? { current: tier(field(argument, "current")), next: tier(field(argument, "next")) } : null);
        break;
      case "reduceMotion": effects = session.setReduceMotion(bool(argument, command)); break;
      case "cache":
        if (typeof argument === "string") effects = await session.cacheStep(argument, undefined);
        else if (isObject(argument) && Object.keys(argument).length === 1) {
          const step = Object.keys(argument)[0] as string;
          effects = await session.cacheStep(step, field(argument, step));
        } else throw new Error("cache takes a step");
        break;
      case "appearance": effects = session.send({ type: "appearanceChanged", appearance: text(argument, command) as Appearance }); break;
      default: throw new Error("unknown command " + command);
    }
    return { effects: effects.map(describe), state: session.snapshot() };
  }
}

function main(): void {
  const host = new Host();
  let buffered = "";
  // Requests are answered one after another, in order, each after the last has finished.
  let answered: Promise<void> = Promise.resolve();
  process.stdin.on("data", (chunk) => {
    buffered += chunk.toString("utf8");
    for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (line.length === 0) continue;
      answered = answered.then(async () => {
        let answer: Json;
        try {
          answer = await host.answer(JSON.parse(line) as Json);
        } catch (error) {
          answer = { error: error instanceof Error ? error.message : String(error) };
        }
        process.stdout.write(JSON.stringify(answer) + "\n");
      });
    }
  });
}

main();
