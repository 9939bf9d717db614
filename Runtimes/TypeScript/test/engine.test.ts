import { test } from "node:test";
import * as assert from "node:assert/strict";
import { Brand, flagBucket, flagHash, pluralCategory, segmentChanges } from "../src/index";
import { envelope, fixtureProfile, sha256 } from "./support";

const brand = Brand.fromEnvelope(envelope(fixtureProfile()), sha256);

test("the bucketing hash gives docs/profile-format.md's vectors", () => {
  const vectors: readonly [string, string, number, number][] = [
    ["betslip-2026-11", "user-1", 0x229ae44b, 6331],
    ["betslip-2026-11", "user-2", 0xfe77f7d8, 5096],
    ["login-native", "42", 0xcbc72fc0, 8736],
    ["", "", 0x482adffd, 9405],
    ["sälz-🎲", "ユーザー7", 0xae112016, 7910],
  ];
  for (const [salt, key, hash, bucket] of vectors) {
    assert.equal(flagHash(salt + ":" + key), hash);
    assert.equal(flagBucket(salt, key), bucket);
  }
  let inSplit = 0;
  for (let user = 0; user < 100000; user++) if (flagBucket("betslip-2026-11", "user-" + user) < 2500) inSplit++;
  assert.equal(inSplit, 25134);
});

test("flags: rules, rollouts, missing attributes and unknown flags", () => {
  assert.deepEqual(brand.evaluateFlag("login-native", {}), { value: true, reason: "default" });
  assert.deepEqual(brand.evaluateFlag("betslip-native", { platform: "android", userId: "user-1" }), { value: false, reason: "default" });
  assert.deepEqual(brand.evaluateFlag("betslip-native", { platform: "ios" }), { value: false, reason: "default" });
  assert.deepEqual(brand.evaluateFlag("betslip-native", { platform: "ios", userId: "user-2" }), { value: false, reason: "split", ruleIndex: 0 });
  assert.deepEqual(brand.evaluateFlag("nothing", {}), { value: false, reason: "error", errorCode: "FLAG_NOT_FOUND" });
});

test("strings, plurals, numbers and currency", () => {
  assert.equal(brand.translate("fr", "appBar.betslip", { count: 1234 }), "Coupon, 1\u202f234 sélections");
  assert.equal(brand.translate("fr-CM", "appBar.balance", { amount: "x" }), "Balance x");
  assert.equal(brand.translate("en", "no.such.key"), "no.such.key");
  assert.equal(brand.translate("en", "__proto__"), "__proto__");
  assert.equal(brand.balanceLabel("en", 1234.5), "Balance FCFA\u00a01,234");
  assert.equal(brand.formatAmount("fr", -0.4), "0\u00a0FCFA");
  assert.equal(pluralCategory("pl", 22), "few");
  assert.equal(pluralCategory("pt-PT", 0), "other");
  assert.equal(pluralCategory("pt", 0), "one");
  assert.equal(pluralCategory("tr", 1), "other");
  assert.equal(pluralCategory("ar", 111), "many");
});

test("theme: appearances fall back as the engine's, in React Native's units", () => {
  assert.deepEqual(brand.appearances, ["light", "dark"]);
  assert.equal(brand.themeFor("dark", true).colors["appBar.background"], "#000000");
  assert.equal(brand.themeFor("light", true).appearance, "light");
  assert.equal(brand.theme().colors["segment.filled"], "#047857");
  assert.deepEqual(brand.theme().typography["label"], { fontFamily: "Roboto", fontSize: 12, fontWeight: "500", lineHeight: 14.4 });
  assert.deepEqual(brand.theme().animation["buttonPress"], { spring: { stiffness: 438.649084, damping: 29.321531, mass: 1 } });
});

test("odds boost: the state table, live stairs, and plans with reduce motion", () => {
  assert.equal(brand.oddsBoostDisplay(0, "en").isVisible, false);
  assert.equal(brand.oddsBoostDisplay(1, "en").heading, "Get 10% win boost");
  assert.equal(brand.oddsBoostDisplay(5, "en").heading, "Max win boost activated! (15%)");
  assert.equal(brand.oddsBoostDisplay(2, "en", { current: null, next: { minSelections: 4, percent: 50 } }).callToAction, "Add 2 more to get 50%");
  const session = brand.oddsBoostSession("en");
  const first = session.select(1, 0);
  assert.deepEqual(first.plan.operations.map((operation) => operation.change.kind), ["showBar", "add", "add"]);
  const second = session.select(0, 50);
  assert.deepEqual(second.plan.operations.map((operation) => operation.change.kind), ["hideBar"]);
  assert.deepEqual(second.plan.cancels, [{ generation: 1, ordinal: 1 }, { generation: 1, ordinal: 2 }]);
  session.setReduceMotion(true);
  const third = session.select(2, 1000);
  assert.ok(third.plan.operations.every((operation) => operation.animation.effect.kind === "crossFade" && operation.delay === 0));
  assert.deepEqual(segmentChanges({ total: 4, filled: 3 }, { total: 2, filled: 0 }).map((change) => change.kind + (change.index ?? "")), ["remove3", "remove2", "unfill1", "unfill0"]);
});
