/**
 * The odds-boost progress bar's animation plans, as the engine's `AnimationPlanner` and
 * `SegmentDiff` (docs/odds-boost.md): the minimal changes from one bar to the next, timed
 * by the brand's tokens and staggered in waves, or one cross-fade each with reduce motion;
 * a new plan cancels the previous plan's operations that have not started.
 */

/** The progress bar: `total` segments, the first `filled` of them filled. */
export interface ProgressSegments {
  readonly total: number;
  readonly filled: number;
}

export type SegmentOperationKind = "add" | "remove" | "fill" | "unfill" | "showBar" | "hideBar";

export interface SegmentChange {
  readonly kind: SegmentOperationKind;
  /** The segment concerned; absent for `showBar` and `hideBar`. */
  readonly index?: number;
  /** For `add`, whether the new segment starts filled. */
  readonly isFilled?: boolean;
}

export type AnimationCurve =
  | { readonly kind: "linear" | "easeIn" | "easeOut" | "easeInOut" }
  | { readonly kind: "spring"; readonly response: number; readonly dampingFraction: number };

export type SegmentAnimationEffect =
  | { readonly kind: "colorTransition" }
  | { readonly kind: "crossFade" }
  | { readonly kind: "scaleFade"; readonly fromScale: number; readonly toScale: number; readonly fromOpacity: number; readonly toOpacity: number };

/** How one kind of operation animates; times in seconds, as the engine's. */
export interface SegmentAnimation {
  readonly effect: SegmentAnimationEffect;
  readonly curve: AnimationCurve;
  readonly delay: number;
  readonly duration: number;
}

export interface SegmentAnimationTokens {
  readonly fill: SegmentAnimation;
  readonly unfill: SegmentAnimation;
  readonly add: SegmentAnimation;
  readonly remove: SegmentAnimation;
  readonly showBar: SegmentAnimation;
  readonly hideBar: SegmentAnimation;
  readonly stagger: number;
  readonly reducedMotion: SegmentAnimation;
}

export interface OperationID {
  readonly generation: number;
  readonly ordinal: number;
}

export interface SegmentOperation {
  readonly id: OperationID;
  readonly change: SegmentChange;
  /** Seconds after the plan is issued at which it starts (stagger included). */
  readonly delay: number;
  readonly duration: number;
  readonly animation: SegmentAnimation;
}

export interface AnimationPlan {
  readonly generation: number;
  /** Model time, in milliseconds, at which the plan was issued. */
  readonly issuedAt: number;
  readonly operations: readonly SegmentOperation[];
  /** Not-yet-started operations of the previous plan. */
  readonly cancels: readonly OperationID[];
}

export const initialPlan: AnimationPlan = { generation: 0, issuedAt: 0, operations: [], cancels: [] };

/** Seconds from issue until the plan's last operation ends. */
export function totalDuration(plan: AnimationPlan): number {
  return plan.operations.reduce((longest, operation) => Math.max(longest, operation.delay + operation.duration), 0);
}

const appear: SegmentAnimation = {
  effect: { kind: "scaleFade", fromScale: 0.3, toScale: 1, fromOpacity: 0, toOpacity: 1 },
  curve: { kind: "spring", response: 0.4, dampingFraction: 0.8 }, delay: 0.1, duration: 0.4,
};
const disappear: SegmentAnimation = {
  effect: { kind: "scaleFade", fromScale: 1, toScale: 0.3, fromOpacity: 1, toOpacity: 0 }, curve: { kind: "easeIn" }, delay: 0, duration: 0.2,
};
const colour: SegmentAnimation = { effect: { kind: "colorTransition" }, curve: { kind: "easeInOut" }, delay: 0, duration: 0.3 };

/** The engine's standard tokens (`SegmentAnimationTokens.standard`). */
export const standardTokens: SegmentAnimationTokens = {
  fill: colour, unfill: colour, add: appear, remove: disappear,
  showBar: { effect: appear.effect, curve: appear.curve, delay: 0, duration: appear.duration },
  hideBar: disappear, stagger: 0.05,
  reducedMotion: { effect: { kind: "crossFade" }, curve: { kind: "easeInOut" }, delay: 0, duration: 0.2 },
};

type Mapping = { readonly [key: string]: unknown };
const isObject = (value: unknown): value is Mapping => typeof value === "object" && value !== null && !Array.isArray(value);
const numberOr = (value: unknown, fallback: number): number => (typeof value === "number" && isFinite(value) ? value : fallback);

