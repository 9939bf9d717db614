/**
 * The app bar's pure core for one brand, as the engine's `AppBarReducer`:
 * `reduce(state, action) -> { state, effects }`, read from the brand's envelope. The store
 * that runs it and its schedule is `store.ts`.
 */
import type { Brand } from "../brand";
import type { FlagContext } from "../flags";
import type { Appearance } from "../theme";
import { formatAmount } from "../locale/currency";
import { appBarColor, brandSetColor } from "./colors";
import { AppBarSetupError, standardHandlers, type HandlerRegistry, type ToolSlotConfig, type ToolSlotHandler } from "./handlers";
import {
  appBarItems, exposureEventName, layoutOf, routes, tapEventName, type AppBarAction, type AppBarEffect, type AppBarItem, type AppBarLayout, type AppBarRoute,
  type AppBarState, type AppBarStep, type BetslipCountSource, type SecondTapDuringDismissal, type ToolSlotKind,
} from "./values";
import { numberFormat } from "../locale/numbers";
import { currencyFor } from "../locale/currency";

type Mapping = { readonly [key: string]: unknown };
const isObject = (value: unknown): value is Mapping => typeof value === "object" && value !== null && !Array.isArray(value);

/** A duration's text (`300ms`, `1.5s`, `10m`, `2h`) in whole milliseconds, as the engine's `DurationText`. */
export function durationMillis(text: string): number | undefined {
  const match = /^([0-9.]+)(ms|s|m|h)$/.exec(text);
  if (match === null || match[1] === undefined || !/^[0-9]+(\.[0-9]+)?$/.test(match[1])) return undefined;
  const scale = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] as "ms" | "s" | "m" | "h"];
  return Math.round(Number(match[1]) * scale * 1000);
}

/** The flag that decides where an item leads (the engine's `AppBarDestinations.flag(for:)`). */
const routingFlags = { login: "login-native", betslipCounter: "betslip-native", pendingBets: "pending-resulted-native" } as const;
const flagOf: { readonly [item in AppBarItem]?: string } = routingFlags;

/** Where the flag-dependent items lead, from the brand's flags in a context. */
interface Destinations {
  readonly login: AppBarRoute;
  readonly betslip: AppBarRoute;
  readonly pendingBets: AppBarRoute;
  readonly betslipCountSource: BetslipCountSource;
}

function items(value: unknown): AppBarItem[] {
  return (Array.isArray(value) ? value : []).filter((item): item is AppBarItem => typeof item === "string" && (appBarItems as readonly string[]).indexOf(item) >= 0);
}

/** The app bar of one brand in one locale. */
export class AppBarReducer {
  readonly handler: ToolSlotHandler;
  readonly locale: string;
  readonly initialState: AppBarState;
  private readonly observesToolBalance: boolean;
  private readonly signedOutItems: readonly AppBarItem[];
  private readonly signedInItems: readonly AppBarItem[];
  private readonly signedOutLayout: AppBarLayout;
  private readonly signedInLayout: AppBarLayout;
  private readonly formatBalance: (amount: number) => string;

