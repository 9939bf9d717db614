/**
 * Holds one bar's state and runs its own schedule, as the engine's `AppBarStore`: send
 * actions, read `state`, subscribe to changes (and unsubscribe); effects go to the app's
 * `perform`, except `schedule` and `cancelScheduled`, which the store's `ActionSchedule` (the
 * engine's) keeps, with a timer of the injected clock per waiting action. A scheduled action
 * under an id replaces the one waiting under it; each carries a sequence number, so one
 * replaced or cancelled never fires late.
 */
import type { Brand } from "../brand";
import { appBarAnimation, type AppBarAnimation } from "./motion";
import type { AppBarReducer } from "./reducer";
import { ActionSchedule } from "./schedule";
import type { AppBarAction, AppBarEffect, AppBarState } from "./values";

/** Time for the store's schedule: `setTimeout` by default, a manual clock in tests. */
export interface StoreClock {
  /** Calls `callback` after `millis`; returns what `cancel` takes. */
  schedule(millis: number, callback: () => void): unknown;
  cancel(handle: unknown): void;
  /** The time now, in milliseconds: the schedule's due times (0 when a clock has none). */
  nowMillis?(): number;
}

interface TimerHost {
  setTimeout(callback: () => void, millis: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The platform's timers (Node, Hermes and browsers have `setTimeout`). */
export const timerClock: StoreClock = {
  schedule: (millis, callback) => (globalThis as unknown as TimerHost).setTimeout(callback, millis),
  cancel: (handle) => (globalThis as unknown as TimerHost).clearTimeout(handle),
  nowMillis: () => Date.now(),
};

/** A clock a test moves by hand: `advance(ms)` fires what comes due, in time order. */
export class ManualClock implements StoreClock {
  private current = 0;
  private sequence = 0;
  private readonly timers = new Map<number, { readonly at: number; readonly order: number; readonly callback: () => void }>();

  get now(): number {
    return this.current;
  }

  nowMillis(): number {
    return this.current;
  }

  schedule(millis: number, callback: () => void): unknown {
    const handle = ++this.sequence;
    this.timers.set(handle, { at: this.current + Math.max(millis, 0), order: handle, callback });
    return handle;
  }

  cancel(handle: unknown): void {
    if (typeof handle === "number") this.timers.delete(handle);
  }

  advance(millis: number): void {
    const end = this.current + millis;
    for (;;) {
      let next: [number, { readonly at: number; readonly order: number; readonly callback: () => void }] | undefined;
      for (const entry of this.timers) {
        if (entry[1].at <= end && (next === undefined || entry[1].at < next[1].at || (entry[1].at === next[1].at && entry[1].order < next[1].order))) next = entry;
      }
      if (next === undefined) break;
      this.timers.delete(next[0]);
      this.current = next[1].at;
      next[1].callback();
    }
    this.current = end;
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
  private readonly schedule = new ActionSchedule();
  /** The clock's timer of each waiting action, by id. */
  private readonly timers = new Map<string, unknown>();
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
    return this.schedule.entries.map((entry) => entry.id).sort();
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
    if (next.replacesToolSlot(this.reducer)) this.dropSchedule();
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
    this.dropSchedule();
  }

  private dropSchedule(): void {
    for (const handle of this.timers.values()) this.clock.cancel(handle);
    this.timers.clear();
    this.schedule.removeAll();
  }

  private apply(action: AppBarAction): void {
    const step = this.reducer.reduce(this.current, action);
    if (step.state !== this.current) {
      this.animation = appBarAnimation(this.current, step.state, this.reducer.presets(step.state));
      this.current = step.state;
      for (const listener of Array.from(this.listeners)) listener(this.current, this.animation);
    }
    if (!this.stopped) {
      const now = this.clock.nowMillis?.() ?? 0;
      const change = this.schedule.apply(step.effects, () => now);
      for (const id of change.cancelled) this.stopTimer(id);
      for (const entry of change.scheduled) {
        this.stopTimer(entry.id);
        this.timers.set(entry.id, this.clock.schedule(entry.dueMillis - now, () => {
          const due = this.schedule.take(entry.id, entry.sequence);
          if (due === undefined) return;
          this.timers.delete(entry.id);
          this.apply(due.action);
        }));
      }
    }
    for (const effect of step.effects) {
      if (effect.type !== "schedule" && effect.type !== "cancelScheduled") this.perform(effect);
    }
  }

  private stopTimer(id: string): void {
    const handle = this.timers.get(id);
    if (handle !== undefined) this.clock.cancel(handle);
    this.timers.delete(id);
  }
}
