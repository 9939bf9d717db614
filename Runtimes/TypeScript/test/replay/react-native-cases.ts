// Runs the React Native differential's cases (Tests/BrandGenTests/ReactNativeTests.swift) on
// the package, reading the envelopes a compiled sample app holds (brandgen's React Native
// modules and Tests/Fixtures/ReactNative/app.ts), once with `Intl.PluralRules` and once
// without it, in one process.
//
//   node dist/test/replay/react-native-cases.js APP CASES RESULTS
//
// APP: the compiled sample app (out/app.js). CASES: a JSON array of cases, each a call of
// the package: { kind, brand, locale, selections?, stairs?, key?, count?, amount?, parameters? }.
// RESULTS gets { withIntl: [...], withoutIntl: [...] }, one result a case.
import { readFileSync, writeFileSync } from "node:fs";
import { BrandCatalog } from "../../src/index";
import type { Brand, OddsBoostStairs } from "../../src/index";
import { nodeSha256 } from "../../src/platform/node";

/** What the driver calls of the sample app. */
interface SampleApp {
  loadAll(catalog: BrandCatalog): string[];
  balanceLabel(catalog: BrandCatalog, id: string, locale: string, balance: number): string;
}

interface Case {
  readonly kind: string;
  readonly brand: string;
  readonly locale: string;
  readonly selections?: number;
  readonly stairs?: OddsBoostStairs | null;
  readonly key?: string;
  readonly count?: number;
  readonly amount?: number;
  readonly parameters?: { readonly [name: string]: string | number };
}

/** `translate` with a key and parameters known only at run time, as cases give them. */
type Translate = (locale: string, key: string, parameters?: { readonly [name: string]: string | number }) => string;

function required<T>(value: T | undefined, what: string, c: Case): T {
  if (value === undefined) throw new Error(`a ${c.kind} case has no ${what}: ${JSON.stringify(c)}`);
  return value;
}

function run(catalog: BrandCatalog, app: SampleApp, cases: readonly Case[]): unknown[] {
  return cases.map((c) => {
    const brand: Brand = catalog.brand(c.brand);
    const translate = brand.translate.bind(brand) as unknown as Translate;
    switch (c.kind) {
      case "boost": return { display: brand.oddsBoostDisplay(required(c.selections, "selections", c), c.locale, c.stairs === undefined ? undefined : c.stairs) };
      case "plural": return { text: translate(c.locale, required(c.key, "key", c), c.parameters) };
      case "text": return { text: c.parameters === undefined ? translate(c.locale, required(c.key, "key", c)) : translate(c.locale, required(c.key, "key", c), c.parameters) };
      case "name": return { text: brand.name };
      case "category": return { category: brand.pluralCategory(c.locale, required(c.count, "count", c)) };
      case "amount": return { text: brand.formatAmount(c.locale, required(c.amount, "amount", c)) };
      case "balance": return { text: app.balanceLabel(catalog, c.brand, c.locale, required(c.amount, "amount", c)) };
      default: throw new Error("unknown case " + c.kind);
    }
  });
}

function main(argv: readonly string[]): void {
  const [appFile, casesFile, results] = argv;
  if (appFile === undefined || casesFile === undefined || results === undefined) throw new Error("usage: react-native-cases APP CASES RESULTS");
  const app = require(appFile) as SampleApp;
  const catalog = new BrandCatalog(nodeSha256);
  const problems = app.loadAll(catalog);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const cases = JSON.parse(readFileSync(casesFile, "utf8")) as Case[];
  const withIntl = run(catalog, app, cases);
  // The package's own plural rules, as on a React Native engine without Intl.PluralRules.
  const intl = Intl as { PluralRules?: unknown };
  const pluralRules = intl.PluralRules;
  delete intl.PluralRules;
  if (intl.PluralRules !== undefined) throw new Error("Intl.PluralRules could not be removed");
  const withoutIntl = run(catalog, app, cases);
  intl.PluralRules = pluralRules;
  writeFileSync(results, JSON.stringify({ withIntl, withoutIntl }));
}

main(process.argv.slice(2));
