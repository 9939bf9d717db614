/**
 * Stale-while-revalidate, as the engine's `RevalidatingCache` (docs/cache.md): a value younger
 * than its time to live is served as it is; an older one is served at once while one background
 * refresh runs; with nothing stored, a bundled placeholder is served while the first fetch runs,
 * and without one the caller waits for the fetch. Failed refreshes back off. Time, storage and
 * where a refresh runs are the app's.
 */

/** Where a value came from (`CacheSource`). */
export type CacheSource = "fresh" | "stale" | "placeholder" | "fetched";

export interface CacheResult<T> {
  readonly value: T;
  readonly source: CacheSource;
  /** Milliseconds since the value was stored; null for a placeholder. */
  readonly ageMillis: number | null;
  /** Whether a fetch for the key is still running. */
  readonly refreshPending: boolean;
}

/** The outcome of a fetch for a key (`CacheUpdate`). */
export type CacheUpdate<T> = { readonly kind: "refreshed"; readonly value: T } | { readonly kind: "refreshFailed"; readonly error: unknown };

export interface StoredValue<T> {
  readonly value: T;
  readonly storedAtMillis: number;
}

/** Where a cache keeps its values between launches (an app's storage), or memory. */
export interface CacheStorage<T> {
  read(key: string): StoredValue<T> | undefined;
  write(key: string, stored: StoredValue<T>): void;
  remove(key: string): void;
}

export function memoryCacheStorage<T>(): CacheStorage<T> {
  const values = new Map<string, StoredValue<T>>();
  return { read: (key) => values.get(key), write: (key, stored) => void values.set(key, stored), remove: (key) => void values.delete(key) };
}

/** The wait after `failures` consecutive failures, in milliseconds: `min(maximum, initial * 2^(n-1)) * (0.5 + 0.5 * jitter())` (`RefreshBackoff`). */
export function refreshBackoffMillis(failures: number, jitter: () => number = Math.random, initialMillis = 1000, maximumMillis = 300_000): number {
  let capped = initialMillis;
  for (let i = 1; i < Math.min(Math.max(failures, 1), 63) && capped < maximumMillis; i++) capped *= 2;
  const random = jitter();
  const unit = isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0;
  return Math.min(capped, maximumMillis) * (0.5 + 0.5 * unit);
}

export interface RevalidatingCacheOptions<T> {
  readonly timeToLiveMillis: number;
  readonly now: () => number;
  readonly fetch: (key: string) => Promise<T>;
  readonly storage?: CacheStorage<T>;
  /** Starts a background refresh; by default at once. A test may queue them. */
  readonly runRefresh?: (refresh: () => Promise<void>) => void;
  readonly jitter?: () => number;
}

/** Stale-while-revalidate for values of type `T` by key; one fetch at a time per key. */
export class RevalidatingCache<T> {
  private readonly running = new Set<string>();
  private readonly failures = new Map<string, { readonly count: number; readonly retryAt: number }>();
  private readonly subscribers = new Map<number, { readonly key: string; readonly listener: (update: CacheUpdate<T>) => void }>();
  private nextSubscriber = 0;
  private readonly storage: CacheStorage<T>;
  private readonly runRefresh: (refresh: () => Promise<void>) => void;

  constructor(private readonly options: RevalidatingCacheOptions<T>) {
    this.storage = options.storage ?? memoryCacheStorage<T>();
    this.runRefresh = options.runRefresh ?? ((refresh) => void refresh());
  }

  /** The value for `key`: stored and fresh, stored and stale (a refresh starts), the placeholder (a fetch starts), or fetched now. */
  async value(key: string, placeholder?: T): Promise<CacheResult<T>> {
    const stored = this.storage.read(key);
    if (stored !== undefined) {
      const age = this.options.now() - stored.storedAtMillis;
      if (age >= 0 && age < this.options.timeToLiveMillis) return { value: stored.value, source: "fresh", ageMillis: age, refreshPending: this.running.has(key) };
      this.refreshUnlessBackingOff(key);
      return { value: stored.value, source: "stale", ageMillis: age, refreshPending: this.running.has(key) };
    }
    if (placeholder !== undefined) {
      this.refreshUnlessBackingOff(key);
      return { value: placeholder, source: "placeholder", ageMillis: null, refreshPending: this.running.has(key) };
    }
    let value: T;
    try {
      value = await this.options.fetch(key);
    } catch (error) {
      this.finish(key, { kind: "refreshFailed", error });
      throw error;
    }
    this.finish(key, { kind: "refreshed", value });
    return { value, source: "fetched", ageMillis: 0, refreshPending: this.running.has(key) };
  }

  /** Calls `listener` with the outcome of every fetch for `key` from now on; call the result to stop. */
  subscribe(key: string, listener: (update: CacheUpdate<T>) => void): () => void {
    const id = this.nextSubscriber++;
    this.subscribers.set(id, { key, listener });
    return () => void this.subscribers.delete(id);
  }

  /** Forgets `key`; a running fetch still stores its result. */
  removeValue(key: string): void {
    this.storage.remove(key);
  }

  private refreshUnlessBackingOff(key: string): void {
    if (this.running.has(key)) return;
    const failure = this.failures.get(key);
    if (failure !== undefined && this.options.now() < failure.retryAt) return;
    this.running.add(key);
    this.runRefresh(async () => {
      let update: CacheUpdate<T>;
      try {
        update = { kind: "refreshed", value: await this.options.fetch(key) };
      } catch (error) {
        update = { kind: "refreshFailed", error };
      }
      this.running.delete(key);
      this.finish(key, update);
    });
  }

  private finish(key: string, update: CacheUpdate<T>): void {
    if (update.kind === "refreshed") {
      this.failures.delete(key);
      this.storage.write(key, { value: update.value, storedAtMillis: this.options.now() });
    } else {
      const count = (this.failures.get(key)?.count ?? 0) + 1;
      this.failures.set(key, { count, retryAt: this.options.now() + refreshBackoffMillis(count, this.options.jitter) });
    }
    for (const subscriber of Array.from(this.subscribers.values())) if (subscriber.key === key) subscriber.listener(update);
  }
}
