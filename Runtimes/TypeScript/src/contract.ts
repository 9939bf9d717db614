// The engine's names this runtime reads, as BrandModel declares them (StringKey, the message
// placeholders, FlagContext's user id key, OddsBoostTierProfile's bound). TypeScriptContractTests in
// Tests/BrandGenTests holds this file to those declarations: change them there first.

/** The odds-boost texts' string keys (`StringKey.oddsBoost*`). */
export const oddsBoostKeys = {
  capsule: "oddsBoost.capsule",
  headingNext: "oddsBoost.heading.next",
  headingMax: "oddsBoost.heading.max",
  callToAction: "oddsBoost.callToAction",
} as const;

/** The placeholder a plural text takes its count in (`FormatString.countPlaceholder`). */
export const countPlaceholder = "count";
/** The placeholder the odds-boost texts take the tier's percent in. */
export const percentPlaceholder = "percent";
/** The placeholder the balance text takes the amount in. */
export const amountPlaceholder = "amount";
/** The string key of the balance label (`StringKey.balance`). */
export const balanceKey = "appBar.balance";
/** The context attribute a rollout buckets by when it names none (`FlagContext.userIdKey`). */
export const userIdKey = "userId";
/** The highest `minSelections` of an odds-boost tier (`OddsBoostTierProfile.maximumMinSelections`). */
export const maximumMinSelections = 1000;
/** The animation presets the app bar reads (`AnimationTokenName`). */
export const appBarPresets = {
  counterRoll: "counterRoll",
  lockerToggle: "lockerToggle",
  buttonPress: "buttonPress",
} as const;
/** The cross-fade that stands in for a preset under reduce motion (`AppBarMotion.crossFadeDuration`), seconds. */
export const crossFadeSeconds = 0.2;

/** What a contract colour falls back to when the brand does not set it (`ColorTokenName.Fallback`): another token, or a colour. */
export type ColorFallback = { readonly token: string } | { readonly hex: string };

/** The contract's colour tokens and their fallbacks (`ColorTokenName.fallback`); null: none. */
export const colorFallbacks: { readonly [token: string]: ColorFallback | null | undefined } = {
  "appBar.background": { hex: "#000000" },
  "appBar.foreground": { hex: "#FFFFFF" },
  "balancePill.background": { hex: "#FFFFFF" },
  "balancePill.text": { hex: "#000000" },
  "badge.background": { token: "appBar.foreground" },
  "badge.text": { token: "appBar.background" },
  "betslipCounter.background": { token: "appBar.foreground" },
  "betslipCounter.text": { token: "appBar.background" },
  "segment.empty": null,
  "segment.filled": null,
  "toolSlot.icon": { token: "appBar.foreground" },
  "toolSlot.badge.background": { token: "badge.background" },
  "toolSlot.badge.text": { token: "badge.text" },
};
