/**
 * Tool-slot handlers, as the engine's `Handlers` and `StandardHandlers`: the locker (with its
 * toggle that waits for the user tray), the toolbox and none; Ladbrokes' locker caps its
 * badge (`config.badgeLimit`, 99 by default) and Neds' toolbox navigates. An app registers
 * its own under the id its profiles name.
 */
import { standardHandlerColors, type HandlerColor } from "./colors";
import { lockerOpeningId, routes, type AppBarEffect, type AuthenticationState, type LockerAction, type LockerState, type SecondTapDuringDismissal, type ToolBadge, type ToolSlotKind, type ToolSlotState } from "./values";

/** How the profile sets the tool slot up: what a handler's factory reads. */
export interface ToolSlotConfig {
  readonly kind: ToolSlotKind;
  readonly handler: string;
  readonly observesBalance: boolean;
  /** With the user tray open, dismiss it and wait this long before opening the locker; null opens at once. */
  readonly userTrayDismissalMillis: number | null;
  readonly secondTapDuringDismissal: SecondTapDuringDismissal;
  /** The handler's own settings (`config`), as the envelope holds them. */
  readonly settings: { readonly [key: string]: unknown };
}

/** The part of the bar a handler may read and change. */
export interface ToolSlotBar {
  readonly brand: string;
  readonly authentication: AuthenticationState;
  readonly userTrayVisible: boolean;
  readonly toolBadge: ToolBadge | null;
}

/** A handler's step: its new state, the bar as it left it (undefined: unchanged), the effects. */
export interface HandlerStep {
  readonly state: ToolSlotState;
  readonly effects: readonly AppBarEffect[];
  readonly bar?: ToolSlotBar;
}

export interface ToolSlotHandler {
  readonly id: string;
  readonly kind: ToolSlotKind;
  readonly initialState: ToolSlotState;
  /** The colours the slot draws with, each from a palette token ([] for no slot). */
  readonly colors: readonly HandlerColor[];
  badge(balance: number): ToolBadge | null;
  tap(state: ToolSlotState, bar: ToolSlotBar): HandlerStep;
  /** One of the handler's own actions; undefined when it is not one of its. */
  reduce(state: ToolSlotState, action: LockerAction, bar: ToolSlotBar): HandlerStep | undefined;
  signedOut(state: ToolSlotState): HandlerStep;
}

/** Why a bar cannot be set up for a profile (the engine's `AppBarSetupError`). */
export class AppBarSetupError extends Error {}

const none: ToolSlotState = { kind: "none" };
const closedLocker: LockerState = { kind: "locker", isOpen: false, openingScheduled: false };

function lockerOf(state: ToolSlotState): LockerState {
  return state.kind === "locker" ? state : closedLocker;
}

/** A locker: toggles, but waits for the user tray to be dismissed before opening over it. */
export function lockerHandler(config: ToolSlotConfig, badgeLimit?: number, colors: readonly HandlerColor[] = standardHandlerColors): ToolSlotHandler {
  const opening = { type: "toolSlot", action: { kind: "requestVisibility", visible: true } } as const;
  const cancel: AppBarEffect = { type: "cancelScheduled", id: lockerOpeningId };
  return {
    id: config.handler,
    kind: "locker",
    initialState: closedLocker,
    colors,
    badge: (balance) => (balance > 0 ? (badgeLimit === undefined ? { count: balance } : { count: balance, limit: badgeLimit }) : null),
    tap(state, bar) {
      const locker = lockerOf(state);
      if (locker.openingScheduled) {
        return config.secondTapDuringDismissal === "cancel"
          ? { state: { ...locker, openingScheduled: false }, effects: [cancel] }
          : { state: { kind: "locker", isOpen: true, openingScheduled: false }, effects: [cancel, { type: "setVisibility", panel: "locker", visible: true }] };
      }
      if (locker.isOpen || !bar.userTrayVisible) {
        const open = !locker.isOpen;
        return { state: { ...locker, isOpen: open }, effects: [{ type: "setVisibility", panel: "locker", visible: open }] };
      }
      const closed = { ...bar, userTrayVisible: false };
      const delay = config.userTrayDismissalMillis;
      if (delay === null || delay <= 0) {
        return {
          state: { ...locker, isOpen: true },
          effects: [{ type: "setVisibility", panel: "userTray", visible: false }, { type: "setVisibility", panel: "locker", visible: true }],
          bar: closed,
        };
      }
      return {
        state: { ...locker, openingScheduled: true },
        effects: [{ type: "setVisibility", panel: "userTray", visible: false }, { type: "schedule", id: lockerOpeningId, afterMillis: delay, action: opening }],
        bar: closed,
      };
    },
    reduce(state, action) {
      const locker = lockerOf(state);
      if (action.kind === "visibilityChanged") return { state: { ...locker, isOpen: action.visible }, effects: [] };
      return { state: { kind: "locker", isOpen: action.visible, openingScheduled: false }, effects: [{ type: "setVisibility", panel: "locker", visible: action.visible }] };
    },
    signedOut(state) {
      const locker = lockerOf(state);
      if (!locker.openingScheduled) return { state: locker, effects: [] };
      return { state: { ...locker, openingScheduled: false }, effects: [cancel] };
    },
  };
}