  constructor(private readonly brand: Brand, options: { readonly registry?: HandlerRegistry; readonly locale?: string; readonly appearance?: Appearance; readonly flagContext?: FlagContext } = {}) {
    const profile = brand.envelope.profile;
    const appBar = isObject(profile["appBar"]) ? profile["appBar"] : {};
    const toolSlot = isObject(appBar["toolSlot"]) ? appBar["toolSlot"] : {};
    const kind = (["locker", "toolbox", "none"] as const).find((candidate) => candidate === toolSlot["kind"]) ?? "none";
    const dismissal = typeof toolSlot["dismissUserTrayFirst"] === "string" ? durationMillis(toolSlot["dismissUserTrayFirst"]) : undefined;
    const config: ToolSlotConfig = {
      kind: kind as ToolSlotKind,
      handler: typeof toolSlot["handler"] === "string" ? toolSlot["handler"] : kind,
      observesBalance: toolSlot["observeBalance"] === true,
      userTrayDismissalMillis: dismissal ?? null,
      secondTapDuringDismissal: (toolSlot["secondTapDuringDismissal"] === "cancel" ? "cancel" : "open") as SecondTapDuringDismissal,
      settings: isObject(toolSlot["config"]) ? toolSlot["config"] : {},
    };
    this.handler = (options.registry ?? standardHandlers()).handler(config);
    const locale = options.locale ?? brand.sourceLocale;
    if (brand.locales.indexOf(locale) < 0) throw new AppBarSetupError(`locale ${locale} is not one of the profile's: ${brand.locales.join(", ")}`);
    this.locale = locale;
    this.observesToolBalance = config.observesBalance && kind !== "none";
    const format = numberFormat(locale);
    const currency = currencyFor(brand.currency.code);
    this.formatBalance = (amount) => formatAmount(format, currency, amount);
    const hides = kind === "none";
    const signedOut = items(appBar["signedOut"]);
    const signedIn = items(appBar["signedIn"]);
    this.signedOutItems = signedOut.filter((item) => !(hides && item === "toolSlot"));
    this.signedInItems = signedIn.filter((item) => !(hides && item === "toolSlot"));
    const layout = isObject(appBar["layout"]) ? appBar["layout"] : {};
    const minimumRight = typeof layout["minimumRightItems"] === "number" ? layout["minimumRightItems"] : 0;
    this.signedOutLayout = layoutOf(signedOut, this.signedOutItems, minimumRight);
    this.signedInLayout = layoutOf(signedIn, this.signedInItems, minimumRight);
    const labelKey = "appBar.pendingBets." + (typeof appBar["pendingBetsLabel"] === "string" ? appBar["pendingBetsLabel"] : "myBets");
    const strings = isObject(profile["strings"]) && isObject(profile["strings"][locale]) ? (profile["strings"][locale] as Mapping) : {};
    const written = Object.prototype.hasOwnProperty.call(strings, labelKey) ? strings[labelKey] : undefined;
    let label: string;
    if (typeof written === "string") {
      label = written;
    } else if (isObject(written)) {
      const forms = written;
      label = typeof forms["other"] === "string" ? forms["other"] : Object.keys(forms).map((key) => forms[key]).filter((text): text is string => typeof text === "string").sort()[0] ?? "";
    } else {
      throw new AppBarSetupError(`the profile has no string ${labelKey} in ${locale}`);
    }
    const flagContext = options.flagContext ?? {};
    this.initialState = {
      brand: brand.id, authentication: "signedOut", items: this.signedOutItems, layout: this.signedOutLayout, balance: null, balanceAmount: null,
      betslipCount: 0, betslipCountSource: this.destinations(flagContext).betslipCountSource, toolBadge: null, userTrayVisible: false,
      toolSlot: this.handler.initialState, pendingBetsLabel: label, potIcon: typeof appBar["potIcon"] === "string" ? appBar["potIcon"] : null,
      toolSlotKind: kind, appearance: options.appearance ?? "light", reduceMotion: false, flagContext, loggedExposures: [],
    };
  }

  /** The contract colour `token` in `state`'s appearance: the brand's, the handler's, or the contract's fallback (`#RRGGBB`); undefined when none gives one. */
  color(state: AppBarState, token: string): string | undefined {
    return appBarColor(token, this.brand.theme(state.appearance).colors, this.handler.colors);
  }

  /** The colour `name` in `state`'s appearance as the brand sets it (its palette, and the handler's tokens drawn from it), without the contract's fallback; what brandsim traces. */
  brandColor(state: AppBarState, name: string): string | undefined {
    return brandSetColor(name, this.brand.theme(state.appearance).colors, this.handler.colors);
  }

  /** The brand's animation presets in `state`'s appearance (what `motion.ts` reads). */
  presets(state: AppBarState): { readonly [name: string]: import("../theme").AnimationPreset | undefined } {
    return this.brand.theme(state.appearance).animation;
  }

  /** The reducer for a delivered profile of the same brand, in this session's locale, appearance and flag context. */
  delivering(brand: Brand, state: AppBarState, registry?: HandlerRegistry): AppBarReducer {
    if (brand.id !== state.brand) throw new AppBarSetupError(`a profile of ${brand.id} cannot replace the bar of ${state.brand}`);
    return new AppBarReducer(brand, { locale: this.locale, appearance: state.appearance, flagContext: state.flagContext, ...(registry === undefined ? {} : { registry }) });
  }

  /** Whether this reducer's handler is another than `previous`'s: the tool slot starts again. */
  replacesToolSlot(previous: AppBarReducer): boolean {
    return this.handler.id !== previous.handler.id || this.handler.kind !== previous.handler.kind;
  }

