/**
 * The scheduled actions of one app bar, waiting for their time: the engine's `ActionSchedule`
 * (Sources/Runtime/AppBarEngine/Core/ActionSchedule.swift), which its store, session and test
 * store share. `AppBarStore` runs on it.
 *
 * Time is the bar's own, in milliseconds on whatever clock drives it. An action scheduled under
 * an id that is already waiting replaces it; a cancel removes it. Actions come due in due order,
 * ties in the order they were scheduled. `ScheduleDifferentialTests` holds it to the engine's.
 */
import type { AppBarAction, AppBarEffect } from "./values";

/** A scheduled action waiting for its time; `sequence` is its place in scheduling order. */
export interface ScheduleEntry {
  readonly id: string;
  readonly dueMillis: number;
  readonly action: AppBarAction;
  readonly sequence: number;
}

/** What applying a step's effects changed: the entries scheduled, and the ids dropped. */
export interface ScheduleChange {
  readonly scheduled: readonly ScheduleEntry[];
  readonly cancelled: readonly string[];
}

export class ActionSchedule {
  private waiting: ScheduleEntry[] = [];
  private nextSequence = 0;

  /** The waiting entries, in the order they were scheduled. */
  get entries(): readonly ScheduleEntry[] {
    return this.waiting.slice();
  }

  /**
   * Takes the scheduling effects among `effects`, produced at `now`: `schedule` replaces an entry
   * with the same id, `cancelScheduled` removes one; other effects are left alone. `now` is read
   * once, and only if some effect schedules.
   */
  apply(effects: readonly AppBarEffect[], now: () => number): ScheduleChange {
    const scheduled: ScheduleEntry[] = [];
    const cancelled: string[] = [];
    let instant: number | undefined;
    for (const effect of effects) {
      if (effect.type === "schedule") {
        this.waiting = this.waiting.filter((entry) => entry.id !== effect.id);
        const start = instant ?? now();
        instant = start;
        const entry: ScheduleEntry = { id: effect.id, dueMillis: start + effect.afterMillis, action: effect.action, sequence: this.nextSequence };
        this.nextSequence += 1;
        this.waiting.push(entry);
        scheduled.push(entry);
      } else if (effect.type === "cancelScheduled") {
        this.waiting = this.waiting.filter((entry) => entry.id !== effect.id);
        cancelled.push(effect.id);
      }
    }
    return { scheduled, cancelled };
  }

  /** Removes and returns the first entry due at or before `endMillis`, in due order. */
  takeNextDue(endMillis: number): ScheduleEntry | undefined {
    let best: ScheduleEntry | undefined;
    for (const entry of this.waiting) {
      if (entry.dueMillis > endMillis) continue;
      if (best === undefined || entry.dueMillis < best.dueMillis || (entry.dueMillis === best.dueMillis && entry.sequence < best.sequence)) best = entry;
    }
    if (best !== undefined) this.waiting = this.waiting.filter((entry) => entry !== best);
    return best;
  }

  /** Removes and returns the entry scheduled as `sequence` under `id`, if it still waits. */
  take(id: string, sequence: number): ScheduleEntry | undefined {
    const index = this.waiting.findIndex((entry) => entry.id === id && entry.sequence === sequence);
    if (index < 0) return undefined;
    const [entry] = this.waiting.splice(index, 1);
    return entry;
  }

  /** Drops every waiting entry. */
  removeAll(): void {
    this.waiting = [];
  }

  /** The waiting entries in due order. */
  inDueOrder(): readonly ScheduleEntry[] {
    return this.waiting.slice().sort((a, b) => a.dueMillis - b.dueMillis || a.sequence - b.sequence);
  }
}
