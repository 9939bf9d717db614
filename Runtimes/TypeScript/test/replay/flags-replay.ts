// Evaluates flags on the package's brands for the engine's flag differential
// (Tests/BrandGenTests/Flags/FlagDifferentialTests.swift), one line an evaluation as the
// engine's test prints it.
//
//   node dist/test/replay/flags-replay.js FLAGS CONTEXTS RESULTS
//
// FLAGS: one brand a line, "ID<TAB>FLAG<TAB>FLAG...", its envelope ID.json in the working
// folder. CONTEXTS: one flag context a line, tab-separated: userId, platform, appVersion,
// market, locale, the tier attribute, the segment attribute; U+0001 for none.
import { readFileSync, writeFileSync } from "node:fs";
import { BrandCatalog } from "../../src/index";
import type { FlagContext, FlagPlatform } from "../../src/index";
import { nodeSha256 } from "../../src/platform/node";

function context(line: string): FlagContext {
  const fields = line.split("\t").map((field) => (field === "\u0001" ? undefined : field));
  const attributes: { [name: string]: string } = {};
  const [userId, platform, appVersion, market, locale, tier, segment] = fields;
  if (tier !== undefined) attributes["tier"] = tier;
  if (segment !== undefined) attributes["segment"] = segment;
  const result: { -readonly [K in keyof FlagContext]: FlagContext[K] } = { attributes };
  if (userId !== undefined) result.userId = userId;
  if (platform !== undefined) result.platform = platform as FlagPlatform;
  if (appVersion !== undefined) result.appVersion = appVersion;
  if (market !== undefined) result.market = market;
  if (locale !== undefined) result.locale = locale;
  return result;
}

function main(argv: readonly string[]): void {
  const [flagsFile, contextsFile, results] = argv;
  if (flagsFile === undefined || contextsFile === undefined || results === undefined) throw new Error("usage: flags-replay FLAGS CONTEXTS RESULTS");
  const lines = (file: string): string[] => readFileSync(file, "utf8").split("\n").filter((line) => line.length > 0);
  const contexts = lines(contextsFile).map(context);
  const catalog = new BrandCatalog(nodeSha256);
  const out: string[] = [];
  for (const row of lines(flagsFile)) {
    const [name, ...flags] = row.split("\t");
    if (name === undefined) continue;
    const brand = catalog.load(name, readFileSync(name + ".json", "utf8"));
    for (const flag of flags) {
      contexts.forEach((flagContext, index) => {
        const result = brand.evaluateFlag(flag, flagContext);
        let line = name + "\t" + flag + "\t" + index + "\tvalue=" + result.value + " reason=" + result.reason;
        if (result.ruleIndex !== undefined) line += " rule=" + result.ruleIndex;
        if (result.errorCode !== undefined) line += " error=" + result.errorCode;
        out.push(line);
      });
    }
  }
  writeFileSync(results, out.join("\n") + "\n");
}

main(process.argv.slice(2));
