import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Sha256 } from "../digest";

/** SHA-256 by `node:crypto`: the Node default of the `Sha256` piece. */
export const nodeSha256: Sha256 = {
  hex(bytes: Uint8Array): string {
    return createHash("sha256").update(bytes).digest("hex");
  },
};

/** Every `<id>.json` envelope of `folder` (brandgen's `json/`), read into `catalog`; returns the problems. */
export function loadFolder(catalog: import("../catalog").BrandCatalog, folder: string): readonly import("../catalog").CatalogProblem[] {
  const envelopes: { [id: string]: string } = {};
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith(".json")) continue;
    envelopes[name.substring(0, name.length - ".json".length)] = readFileSync(join(folder, name), "utf8");
  }
  return catalog.loadAll(envelopes);
}
