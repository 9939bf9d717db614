/**
 * Holds one bar's state and runs its own schedule, as the engine's `AppBarStore`: send
 * actions, read `state`, subscribe to changes (and unsubscribe); effects go to the app's
 * `perform`, except `schedule` and `cancelScheduled`, which the store runs itself on an
 * injected clock. A scheduled action under an id replaces the one waiting under it; each
 * carries a sequence number, so one replaced or cancelled never fires late.
 */
import type { Brand } from "../brand";
import { appBarAnimation, type AppBarAnimation } from "./motion";
import type { AppBarReducer } from "./reducer";
import type { AppBarAction, AppBarEffect, AppBarState } from "./values";

/** Time for the store's schedule: `setTimeout` by default, a manual clock in tests. */
export interface StoreClock {
  /** Calls `callback` after `millis`; returns what `cancel` takes. */
  schedule(millis: number, callback: () => void): unknown;
  cancel(handle: unknown): void;
}

interface TimerHost {
  setTimeout(callback: () => void, millis: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The platform's timers (Node, Hermes and browsers have `setTimeout`). */
export const timerClock: StoreClock = {
  schedule: (millis, callback) => (globalThis as unknown as TimerHost).setTimeout(callback, millis),
  cancel: (handle) => (globalThis as unknown as TimerHost).clearTimeout(handle),
};

/** A clock a test moves by hand: `advance(ms)` fires what comes due, in time order. */
export class ManualClock implements StoreClock {
  private nowMillis = 0;
  private sequence = 0;
  private readonly timers = new Map<number, { readonly at: number; readonly order: number; readonly callback: () => void }>();

  get now(): number {
    return this.nowMillis;
  }

  schedule(millis: number, callback: () => void): unknown {
    const handle = ++this.sequence;
    this.timers.set(handle, { at: this.nowMillis + Math.max(millis, 0), order: handle, callback });
    return handle;
  }

  cancel(handle: unknown): void {
    if (typeof handle === "number") this.timers.delete(handle);
  }

  advance(millis: number): void {
    const end = this.nowMillis + millis;
    for (;;) {
      let next: [number, { readonly at: number; readonly order: number; readonly callback: () => void }] | undefined;
      for (const entry of this.timers) {
        if (entry[1].at <= end && (next === undefined || entry[1].at < next[1].at || (entry[1].at === next[1].at && entry[1].order < next[1].order))) next = entry;
      }
      if (next === undefined) break;
      this.timers.delete(next[0]);
      this.nowMillis = next[1].at;
      next[1].callback();
    }
    this.nowMillis = end;
  }

  /** How many timers wait. */
  get pending(): number {
    return this.timers.size;
  }
}

export class AppBarStore {
  private current: AppBarState;
  private readonly listeners = new Set<(state: AppBarState, animation: AppBarAnimation) => void>();
  private animation: AppBarAnimation = {};
  private readonly scheduled = new Map<string, { readonly sequence: number; readonly handle: unknown }>();
  private sequence = 0;
  private stopped = false;

  constructor(
    private reducer: AppBarReducer,
    private readonly perform: (effect: AppBarEffect) => void = () => undefined,
    private readonly clock: StoreClock = timerClock,
    state?: AppBarState,
  ) {
    this.current = state ?? reducer.initialState;
  }

  get state(): AppBarState {
    return this.current;
  }

  /** The ids of the actions waiting, sorted. */
  get scheduledIds(): readonly string[] {
    return Array.from(this.scheduled.keys()).sort();
  }

  /** What animated at the last change: the counters' direction, the locker, each with its motion. */
  get lastAnimation(): AppBarAnimation {
    return this.animation;
  }

  /** Calls `listener` after every change with what animates (not at once: read `state` for now); returns what stops it. */
  subscribe(listener: (state: AppBarState, animation: AppBarAnimation) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Applies `action`, tells the listeners when the state changed, then runs the schedule and performs the other effects in order. */
  send(action: AppBarAction): void {
    this.apply(action);
  }

  /**
   * A delivered profile of the brand shown (`catalog.subscribe`'s brands): the session is carried
   * over (`AppBarReducer.carrying`), a new handler starts the tool slot again and drops what it
   * scheduled, and the listeners hear the new state. Another brand's profile throws and changes nothing.
   */
  deliver(brand: Brand): void {
    if (this.stopped) return;
    const next = this.reducer.delivering(brand, this.current);
    if (next.replacesToolSlot(this.reducer)) {
      for (const entry of this.scheduled.values()) this.clock.cancel(entry.handle);
      this.scheduled.clear();
    }
    const state = next.carrying(this.current, this.reducer);
    this.reducer = next;
    this.current = state;
    // A delivered profile is shown as it is, with no animation.
    this.animation = {};
    for (const listener of Array.from(this.listeners)) listener(this.current, this.animation);
  }

  /** Stops the schedule; later sends still reduce, but nothing is scheduled any more. */
  stop(): void {
    this.stopped = true;
    for (const entry of this.scheduled.values()) this.clock.cancel(entry.handle);
    this.scheduled.clear();
  }

  private apply(action: AppBarAction): void {
    const step = this.reducer.reduce(this.current, action);
    if (step.state !== this.current) {
      this.animation = appBarAnimation(this.current, step.state, this.reducer.presets(step.state));
      this.current = step.state;
      for (const listener of Array.from(this.listeners)) listener(this.current, this.animation);
    }
    for (const effect of step.effects) {
      if (effect.type === "schedule") {
        this.schedule(effect.id, effect.afterMillis, effect.action);
      } else if (effect.type === "cancelScheduled") {
        const entry = this.scheduled.get(effect.id);
        if (entry !== undefined) this.clock.cancel(entry.handle);
        this.scheduled.delete(effect.id);
      } else {
        this.perform(effect);
      }
    }
  }

  private schedule(id: string, millis: number, action: AppBarAction): void {
    if (this.stopped) return;
    const previous = this.scheduled.get(id);
    if (previous !== undefined) this.clock.cancel(previous.handle);
    const sequence = ++this.sequence;
    const handle = this.clock.schedule(millis, () => {
      if (this.scheduled.get(id)?.sequence !== sequence) return;
      this.scheduled.delete(id);
      this.apply(action);
    });
    this.scheduled.set(id, { sequence, handle });
  }
}
