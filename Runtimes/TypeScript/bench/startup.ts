// The package's start-up cost: loading brands' envelopes into a catalog (JSON.parse, the digest
// check and every brand's strings, flags and theme decoded) against the floor, a bare JSON.parse
// of the same texts. Paired runs, alternating; prints the medians and their ratio.
//
//   node dist/bench/startup.js [RUNS] ENVELOPE.json...
//
// The envelopes are `brandgen --platform json`'s files (json/<id>.json).
import { readFileSync } from "node:fs";
import { BrandCatalog } from "../src/index";
import { nodeSha256 } from "../src/platform/node";

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function main(argv: readonly string[]): void {
  const runsText = argv[0] !== undefined && /^[0-9]+$/.test(argv[0]) ? argv[0] : undefined;
  const files = runsText === undefined ? argv : argv.slice(1);
  const runs = runsText === undefined ? 200 : Number(runsText);
  if (files.length === 0) throw new Error("usage: startup [RUNS] ENVELOPE.json...");
  const texts = files.map((file) => ({ id: (file.split("/").pop() ?? file).replace(/\.json$/, ""), text: readFileSync(file, "utf8") }));
  const bytes = texts.reduce((total, entry) => total + entry.text.length, 0);
  const floor: number[] = [];
  const load: number[] = [];
  let sink = 0;
  for (let run = 0; run < runs; run++) {
    // Alternate which goes first, so neither always runs on a warmer heap.
    for (const which of run % 2 === 0 ? ["floor", "load"] : ["load", "floor"]) {
      const started = process.hrtime.bigint();
      if (which === "floor") {
        for (const entry of texts) sink += Object.keys(JSON.parse(entry.text) as object).length;
        floor.push(Number(process.hrtime.bigint() - started) / 1e6);
      } else {
        const catalog = new BrandCatalog(nodeSha256);
        for (const entry of texts) catalog.load(entry.id, entry.text);
        sink += catalog.ids.length;
        load.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
  }
  const floorMedian = median(floor);
  const loadMedian = median(load);
  console.log(`${texts.length} envelopes, ${bytes} characters, ${runs} paired runs (${sink > 0 ? "checked" : "-"})`);
  console.log(`JSON.parse alone:        ${floorMedian.toFixed(3)} ms (median)`);
  console.log(`BrandCatalog.load:       ${loadMedian.toFixed(3)} ms (median)`);
  console.log(`ratio to the floor:      ${(loadMedian / floorMedian).toFixed(2)}x`);
  console.log(`first run (cold):        JSON.parse ${(floor[0] ?? 0).toFixed(3)} ms, BrandCatalog.load ${(load[0] ?? 0).toFixed(3)} ms`);
}

main(process.argv.slice(2));
