import { createHash } from "node:crypto";
import type { Sha256 } from "../src/digest";

export const sha256: Sha256 = { hex: (bytes) => createHash("sha256").update(bytes).digest("hex") };

/** A profile's envelope as brandgen writes it: pretty, with the digest of the compact profile. */
export function envelope(profile: unknown, extra: { readonly [key: string]: unknown } = {}): string {
  const digest = "sha256:" + createHash("sha256").update(JSON.stringify(profile)).digest("hex");
  return JSON.stringify({ ...extra, digest, format: "brandengine.runtime-profile", profile, version: 1 }, null, 2);
}

/** A small brand in two locales, with odds boost, flags with a rollout, and two appearances. */
export function fixtureProfile(overrides: { readonly [key: string]: unknown } = {}): { readonly [key: string]: unknown } {
  return {
    id: "fixture",
    name: "Fixture \"Brand\"",
    locales: ["en", "fr"],
    currency: "XAF",
    flags: {
      "betslip-native": { default: false, rules: [{ when: { platform: "ios" }, rollout: { percent: 25, by: "userId", salt: "betslip-2026-11" } }] },
      "login-native": true,
    },
    betslip: { oddsBoost: { tiers: [{ minSelections: 3, percent: 15 }, { minSelections: 2, percent: 10 }] } },
    theme: {
      colors: { "brand.primary": "#1E1E1E", "appBar.background": "#1E1E1E", "segment.filled": "#047857" },
      appearances: { dark: { colors: { "brand.primary": "#000000", "appBar.background": "#000000" } } },
      typography: { label: { family: "Roboto", size: 12, weight: "medium" } },
      spacing: { "appBar.height": 56 },
      animation: { buttonPress: { spring: { response: 0.3, damping: 0.7 } }, segmentFill: { duration: 0.3, stagger: 0.05 } },
    },
    strings: {
      en: {
        "appBar.balance": "Balance {amount}",
        "appBar.betslip": { one: "Betslip, {count} selection", other: "Betslip, {count} selections" },
        "oddsBoost.capsule": "{percent}",
        "oddsBoost.heading.next": "Get {percent} win boost",
        "oddsBoost.heading.max": "Max win boost activated! ({percent})",
        "oddsBoost.callToAction": { one: "Add {count} more to get {percent}", other: "Add {count} more to get {percent}" },
      },
      fr: { "appBar.betslip": { one: "Coupon, {count} sélection", other: "Coupon, {count} sélections" } },
    },
    ...overrides,
  };
}
