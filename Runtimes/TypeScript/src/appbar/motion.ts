/**
 * The app bar's animation decisions, as the engine's `AppBarAnimationPlan` and `AppBarMotion`:
 * which way the betslip counter and the tool badge roll, whether the locker animates, and how
 * a pressed item moves, each the brand's preset or, with reduce motion, its fallback (a
 * cross-fade, or nothing for a preset whose `reduceMotion` is `none`).
 */
import { appBarPresets, crossFadeSeconds } from "../contract";
import type { AnimationPreset } from "../theme";
import type { AppBarState } from "./values";

export type AppBarMotion =
  | { readonly kind: "preset"; readonly preset: AnimationPreset }
  | { readonly kind: "crossFade"; readonly seconds: number }
  | { readonly kind: "instant" };

/** The motion of `preset` (none: an empty preset) with reduce motion on or off. */
export function appBarMotion(preset: AnimationPreset | undefined, reduceMotion: boolean): AppBarMotion {
  const used = preset ?? {};
  if (!reduceMotion) return { kind: "preset", preset: used };
  return used.reduceMotion === "none" ? { kind: "instant" } : { kind: "crossFade", seconds: crossFadeSeconds };
}

/** `spring`, `curve`, `crossFade` or `instant`, as traces write a motion. */
export function motionName(motion: AppBarMotion): string {
  if (motion.kind === "preset") return motion.preset.spring !== undefined ? "spring" : "curve";
  return motion.kind;
}

export interface CounterAnimation {
  readonly direction: "up" | "down";
  readonly motion: AppBarMotion;
}

/** What animates between two states of the bar. */
export interface AppBarAnimation {
  readonly betslipCounter?: CounterAnimation;
  readonly toolBadge?: CounterAnimation;
  readonly locker?: AppBarMotion;
}

type Presets = { readonly [name: string]: AnimationPreset | undefined };

function preset(presets: Presets, name: string): AnimationPreset | undefined {
  return Object.prototype.hasOwnProperty.call(presets, name) ? presets[name] : undefined;
}

/** What animates from `old` to `next`, with the brand's presets (`brand.theme(appearance).animation`). */
export function appBarAnimation(old: AppBarState, next: AppBarState, presets: Presets): AppBarAnimation {
  const counter = (from: number, to: number): CounterAnimation | undefined =>
    from === to ? undefined : { direction: to > from ? "up" : "down", motion: appBarMotion(preset(presets, appBarPresets.counterRoll), next.reduceMotion) };
  const open = (state: AppBarState): boolean => state.toolSlot.kind === "locker" && state.toolSlot.isOpen;
  const betslipCounter = counter(old.betslipCount, next.betslipCount);
  const toolBadge = counter(old.toolBadge?.count ?? 0, next.toolBadge?.count ?? 0);
  const locker = open(old) !== open(next) ? appBarMotion(preset(presets, appBarPresets.lockerToggle), next.reduceMotion) : undefined;
  return { ...(betslipCounter === undefined ? {} : { betslipCounter }), ...(toolBadge === undefined ? {} : { toolBadge }), ...(locker === undefined ? {} : { locker }) };
}

/** How a pressed item moves in `state`: the `buttonPress` preset, or its reduce-motion fallback. */
export function buttonPressMotion(state: AppBarState, presets: Presets): AppBarMotion {
  return appBarMotion(preset(presets, appBarPresets.buttonPress), state.reduceMotion);
}
