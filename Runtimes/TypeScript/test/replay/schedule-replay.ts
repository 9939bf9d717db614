// Runs the package's ActionSchedule through the engine's schedule differential
// (Tests/AppBarEngineTests/ScheduleDifferentialTests.swift): a list of operations in, one line
// per delivered action and per operation's waiting list out, as that test describes the engine's.
//
//   node dist/test/replay/schedule-replay.js OPERATIONS RESULTS
//
// OPERATIONS: one a line, tab-separated: `step EFFECTS` (one reducer step's effects joined by
// `;`, each `schedule,ID,DELAY,TAG` or `cancel,ID`) or `advance MILLISECONDS`. A scheduled
// action is a betslip count of TAG, which names it.
import { readFileSync, writeFileSync } from "node:fs";
import { ActionSchedule } from "../../src/index";
import type { AppBarEffect, ScheduleEntry } from "../../src/index";

function effect(text: string): AppBarEffect {
  const [kind, id, delay, tag] = text.split(",");
  if (kind === "schedule" && id !== undefined && delay !== undefined && tag !== undefined) {
    return { type: "schedule", id, afterMillis: Number(delay), action: { type: "betslipCountChanged", count: Number(tag), source: "nativeStore" } };
  }
  if (kind === "cancel" && id !== undefined) return { type: "cancelScheduled", id };
  throw new Error("unknown effect " + text);
}

function tag(entry: ScheduleEntry): number {
  if (entry.action.type !== "betslipCountChanged") throw new Error("not a replay action");
  return entry.action.count;
}

function main(argv: readonly string[]): void {
  const [operations, results] = argv;
  if (operations === undefined || results === undefined) throw new Error("usage: schedule-replay OPERATIONS RESULTS");
  const schedule = new ActionSchedule();
  let now = 0;
  const out: string[] = [];
  for (const line of readFileSync(operations, "utf8").split("\n")) {
    if (line.length === 0) continue;
    const [kind, argument] = line.split("\t");
    if (kind === "step" && argument !== undefined) {
      schedule.apply(argument.split(";").map(effect), () => now);
    } else if (kind === "advance" && argument !== undefined) {
      const end = now + Number(argument);
      for (;;) {
        const entry = schedule.takeNextDue(end);
        if (entry === undefined) break;
        now = Math.max(now, entry.dueMillis);
        out.push("deliver " + entry.id + " tag=" + tag(entry) + " at=" + now);
      }
      now = end;
    } else {
      throw new Error("unknown operation " + line);
    }
    out.push(["waiting", ...schedule.inDueOrder().map((entry) => entry.id + "@" + entry.dueMillis + "#" + tag(entry))].join(" "));
  }
  writeFileSync(results, out.map((line) => line + "\n").join(""));
}

main(process.argv.slice(2));