  /** `state` of `previous` carried over to this reducer, as the engine's `carrying(_:from:)`: the session stays, the profile's parts are new. */
  carrying(state: AppBarState, previous: AppBarReducer): AppBarState {
    const signedIn = state.authentication === "signedIn";
    const source = this.destinations(state.flagContext).betslipCountSource;
    const keepsToolSlot = !this.replacesToolSlot(previous);
    const badge = state.toolBadge;
    return {
      ...this.initialState,
      authentication: state.authentication,
      items: signedIn ? this.signedInItems : this.signedOutItems,
      layout: signedIn ? this.signedInLayout : this.signedOutLayout,
      balanceAmount: signedIn ? state.balanceAmount : null,
      balance: signedIn && state.balanceAmount !== null ? this.formatBalance(state.balanceAmount) : null,
      flagContext: state.flagContext,
      betslipCountSource: source,
      betslipCount: source === state.betslipCountSource ? state.betslipCount : 0,
      userTrayVisible: state.userTrayVisible,
      appearance: state.appearance,
      reduceMotion: state.reduceMotion,
      toolSlot: keepsToolSlot ? state.toolSlot : this.initialState.toolSlot,
      toolBadge: keepsToolSlot && this.observesToolBalance && badge !== null ? this.handler.badge(badge.count) : null,
    };
  }

  private destinations(context: FlagContext): Destinations {
    const on = (name: string): boolean => this.brand.evaluateFlag(name, context).value;
    const betslipNative = on(routingFlags.betslipCounter);
    return {
      login: on(routingFlags.login) ? routes.nativeLogin : routes.rnLogin,
      betslip: betslipNative ? routes.nativeBetslip : routes.rnBetslip,
      pendingBets: on(routingFlags.pendingBets) ? routes.pendingResultedBets : routes.accountTransactionsPending,
      betslipCountSource: betslipNative ? "nativeStore" : "reactNativeSharedState",
    };
  }

  private route(item: AppBarItem, context: FlagContext): AppBarRoute | null {
    switch (item) {
      case "search": return routes.search;
      case "join": return routes.join;
      case "userTray": return routes.userTray;
      case "login": return this.destinations(context).login;
      case "betslipCounter": return this.destinations(context).betslip;
      case "pendingBets": return this.destinations(context).pendingBets;
      case "balance":
      case "toolSlot":
        return null;
    }
  }

  /**
   * The `flag_exposure` event of `flag`, used for `item`, when a split decided it in the state's context and the
   * flag and value were not logged this session (docs/app-bar-engine.md, "Exposures"), with the state that
   * remembers it; undefined otherwise. It names the bucketing key, never its value.
   */
  private exposure(flag: string, item: AppBarItem, state: AppBarState): { state: AppBarState; effect: AppBarEffect } | undefined {
    const evaluation = this.brand.evaluateFlag(flag, state.flagContext);
    const index = evaluation.ruleIndex;
    if (evaluation.reason !== "split" || index === undefined) return undefined;
    const rollout = this.brand.flagDefinition(flag)?.rules[index]?.rollout;
    if (rollout === undefined) return undefined;
    const once = flag + "=" + evaluation.value;
    if (state.loggedExposures.indexOf(once) >= 0) return undefined;
    const parameters = {
      item, brand: state.brand, auth_state: state.authentication,
      flag, flag_value: String(evaluation.value), flag_reason: evaluation.reason, flag_rule: String(index), flag_bucket_by: rollout.by,
    };
    return { state: { ...state, loggedExposures: [...state.loggedExposures, once] }, effect: { type: "analytics", event: { name: exposureEventName, parameters } } };
  }

  private diagnostic(state: AppBarState, message: string): AppBarEffect {
    return { type: "diagnostic", message: `${state.brand}: tool-slot handler ${this.handler.id}: ${message}` };
  }

  private withBalance(state: AppBarState, amount: number): AppBarState {
    if (state.balanceAmount === amount && state.balance !== null) return state;
    return { ...state, balanceAmount: amount, balance: this.formatBalance(amount) };
  }

  /** The handler's step applied to the bar: its state back in `toolSlot`, the bar as it left it. */
  private withHandler(state: AppBarState, body: (bar: { brand: string; authentication: AppBarState["authentication"]; userTrayVisible: boolean; toolBadge: AppBarState["toolBadge"] }) => ReturnType<ToolSlotHandler["tap"]> | undefined): AppBarStep | undefined {
    const step = body({ brand: state.brand, authentication: state.authentication, userTrayVisible: state.userTrayVisible, toolBadge: state.toolBadge });
    if (step === undefined) return undefined;
    const bar = step.bar;
    const next = bar === undefined ? { ...state, toolSlot: step.state } : { ...state, toolSlot: step.state, userTrayVisible: bar.userTrayVisible, toolBadge: bar.toolBadge };
    return { state: next, effects: step.effects };
  }

