import { test } from "node:test";
import * as assert from "node:assert/strict";
import { RevalidatingCache, refreshBackoffMillis, type CacheUpdate } from "../src/index";

/** A cache on a clock the test moves, whose background refreshes wait in a queue the test drains. */
function scripted(timeToLiveMillis: number) {
  let now = 0;
  let next: number | Error = 1;
  let fetches = 0;
  const queue: (() => Promise<void>)[] = [];
  const cache = new RevalidatingCache<number>({
    timeToLiveMillis,
    now: () => now,
    fetch: async () => {
      fetches++;
      if (next instanceof Error) throw next;
      return next;
    },
    runRefresh: (refresh) => void queue.push(refresh),
    jitter: () => 1,
  });
  return {
    cache,
    advance: (millis: number) => void (now += millis),
    serve: (value: number | Error) => void (next = value),
    drain: async () => { for (let refresh = queue.shift(); refresh !== undefined; refresh = queue.shift()) await refresh(); },
    fetches: () => fetches,
  };
}

test("fresh, stale and refreshed; a placeholder while the first fetch runs; fetched when there is neither", async () => {
  const s = scripted(10_000);
  assert.deepEqual(await s.cache.value("k", 0), { value: 0, source: "placeholder", ageMillis: null, refreshPending: true });
  const updates: CacheUpdate<number>[] = [];
  s.cache.subscribe("k", (update) => void updates.push(update));
  await s.drain();
  assert.deepEqual(updates, [{ kind: "refreshed", value: 1 }]);
  s.advance(9_999);
  assert.equal((await s.cache.value("k")).source, "fresh");
  s.advance(1);
  s.serve(2);
  const stale = await s.cache.value("k");
  assert.deepEqual([stale.value, stale.source, stale.refreshPending], [1, "stale", true]);
  await s.drain();
  assert.equal((await s.cache.value("k")).value, 2);
  s.cache.removeValue("k");
  s.serve(3);
  assert.deepEqual(await s.cache.value("k"), { value: 3, source: "fetched", ageMillis: 0, refreshPending: false });
});

test("a failed refresh keeps the stale value and backs off before the next", async () => {
  const s = scripted(1_000);
  await s.cache.value("k");
  s.advance(1_000);
  s.serve(new Error("down"));
  await s.cache.value("k");
  await s.drain();
  const before = s.fetches();
  s.advance(999);
  const stale = await s.cache.value("k");
  assert.deepEqual([stale.value, stale.source, stale.refreshPending], [1, "stale", false], "within the back-off no refresh starts");
  s.advance(1);
  assert.equal((await s.cache.value("k")).refreshPending, true, "after it one does");
  await s.drain();
  assert.equal(s.fetches(), before + 1);
});

test("the back-off is the engine's: doubling from 1 s to 5 min, half to all of it", () => {
  assert.deepEqual([1, 2, 3, 9, 10, 100].map((n) => refreshBackoffMillis(n, () => 1)), [1_000, 2_000, 4_000, 256_000, 300_000, 300_000]);
  assert.equal(refreshBackoffMillis(1, () => 0), 500);
  assert.equal(refreshBackoffMillis(1, () => Number.NaN), 500);
});