/** A toolbox: a tap navigates to the toolbox. */
export function toolboxHandler(config: ToolSlotConfig, colors: readonly HandlerColor[] = standardHandlerColors): ToolSlotHandler {
  return {
    id: config.handler, kind: "toolbox", initialState: none, colors,
    badge: (balance) => (balance > 0 ? { count: balance } : null),
    tap: (state) => ({ state, effects: [{ type: "navigate", route: routes.toolbox }] }),
    reduce: () => undefined,
    signedOut: (state) => ({ state, effects: [] }),
  };
}

/** No tool slot: no badge, taps do nothing. */
export function noToolSlotHandler(config: ToolSlotConfig): ToolSlotHandler {
  return {
    id: config.handler, kind: "none", initialState: none, colors: [],
    badge: () => null,
    tap: (state) => ({ state, effects: [] }),
    reduce: () => undefined,
    signedOut: (state) => ({ state, effects: [] }),
  };
}

/** A whole-number setting of at least `minimum`; undefined when absent. */
function wholeNumber(config: ToolSlotConfig, key: string, minimum: number): number | undefined {
  if (!Object.prototype.hasOwnProperty.call(config.settings, key)) return undefined;
  const value = config.settings[key];
  if (typeof value !== "number" || Math.floor(value) !== value || value < minimum) {
    throw new AppBarSetupError(`handler ${config.handler}: config.${key} must be a whole number of at least ${minimum}`);
  }
  return value;
}

/** Tool-slot handlers by id; an app builds one and adds its own. */
export class HandlerRegistry {
  private readonly factories = new Map<string, (config: ToolSlotConfig) => ToolSlotHandler>();

  register(id: string, factory: (config: ToolSlotConfig) => ToolSlotHandler): this {
    if (this.factories.has(id)) throw new AppBarSetupError(`tool-slot handler ${id} is registered twice`);
    this.factories.set(id, factory);
    return this;
  }

  get ids(): readonly string[] {
    return Array.from(this.factories.keys()).sort();
  }

  handler(config: ToolSlotConfig): ToolSlotHandler {
    const factory = this.factories.get(config.handler);
    if (factory === undefined) {
      throw new AppBarSetupError(`no tool-slot handler ${config.handler} is registered (registered: ${this.ids.join(", ")}); register the app's handler under that id`);
    }
    const handler = factory(config);
    if (handler.kind !== config.kind) {
      throw new AppBarSetupError(`tool-slot handler ${handler.id} serves ${handler.kind} but the profile's tool slot is ${config.kind}`);
    }
    return handler;
  }
}

/** Ladbrokes' locker's colours (`LadbrokesHandlers.lockerDeclaration`). */
export const ladbrokesLockerColors: readonly HandlerColor[] = [
  { token: "toolSlot.icon", from: "brand.accent", fallback: "appBar.foreground" },
  { token: "toolSlot.badge.background", from: "brand.onPrimary", fallback: "badge.background" },
  { token: "toolSlot.badge.text", from: "brand.primary", fallback: "badge.text" },
];

/** Neds' toolbox's colours (`NedsHandlers.toolboxDeclaration`). */
export const nedsToolboxColors: readonly HandlerColor[] = [
  { token: "toolSlot.icon", from: "brand.accent", fallback: "appBar.foreground" },
  { token: "toolSlot.badge.background", from: "brand.accent", fallback: "badge.background" },
  { token: "toolSlot.badge.text", from: "brand.onAccent", fallback: "badge.text" },
];

/** The handlers an app gets without code, as the engine's `StandardHandlers`. */
export function standardHandlers(): HandlerRegistry {
  return new HandlerRegistry()
    .register("locker", (config) => lockerHandler(config))
    .register("toolbox", (config) => toolboxHandler(config))
    .register("none", noToolSlotHandler)
    .register("ladbrokes.locker", (config) => lockerHandler(config, wholeNumber(config, "badgeLimit", 1) ?? 99, ladbrokesLockerColors))
    .register("neds.toolbox", (config) => toolboxHandler(config, nedsToolboxColors));
}