  /** One step as a pure function: the state after `action` and the effects to perform, in order. */
  reduce(state: AppBarState, action: AppBarAction): AppBarStep {
    switch (action.type) {
      case "signedIn":
        return { state: this.withBalance({ ...state, authentication: "signedIn", items: this.signedInItems, layout: this.signedInLayout }, action.balance), effects: [] };
      case "signedOut":
        return this.withHandler({ ...state, authentication: "signedOut", items: this.signedOutItems, layout: this.signedOutLayout, balance: null, balanceAmount: null },
          () => this.handler.signedOut(state.toolSlot)) as AppBarStep;
      case "balanceChanged":
        return { state: state.authentication === "signedIn" ? this.withBalance(state, action.balance) : state, effects: [] };
      case "toolInfoArrived":
        if (this.observesToolBalance) return { state: { ...state, toolBadge: this.handler.badge(action.balance) }, effects: [] };
        return {
          state,
          effects: [this.diagnostic(state, "tool info ignored: " + (state.toolSlotKind === "none" ? "the brand has no tool slot" : "the profile does not observe the tool balance") + "; no badge is shown")],
        };
      case "toolInfoEnded":
        return {
          state: { ...state, toolBadge: null },
          effects: [this.diagnostic(state, action.error === undefined ? "tool-info stream finished; the badge is hidden" : "tool-info stream failed (" + action.error + "); the badge is hidden")],
        };
      case "betslipCountChanged":
        return { state: action.source === state.betslipCountSource ? { ...state, betslipCount: Math.max(action.count, 0) } : state, effects: [] };
      case "itemTapped":
        return this.tap(action.item, state);
      case "userTrayVisibilityChanged":
        return { state: { ...state, userTrayVisible: action.visible }, effects: [] };
      case "toolSlot":
        return this.withHandler(state, (bar) => this.handler.reduce(state.toolSlot, action.action, bar))
          ?? { state, effects: [this.diagnostic(state, "action " + action.action.kind + "(" + action.action.visible + ") is not one of this handler's; ignored")] };
      case "reduceMotionChanged":
        return { state: { ...state, reduceMotion: action.on }, effects: [] };
      case "appearanceChanged":
        return { state: { ...state, appearance: action.appearance }, effects: [] };
      case "flagContextChanged": {
        const source = this.destinations(action.context).betslipCountSource;
        // The other source's count describes the other betslip: start from 0 until the new source reports.
        const next = source !== state.betslipCountSource ? { ...state, flagContext: action.context, betslipCountSource: source, betslipCount: 0 } : { ...state, flagContext: action.context };
        // The counter shows the count of the source `betslip-native` chose: a use of it.
        const exposed = next.items.indexOf("betslipCounter") >= 0 ? this.exposure(routingFlags.betslipCounter, "betslipCounter", next) : undefined;
        return exposed === undefined ? { state: next, effects: [] } : { state: exposed.state, effects: [exposed.effect] };
      }
      case "requestVisibility":
        return {
          state: action.panel === "userTray" ? { ...state, userTrayVisible: action.visible } : state,
          effects: [{ type: "setVisibility", panel: action.panel, visible: action.visible }],
        };
    }
  }

  /** Every tap on a visible item logs `app_bar_tap` first, then does what the item does; taps on hidden items are ignored. */
  private tap(item: AppBarItem, state: AppBarState): AppBarStep {
    if (state.items.indexOf(item) < 0) return { state, effects: [] };
    const event = (route?: AppBarRoute, handler?: string): AppBarEffect => {
      const parameters: { [key: string]: string } = { item, brand: state.brand, auth_state: state.authentication };
      if (route !== undefined) parameters["route"] = route.handler === undefined ? route.name : route.handler + "/" + route.name;
      if (handler !== undefined) parameters["tool_slot_handler"] = handler;
      return { type: "analytics", event: { name: tapEventName, parameters } };
    };
    if (item === "userTray") {
      const open = !state.userTrayVisible;
      const next = { ...state, userTrayVisible: open };
      if (!open) return { state: next, effects: [event(), { type: "setVisibility", panel: "userTray", visible: false }] };
      return { state: next, effects: [event(routes.userTray), { type: "navigate", route: routes.userTray }, { type: "setVisibility", panel: "userTray", visible: true }] };
    }
    if (item !== "toolSlot") {
      const route = this.route(item, state.flagContext);
      if (route === null) return { state, effects: [event()] };
      const flag = flagOf[item];
      const exposed = flag === undefined ? undefined : this.exposure(flag, item, state);
      if (exposed !== undefined) return { state: exposed.state, effects: [event(route), exposed.effect, { type: "navigate", route }] };
      return { state, effects: [event(route), { type: "navigate", route }] };
    }
    const step = this.withHandler(state, (bar) => this.handler.tap(state.toolSlot, bar)) as AppBarStep;
    const navigate = step.effects.find((effect): effect is Extract<AppBarEffect, { type: "navigate" }> => effect.type === "navigate");
    return { state: step.state, effects: [event(navigate?.route, this.handler.id), ...step.effects] };
  }
}
