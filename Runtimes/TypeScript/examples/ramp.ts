/**
 * A ramp with no rebuild: loads brands from their envelopes (what the app ships), takes a
 * signed bundle from a loopback server, shows the share of users a flag is on for, then the
 * server publishes the next bundle and the same process shows the new share.
 *
 *   node dist/examples/ramp.js <envelopes folder> <flag> <brand> <bundle folder>...
 *
 * Each bundle folder is `brandgen bundle`'s output; the pinned root is the first's `root/1.json`.
 */
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BrandCatalog, DeliveryClient } from "../src/index";
import { folderStorage, loadFolder, nodeEd25519, nodeHttpTransport, nodeSha256 } from "../src/platform/node";

async function main(): Promise<void> {
  const [envelopes, flag, brandId, ...bundles] = process.argv.slice(2);
  const first = bundles[0];
  if (envelopes === undefined || flag === undefined || brandId === undefined || first === undefined) {
    console.error("usage: ramp <envelopes folder> <flag> <brand> <bundle folder>...");
    process.exitCode = 2;
    return;
  }
  const started = process.hrtime.bigint();
  const catalog = new BrandCatalog(nodeSha256);
  const problems = loadFolder(catalog, envelopes);
  const loaded = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`bundled: ${catalog.ids.join(", ")} in ${loaded.toFixed(1)} ms${problems.length > 0 ? "; refused " + problems.map((problem) => problem.id + " (" + problem.error.code + ")").join(", ") : ""}`);
  const share = (): string => {
    let on = 0;
    for (let user = 0; user < 10000; user++) if (catalog.brand(brandId).evaluateFlag(flag, { userId: "user-" + user, platform: "react-native" }).value) on++;
    return (on / 100).toFixed(2) + "%";
  };
  console.log(`${brandId} ${flag}: on for ${share()} of 10,000 users (bundled)`);
  catalog.subscribe((brand) => console.log(`  live update: ${brand.id} from a bundle`));

  let serving = first;
  const server = createServer((request, response) => {
    const path = join(serving, (request.url ?? "/").replace(/\?.*$/, ""));
    if (!path.startsWith(serving) || (request.url ?? "").includes("..") || !existsSync(path)) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const folder = mkdtempSync(join(tmpdir(), "ramp-"));
  try {
    const client = new DeliveryClient({
      root: readFileSync(join(first, "root/1.json"), "utf8"), verifier: nodeEd25519, sha256: nodeSha256,
      transport: nodeHttpTransport(`http://127.0.0.1:${port}/`), storage: folderStorage(folder), catalog,
    });
    for (const bundle of bundles) {
      serving = bundle;
      const before = process.hrtime.bigint();
      const outcome = await client.refresh();
      const took = Number(process.hrtime.bigint() - before) / 1e6;
      const what = outcome.kind === "rejected" ? "rejected: " + outcome.rejection.message : outcome.kind + " to version " + outcome.version;
      console.log(`refresh from http://127.0.0.1:${port}/ (${bundle}): ${what} in ${took.toFixed(1)} ms`);
      console.log(`${brandId} ${flag}: on for ${share()} of 10,000 users (bundle ${client.version ?? "-"}, no rebuild)`);
    }
  } finally {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(String(error));
  process.exitCode = 1;
});
