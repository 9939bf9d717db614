// Prints the app bar's contract colours of the package's brands in every appearance, as the
// reducer resolves them for a view (the brand's palette, the tool-slot handler's colours drawn
// from it, the contract's fallbacks), for the engine's differential test
// (Tests/BrandGenTests/AppBarTypeScriptDifferentialTests.swift).
//
//   node dist/test/replay/appbar-colors.js TOKENS ID...
//
// TOKENS: the contract's colour tokens, one a line. Each brand's envelope is ID.json in the
// working folder. Standard output: one line a brand, appearance and token,
// "ID<TAB>APPEARANCE<TAB>TOKEN<TAB>#RRGGBB" ("-" for none).
import { readFileSync } from "node:fs";
import { AppBarReducer, Brand, appearances } from "../../src/index";
import { nodeSha256 } from "../../src/platform/node";

function main(argv: readonly string[]): void {
  const [tokensFile, ...ids] = argv;
  if (tokensFile === undefined) throw new Error("usage: appbar-colors TOKENS ID...");
  const tokens = readFileSync(tokensFile, "utf8").split("\n").filter((line) => line.length > 0);
  const out: string[] = [];
  for (const id of ids) {
    const reducer = new AppBarReducer(Brand.fromEnvelope(readFileSync(id + ".json", "utf8"), nodeSha256, id));
    for (const appearance of appearances) {
      const state = { ...reducer.initialState, appearance };
      for (const token of tokens) out.push([id, appearance, token, reducer.color(state, token) ?? "-"].join("\t"));
    }
  }
  process.stdout.write(out.join("\n") + "\n");
}

main(process.argv.slice(2));
