import { maximumMinSelections } from "../contract";
import { AnimationPlanner, initialPlan, totalDuration, type AnimationPlan, type ProgressSegments, type SegmentAnimationTokens } from "./animation";

export interface OddsBoostTier {
  readonly minSelections: number;
  /** Whole percent: 15 is 15%. */
  readonly percent: number;
}

/** Live tiers from the server; they win over the profile's when consistent with the selections. */
export interface OddsBoostStairs {
  readonly current?: OddsBoostTier | null;
  readonly next?: OddsBoostTier | null;
}

/** Everything the odds-boost box shows, assembled and localized. */
export interface OddsBoostDisplay {
  readonly isVisible: boolean;
  readonly capsule: string | null;
  readonly heading: string | null;
  readonly callToAction: string | null;
  readonly segments: ProgressSegments | null;
  readonly currentTier: OddsBoostTier | null;
  readonly nextTier: OddsBoostTier | null;
}

export const hiddenOddsBoost: OddsBoostDisplay = {
  isVisible: false, capsule: null, heading: null, callToAction: null, segments: null, currentTier: null, nextTier: null,
};

/** The texts of the box in one locale, given the tier's percent and the selections still missing. */
export interface OddsBoostTexts {
  capsule(percent: number): string;
  headingNext(percent: number): string;
  headingMax(percent: number): string;
  callToAction(remaining: number, percent: number): string;
}

/** Why a profile's tiers make no odds boost (the engine's `OddsBoostConfigurationError`). */
export class OddsBoostError extends Error {}

/** The profile's tiers as the engine reads them: whole percents, sorted, checked. */
export function oddsBoostTiers(written: unknown): readonly OddsBoostTier[] {
  const tiers = (Array.isArray(written) ? written : []).map((tier: unknown): OddsBoostTier => {
    const fields = typeof tier === "object" && tier !== null ? (tier as { readonly [key: string]: unknown }) : {};
    const minSelections = typeof fields["minSelections"] === "number" ? fields["minSelections"] : 0;
    const scaled = typeof fields["percent"] === "number" ? (fields["percent"] / 100) * 100 : 0;
    const percent = isFinite(scaled) && Math.abs(scaled) < 1e9 ? Math.trunc(scaled < 0 ? scaled - 0.5 : scaled + 0.5) : 0;
    return { minSelections, percent };
  }).sort((a, b) => a.minSelections - b.minSelections);
  tiers.forEach((tier, index) => {
    const previous = tiers[index - 1];
    if (tier.minSelections < 1 || tier.minSelections > maximumMinSelections || tier.percent <= 0 || (previous !== undefined && previous.minSelections === tier.minSelections)) {
      throw new OddsBoostError(`the odds-boost tier ${tier.minSelections}:${tier.percent}% is one the engine refuses`);
    }
  });
  return tiers;
}

function live(stairs: OddsBoostStairs | null | undefined, selections: number): { current: OddsBoostTier | null; next: OddsBoostTier | null } | null {
  if (stairs === null || stairs === undefined) return null;
  const current = stairs.current ?? null;
  const next = stairs.next ?? null;
  const consistent = (current === null || current.minSelections <= selections) && (next === null || selections < next.minSelections);
  return consistent ? { current, next } : null;
}

/**
 * The box for `selections` by the engine's state table (docs/odds-boost.md): hidden for none;
 * the reached tier's capsule; the max heading only without a next tier, else the next tier's
 * heading, call to action and progress. Consistent live `stairs` win over `tiers`.
 */
export function oddsBoostDisplay(tiers: readonly OddsBoostTier[], texts: OddsBoostTexts, selections: number, stairs?: OddsBoostStairs | null): OddsBoostDisplay {
  const n = selections > 0 ? Math.floor(selections) : 0;
  let current: OddsBoostTier | null = null;
  let next: OddsBoostTier | null = null;
  const liveTiers = live(stairs, n);
  if (liveTiers !== null) {
    current = liveTiers.current;
    next = liveTiers.next;
  } else {
    for (const tier of tiers) {
      if (tier.minSelections > n) {
        next = tier;
        break;
      }
      current = tier;
    }
  }
  if (n === 0) return hiddenOddsBoost;
  const capsule = current === null ? null : texts.capsule(current.percent);
  if (next === null) {
    if (current === null) return hiddenOddsBoost;
    return { isVisible: true, capsule, heading: texts.headingMax(current.percent), callToAction: null, segments: null, currentTier: current, nextTier: null };
  }
  const total = Math.max(next.minSelections, 0);
  return {
    isVisible: true,
    capsule,
    heading: texts.headingNext(next.percent),
    callToAction: texts.callToAction(next.minSelections - n, next.percent),
    segments: { total, filled: Math.min(n, total) },
    currentTier: current,
    nextTier: next,
  };
}

/** The longest a plan counts for when model time moves past it (the engine's `longestPlan`). */
const longestPlan = 86400;

/**
 * The box for one betslip, as the engine's `OddsBoostEngine`: selections and live stairs in,
 * the display and the animation plan of the last change out; model time in milliseconds.
 */
export class OddsBoostSession {
  private selectionCount = 0;
  private stairs: OddsBoostStairs | null = null;
  private shown: OddsBoostDisplay = hiddenOddsBoost;
  private last: AnimationPlan = initialPlan;
  private readonly planner: AnimationPlanner;

  constructor(
    private readonly tiers: readonly OddsBoostTier[] | null,
    private readonly texts: OddsBoostTexts,
    tokens: SegmentAnimationTokens,
    reduceMotion = false,
  ) {
    this.planner = new AnimationPlanner(tokens, reduceMotion);
  }

  get display(): OddsBoostDisplay {
    return this.shown;
  }

  get lastPlan(): AnimationPlan {
    return this.last;
  }

  get reduceMotion(): boolean {
    return this.planner.reduceMotion;
  }

  /** Switches reduce motion; applies from the next plan on. */
  setReduceMotion(isOn: boolean): void {
    this.planner.reduceMotion = isOn;
  }

  /** Sets the qualifying selections at model time `now`, in milliseconds (by default once the last plan has finished). */
  select(selections: number, now: number = this.settledTime()): { readonly display: OddsBoostDisplay; readonly plan: AnimationPlan } {
    this.selectionCount = Math.max(selections, 0);
    return this.update(now);
  }

  /** Replaces the live stairs (null: the profile's tiers) at model time `now`, in milliseconds. */
  setStairs(stairs: OddsBoostStairs | null, now: number = this.settledTime()): { readonly display: OddsBoostDisplay; readonly plan: AnimationPlan } {
    this.stairs = stairs;
    return this.update(now);
  }

  private settledTime(): number {
    const total = totalDuration(this.last);
    const bounded = isFinite(total) ? Math.min(Math.max(total, 0), longestPlan) : longestPlan;
    return this.last.issuedAt + bounded * 1000 + 1;
  }

  private update(now: number): { readonly display: OddsBoostDisplay; readonly plan: AnimationPlan } {
    const next = this.tiers === null ? hiddenOddsBoost : oddsBoostDisplay(this.tiers, this.texts, this.selectionCount, this.stairs);
    const plan = this.planner.plan(this.shown.segments, next.segments, now);
    this.shown = next;
    this.last = plan;
    return { display: next, plan };
  }
}
