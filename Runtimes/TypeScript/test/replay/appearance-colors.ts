// Prints every appearance's colours of the package's brands, two ways, for the engine's
// appearance agreement test (Tests/BrandGenTests/AppearanceAgreementTests.swift): `scheme`,
// as `themeFor` gives them for the colour scheme React Native reports and the contrast
// setting; `named`, as `theme` gives them for the appearance's name.
//
//   node dist/test/replay/appearance-colors.js REQUESTS ID...
//
// REQUESTS: one appearance a line, "NAME<TAB>SCHEME<TAB>HIGH-CONTRAST" (true/false). Each
// brand's envelope is ID.json in the working folder. Standard output: JSON,
// { id: { appearance: { scheme: { token: "#RRGGBBAA" }, named: { ... } } } }.
import { readFileSync } from "node:fs";
import { BrandCatalog } from "../../src/index";
import type { Appearance, ColorSchemeName } from "../../src/index";
import { nodeSha256 } from "../../src/platform/node";

function main(argv: readonly string[]): void {
  const [requestsFile, ...ids] = argv;
  if (requestsFile === undefined) throw new Error("usage: appearance-colors REQUESTS ID...");
  const requests = readFileSync(requestsFile, "utf8").split("\n").filter((line) => line.length > 0).map((line) => {
    const [name, scheme, highContrast] = line.split("\t");
    if (name === undefined || scheme === undefined) throw new Error("not a request: " + line);
    return { name: name as Appearance, scheme: scheme as ColorSchemeName, highContrast: highContrast === "true" };
  });
  const catalog = new BrandCatalog(nodeSha256);
  const colors: { [id: string]: { [appearance: string]: { scheme: unknown; named: unknown } } } = {};
  for (const id of ids) {
    const brand = catalog.load(id, readFileSync(id + ".json", "utf8"));
    const appearances: { [appearance: string]: { scheme: unknown; named: unknown } } = {};
    for (const request of requests) {
      appearances[request.name] = { scheme: brand.themeFor(request.scheme, request.highContrast).colors, named: brand.theme(request.name).colors };
    }
    colors[id] = appearances;
  }
  process.stdout.write(JSON.stringify(colors));
}

main(process.argv.slice(2));
