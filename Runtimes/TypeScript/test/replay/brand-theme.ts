// Prints the theme the package reads from one envelope, as JSON, for the engine's tests
// (Tests/BrandGenTests/LineHeightTests.swift).
//
//   node dist/test/replay/brand-theme.js ENVELOPE [APPEARANCE]
import { readFileSync } from "node:fs";
import { Brand } from "../../src/index";
import type { Appearance } from "../../src/index";
import { nodeSha256 } from "../../src/platform/node";

const [file, appearance] = process.argv.slice(2);
if (file === undefined) throw new Error("usage: brand-theme ENVELOPE [APPEARANCE]");
const brand = Brand.fromEnvelope(readFileSync(file, "utf8"), nodeSha256);
process.stdout.write(JSON.stringify(brand.theme((appearance ?? "light") as Appearance)));