/** The brand's `segmentFill`, `segmentAdd` and `segmentRemove` presets (the profile's, in seconds) over the standard tokens. */
export function segmentAnimationTokens(animation: Mapping): SegmentAnimationTokens {
  let tokens = standardTokens;
  const fill = animation["segmentFill"];
  if (isObject(fill)) {
    tokens = {
      ...tokens,
      fill: { ...tokens.fill, duration: numberOr(fill["duration"], tokens.fill.duration) },
      unfill: { ...tokens.unfill, duration: numberOr(fill["duration"], tokens.unfill.duration) },
      stagger: numberOr(fill["stagger"], tokens.stagger),
      reducedMotion: fill["reduceMotion"] === "none" ? { effect: { kind: "crossFade" }, curve: { kind: "linear" }, delay: 0, duration: 0 } : tokens.reducedMotion,
    };
  }
  const add = animation["segmentAdd"];
  if (isObject(add)) {
    const spring = add["spring"];
    const added: SegmentAnimation = {
      effect: { kind: "scaleFade", fromScale: numberOr(add["scaleFrom"], 0.3), toScale: 1, fromOpacity: 0, toOpacity: 1 },
      curve: isObject(spring) ? { kind: "spring", response: numberOr(spring["response"], 0), dampingFraction: numberOr(spring["damping"], 0) } : tokens.add.curve,
      delay: numberOr(add["delay"], tokens.add.delay),
      duration: numberOr(add["duration"], tokens.add.duration),
    };
    tokens = { ...tokens, add: added, showBar: { effect: added.effect, curve: added.curve, delay: 0, duration: added.duration } };
  }
  const remove = animation["segmentRemove"];
  if (isObject(remove)) {
    const removed: SegmentAnimation = {
      effect: { kind: "scaleFade", fromScale: 1, toScale: numberOr(remove["scaleTo"], 0.3), fromOpacity: 1, toOpacity: 0 },
      curve: tokens.remove.curve,
      delay: numberOr(remove["delay"], 0),
      duration: numberOr(remove["duration"], tokens.remove.duration),
    };
    tokens = { ...tokens, remove: removed, hideBar: removed };
  }
  return tokens;
}

/** The changes from one bar to the next, in application order: showBar, removes, unfills, fills, adds, hideBar. */
export function segmentChanges(old: ProgressSegments | null, next: ProgressSegments | null): SegmentChange[] {
  const changes: SegmentChange[] = [];
  if (next === null) {
    if (old !== null) changes.push({ kind: "hideBar" });
    return changes;
  }
  const previous = old ?? { total: 0, filled: 0 };
  if (old === null) changes.push({ kind: "showBar" });
  const common = Math.min(previous.total, next.total);
  for (let index = previous.total - 1; index >= next.total; index--) changes.push({ kind: "remove", index });
  if (next.filled < previous.filled) {
    for (let index = Math.min(previous.filled, common) - 1; index >= next.filled; index--) changes.push({ kind: "unfill", index });
  } else if (next.filled > previous.filled) {
    for (let index = previous.filled; index < Math.min(next.filled, common); index++) changes.push({ kind: "fill", index });
  }
  for (let index = common; index < Math.max(next.total, common); index++) changes.push({ kind: "add", index, isFilled: index < next.filled });
  return changes;
}

/** Plans bar changes, keeping the plan in flight so a rapid change cancels what has not started. */
export class AnimationPlanner {
  private latest: AnimationPlan = initialPlan;
  private pending: AnimationPlan = initialPlan;

  constructor(readonly tokens: SegmentAnimationTokens = standardTokens, public reduceMotion = false) {}

  /** The plan from one bar to another at model time `now` (milliseconds). */
  plan(previous: ProgressSegments | null, next: ProgressSegments | null, now: number): AnimationPlan {
    const generation = this.latest.generation + 1;
    const ranks = { add: 0, remove: 0, fill: 0, unfill: 0, showBar: 0, hideBar: 0 };
    const operations = segmentChanges(previous, next).map((change, ordinal): SegmentOperation => {
      const animation = this.tokens[change.kind];
      const rank = change.kind === "showBar" || change.kind === "hideBar" ? 0 : ranks[change.kind]++;
      const used = this.reduceMotion ? this.tokens.reducedMotion : animation;
      const delay = this.reduceMotion ? used.delay : used.delay + rank * this.tokens.stagger;
      return { id: { generation, ordinal }, change, delay, duration: used.duration, animation: used };
    });
    const cancels: OperationID[] = [];
    if (operations.length > 0) {
      const elapsed = AnimationPlanner.seconds(now - this.pending.issuedAt);
      for (const operation of this.pending.operations) if (operation.delay > elapsed) cancels.push(operation.id);
    }
    const plan: AnimationPlan = { generation, issuedAt: now, operations, cancels };
    this.latest = plan;
    if (operations.length > 0) this.pending = plan;
    return plan;
  }

  /** Milliseconds as seconds the way the engine reads a `Duration` (seconds, then attoseconds × 1e-18); none when negative. */
  static seconds(millis: number): number {
    if (!(millis > 0)) return 0;
    const whole = Math.floor(millis / 1000);
    return whole + (millis - whole * 1000) * 1e15 * 1e-18;
  }
}
