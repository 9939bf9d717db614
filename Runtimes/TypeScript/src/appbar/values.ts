/**
 * The app bar's values, as the engine's AppBarEngine has them (`State`, `Actions`, `Effects`):
 * items and their groups, routes, layout, actions and effects. The reducer is `reducer.ts`.
 */
import type { Appearance } from "../theme";
import type { FlagContext } from "../flags";

export type AppBarItem = "search" | "login" | "join" | "betslipCounter" | "balance" | "pendingBets" | "toolSlot" | "userTray";
export const appBarItems: readonly AppBarItem[] = ["search", "login", "join", "betslipCounter", "balance", "pendingBets", "toolSlot", "userTray"];
export type AppBarGroup = "left" | "center" | "right";

/** The group an item sits in (`AppBarItem.group`). */
export function groupOf(item: AppBarItem): AppBarGroup {
  return item === "userTray" ? "left" : item === "balance" ? "center" : "right";
}

export type AuthenticationState = "signedOut" | "signedIn";
export type BetslipCountSource = "nativeStore" | "reactNativeSharedState";
export type AppBarPanel = "userTray" | "locker";
export type ToolSlotKind = "locker" | "toolbox" | "none";
export type SecondTapDuringDismissal = "open" | "cancel";

/** Where a tap sends the user: one of the bar's routes, or a tool-slot handler's destination (`handler` set). */
export interface AppBarRoute {
  readonly name: string;
  readonly handler?: string;
  readonly payload?: { readonly [key: string]: string };
}

/** The bar's own routes (`AppBarRoute.barRoutes`). */
export const routes = {
  search: { name: "search" }, login: { name: "login" }, rnLogin: { name: "rnLogin" }, nativeLogin: { name: "nativeLogin" }, join: { name: "join" },
  nativeBetslip: { name: "nativeBetslip" }, rnBetslip: { name: "rnBetslip" }, pendingResultedBets: { name: "pendingResultedBets" },
  accountTransactionsPending: { name: "accountTransactionsPending" }, toolbox: { name: "toolbox" }, userTray: { name: "userTray" }, locker: { name: "locker" },
} as const;

/** `nativeBetslip`, or `galaxy.rewards/wallet` for a handler's destination. */
export function routeText(route: AppBarRoute): string {
  return route.handler === undefined ? route.name : route.handler + "/" + route.name;
}

export type SlotWidth = "fixed" | "flexible";
/** A slot: an item, or reserved room (`item` null) keeping the right group as wide as the profile asks. */
export interface AppBarSlot {
  readonly item: AppBarItem | null;
  readonly width: SlotWidth;
}
export interface AppBarLayout {
  readonly left: readonly AppBarSlot[];
  readonly center: readonly AppBarSlot[];
  readonly right: readonly AppBarSlot[];
}

const reserved: AppBarSlot = { item: null, width: "fixed" };

function slotOf(item: AppBarItem): AppBarSlot {
  return { item, width: item === "login" || item === "join" || item === "pendingBets" ? "flexible" : "fixed" };
}

/**
 * The layout of `listed` items of which `shown` are visible, with at least `minimumRight` slots
 * on the right: a hidden right item keeps its room where it was, any further shortfall is
 * reserved at the right group's leading edge.
 */
export function layoutOf(listed: readonly AppBarItem[], shown: readonly AppBarItem[], minimumRight: number): AppBarLayout {
  let room = Math.max(0, minimumRight - shown.filter((item) => groupOf(item) === "right").length);
  const left: AppBarSlot[] = [];
  const center: AppBarSlot[] = [];
  const right: AppBarSlot[] = [];
  for (const item of listed) {
    if (shown.indexOf(item) < 0) {
      if (groupOf(item) === "right" && room > 0) {
        right.push(reserved);
        room--;
      }
      continue;
    }
    const group = groupOf(item);
    (group === "left" ? left : group === "center" ? center : right).push(slotOf(item));
  }
  for (; room > 0; room--) right.unshift(reserved);
  return { left, center, right };
}

/** The badge on the tool slot: `7`, or `99+` beyond `limit`. */
export interface ToolBadge {
  readonly count: number;
  readonly limit?: number;
}

