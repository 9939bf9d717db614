import { test } from "node:test";
import * as assert from "node:assert/strict";
import { AppBarReducer, AppBarStore, Brand, ManualClock, buttonPressMotion, motionName, type AppBarEffect } from "../src/index";
import { envelope, fixtureProfile, sha256 } from "./support";

const profile = fixtureProfile({
  appBar: {
    signedOut: ["userTray", "search", "toolSlot", "login"],
    signedIn: ["userTray", "balance", "toolSlot", "betslipCounter"],
    pendingBetsLabel: "myBets",
    layout: { minimumRightItems: 4 },
    toolSlot: { kind: "locker", handler: "ladbrokes.locker", observeBalance: true, dismissUserTrayFirst: "300ms", config: { badgeLimit: 9 } },
  },
  strings: { en: { "appBar.pendingBets.myBets": "My Bets", "appBar.balance": "Balance {amount}" }, fr: { "appBar.pendingBets.myBets": "Mes paris" } },
});
const brand = Brand.fromEnvelope(envelope(profile), sha256);

test("the reducer: layout, balance, badge and the locker waiting for the tray", () => {
  const reducer = new AppBarReducer(brand, { locale: "fr" });
  let state = reducer.initialState;
  assert.equal(state.pendingBetsLabel, "Mes paris");
  assert.deepEqual(state.layout.right.map((slot) => slot.item), [null, "search", "toolSlot", "login"]);
  state = reducer.reduce(state, { type: "signedIn", balance: 1234.5 }).state;
  assert.equal(state.balance, "1\u202f234\u00a0FCFA");
  state = reducer.reduce(state, { type: "toolInfoArrived", balance: 12 }).state;
  assert.deepEqual(state.toolBadge, { count: 12, limit: 9 });
  state = reducer.reduce(state, { type: "userTrayVisibilityChanged", visible: true }).state;
  const tap = reducer.reduce(state, { type: "itemTapped", item: "toolSlot" });
  assert.deepEqual(tap.effects.map((effect) => effect.type), ["analytics", "setVisibility", "schedule"]);
  assert.equal(tap.state.userTrayVisible, false);
  assert.deepEqual(tap.state.toolSlot, { kind: "locker", isOpen: false, openingScheduled: true });
});

test("the store runs its own schedule on an injected clock: ids, replace, cancel, no late fire", () => {
  const clock = new ManualClock();
  const performed: AppBarEffect[] = [];
  const store = new AppBarStore(new AppBarReducer(brand), (effect) => performed.push(effect), clock);
  const seen: boolean[] = [];
  const stop = store.subscribe((state) => seen.push(state.userTrayVisible));
  store.send({ type: "userTrayVisibilityChanged", visible: true });
  store.send({ type: "itemTapped", item: "toolSlot" });
  assert.deepEqual(store.scheduledIds, ["lockerOpening"]);
  clock.advance(299);
  assert.equal(store.state.toolSlot.kind === "locker" && store.state.toolSlot.isOpen, false);
  clock.advance(1);
  assert.deepEqual(store.state.toolSlot, { kind: "locker", isOpen: true, openingScheduled: false });
  assert.deepEqual(store.scheduledIds, []);
  assert.ok(performed.some((effect) => effect.type === "setVisibility" && effect.panel === "locker" && effect.visible));
  // A second tap while the opening waits opens at once and cancels it: nothing fires later.
  store.send({ type: "toolSlot", action: { kind: "visibilityChanged", visible: false } });
  store.send({ type: "userTrayVisibilityChanged", visible: true });
  store.send({ type: "itemTapped", item: "toolSlot" });
  store.send({ type: "itemTapped", item: "toolSlot" });
  assert.deepEqual(store.scheduledIds, []);
  assert.equal(clock.pending, 0);
  // Signing out drops a waiting opening.
  store.send({ type: "toolSlot", action: { kind: "visibilityChanged", visible: false } });
  store.send({ type: "userTrayVisibilityChanged", visible: true });
  store.send({ type: "itemTapped", item: "toolSlot" });
  store.send({ type: "signedOut" });
  clock.advance(1000);
  assert.deepEqual(store.state.toolSlot, { kind: "locker", isOpen: false, openingScheduled: false });
  stop();
  const count = seen.length;
  store.send({ type: "reduceMotionChanged", on: true });
  assert.equal(seen.length, count);
});

test("a delivered profile reaches the running bar and keeps the session", () => {
  const clock = new ManualClock();
  const store = new AppBarStore(new AppBarReducer(brand), () => undefined, clock);
  store.send({ type: "signedIn", balance: 12 });
  store.send({ type: "toolInfoArrived", balance: 12 });
  store.send({ type: "betslipCountChanged", count: 3, source: store.state.betslipCountSource });
  assert.equal(store.state.toolBadge?.limit, 9);
  const renamed = { ...profile, appBar: { ...(profile["appBar"] as object), toolSlot: { kind: "locker", handler: "ladbrokes.locker", observeBalance: true, config: { badgeLimit: 5 } } } };
  store.deliver(Brand.fromEnvelope(envelope(renamed), sha256));
  assert.equal(store.state.authentication, "signedIn");
  assert.equal(store.state.betslipCount, 3);
  assert.deepEqual(store.state.toolBadge, { count: 12, limit: 5 });
  assert.throws(() => store.deliver(Brand.fromEnvelope(envelope({ ...renamed, id: "other" }), sha256)));
  assert.equal(store.state.brand, "fixture");
});

test("the bar's animations: counters roll up and down, the locker toggles, reduce motion falls back", () => {
  const clock = new ManualClock();
  const store = new AppBarStore(new AppBarReducer(brand), () => undefined, clock);
  store.send({ type: "signedIn", balance: 1 });
  store.send({ type: "betslipCountChanged", count: 2, source: store.state.betslipCountSource });
  assert.equal(store.lastAnimation.betslipCounter?.direction, "up");
  assert.equal(store.lastAnimation.betslipCounter === undefined ? "" : motionName(store.lastAnimation.betslipCounter.motion), "curve");
  store.send({ type: "reduceMotionChanged", on: true });
  store.send({ type: "betslipCountChanged", count: 1, source: store.state.betslipCountSource });
  assert.deepEqual(store.lastAnimation.betslipCounter, { direction: "down", motion: { kind: "crossFade", seconds: 0.2 } });
  store.send({ type: "itemTapped", item: "toolSlot" });
  assert.deepEqual(store.lastAnimation.locker, { kind: "crossFade", seconds: 0.2 });
  assert.deepEqual(buttonPressMotion(store.state, brand.theme().animation), { kind: "crossFade", seconds: 0.2 });
  store.send({ type: "reduceMotionChanged", on: false });
  assert.equal(motionName(buttonPressMotion(store.state, brand.theme().animation)), "spring");
});