export function badgeText(badge: ToolBadge): string {
  return badge.limit !== undefined && badge.count > badge.limit ? badge.limit + "+" : String(badge.count);
}

/** A locker's state: open, and whether an opening waits for the user tray to close. */
export interface LockerState {
  readonly kind: "locker";
  readonly isOpen: boolean;
  readonly openingScheduled: boolean;
}
export type ToolSlotState = LockerState | { readonly kind: "none" };

export type LockerAction = { readonly kind: "visibilityChanged"; readonly visible: boolean } | { readonly kind: "requestVisibility"; readonly visible: boolean };

/** Something that happened to the app bar. */
export type AppBarAction =
  | { readonly type: "signedIn"; readonly balance: number }
  | { readonly type: "signedOut" }
  | { readonly type: "balanceChanged"; readonly balance: number }
  | { readonly type: "toolInfoArrived"; readonly balance: number }
  | { readonly type: "toolInfoEnded"; readonly error?: string }
  | { readonly type: "betslipCountChanged"; readonly count: number; readonly source: BetslipCountSource }
  | { readonly type: "itemTapped"; readonly item: AppBarItem }
  | { readonly type: "userTrayVisibilityChanged"; readonly visible: boolean }
  | { readonly type: "toolSlot"; readonly action: LockerAction }
  | { readonly type: "requestVisibility"; readonly panel: AppBarPanel; readonly visible: boolean }
  | { readonly type: "reduceMotionChanged"; readonly on: boolean }
  | { readonly type: "appearanceChanged"; readonly appearance: Appearance }
  | { readonly type: "flagContextChanged"; readonly context: FlagContext };

/** The event name of every app-bar tap (`AnalyticsEvent.tapName`). */
export const tapEventName = "app_bar_tap";
/** The event name of a flag exposure (`AnalyticsEvent.exposureName`): a split decided a flag the bar used. */
export const exposureEventName = "flag_exposure";
/** The id of the locker opening that waits for the user tray (`ScheduledActionID.lockerOpening`). */
export const lockerOpeningId = "lockerOpening";

export interface AnalyticsEvent {
  readonly name: string;
  /** The flat form analytics SDKs take: item, brand, auth_state, route, tool_slot_handler; an exposure's flag, flag_value, flag_reason, flag_rule, flag_bucket_by. */
  readonly parameters: { readonly [key: string]: string };
}

/** What the bar asks the app to do; the reducer only returns them. */
export type AppBarEffect =
  | { readonly type: "navigate"; readonly route: AppBarRoute }
  | { readonly type: "analytics"; readonly event: AnalyticsEvent }
  | { readonly type: "setVisibility"; readonly panel: AppBarPanel; readonly visible: boolean }
  /** Deliver `action` after `afterMillis`; scheduling again under `id` replaces it. */
  | { readonly type: "schedule"; readonly id: string; readonly afterMillis: number; readonly action: AppBarAction }
  | { readonly type: "cancelScheduled"; readonly id: string }
  | { readonly type: "diagnostic"; readonly message: string };

/** Everything an app-bar view renders, for one brand session. */
export interface AppBarState {
  readonly brand: string;
  readonly authentication: AuthenticationState;
  readonly items: readonly AppBarItem[];
  readonly layout: AppBarLayout;
  /** The balance as the pill shows it (`$1,234.56`); null while signed out. */
  readonly balance: string | null;
  readonly balanceAmount: number | null;
  readonly betslipCount: number;
  readonly betslipCountSource: BetslipCountSource;
  readonly toolBadge: ToolBadge | null;
  readonly userTrayVisible: boolean;
  readonly toolSlot: ToolSlotState;
  readonly pendingBetsLabel: string;
  readonly potIcon: string | null;
  readonly toolSlotKind: ToolSlotKind;
  readonly appearance: Appearance;
  readonly reduceMotion: boolean;
  readonly flagContext: FlagContext;
  /** The exposures logged this session (`flag=value`): each flag and value once. */
  readonly loggedExposures: readonly string[];
}

/** One reducer step: the state after the action and the effects to perform, in order. */
export interface AppBarStep {
  readonly state: AppBarState;
  readonly effects: readonly AppBarEffect[];
}
