import { test } from "node:test";
import * as assert from "node:assert/strict";
import { createHash, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BrandCatalog, DeliveryClient, type DeliveryStorage, type Transport } from "../src/index";
import { folderStorage, nodeEd25519 } from "../src/platform/node";
import { envelope, fixtureProfile, sha256 } from "./support";

function keyPair(): { readonly key: string; readonly privateKey: KeyObject } {
  const pair = generateKeyPairSync("ed25519");
  const der = pair.publicKey.export({ format: "der", type: "spki" });
  return { key: Buffer64(der.subarray(12)), privateKey: pair.privateKey };
}

function Buffer64(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let text = "";
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[index], bytes[index + 1], bytes[index + 2]];
    const chunk = (a << 16) | (b << 8) | c;
    text += alphabet.charAt(chunk >> 18) + alphabet.charAt((chunk >> 12) & 63);
    text += index + 1 < bytes.length ? alphabet.charAt((chunk >> 6) & 63) : "=";
    text += index + 2 < bytes.length ? alphabet.charAt(chunk & 63) : "=";
  }
  return text;
}

const encoder = (text: string): Uint8Array => Uint8Array.from(Array.from(unescape(encodeURIComponent(text)), (character) => character.charCodeAt(0)));
declare function unescape(text: string): string;
declare function encodeURIComponent(text: string): string;

const rootKey = keyPair();
const onlineKey = keyPair();
const day = 86400 * 1000;
const now = Date.parse("2026-11-28T12:00:00Z");
const iso = (millis: number): string => new Date(millis).toISOString().replace(/\.\d{3}Z$/, "Z");

function rootFile(version: number, keys: readonly { readonly key: string; readonly privateKey: KeyObject }[], manifestKeys: readonly string[], epoch = 0): string {
  const signed = JSON.stringify({
    expires: iso(now + 365 * day), format: "brandengine.root", formatVersion: 1, manifestKeys, manifestThreshold: 1,
    rootKeys: keys.map((key) => key.key), rootThreshold: 1, version, versionEpoch: epoch,
  }, null, 2) + "\n";
  return JSON.stringify({ signatures: keys.map((key) => ({ key: key.key, signature: Buffer64(sign(null, encoder(signed), key.privateKey)) })), signed });
}

/** A host: files by path, changeable between refreshes. */
function host(files: Map<string, string>): Transport {
  return {
    async get(path, options) {
      const text = files.get(path);
      if (text === undefined) return { status: 404, body: new Uint8Array(0) };
      const body = encoder(text);
      if (body.length > options.maxBytes) throw new (await import("../src/delivery/platform")).TransportError("too-large", "cap");
      return { status: 200, body };
    },
  };
}

function publish(files: Map<string, string>, version: number, percent: number, key = onlineKey, created = now): void {
  const document = envelope(fixtureProfile({ flags: { "betslip-native": { default: false, rules: [{ rollout: { percent, salt: "ramp" } }] } } }));
  const digest = createHash("sha256").update(encoder(document)).digest("hex");
  files.set(`brands/${digest}.json`, document);
  const manifest = JSON.stringify({
    brands: [{ digest, id: "fixture", minimumEngineVersion: 1, size: encoder(document).length }],
    created: iso(created), expires: iso(created + 30 * day), format: "brandengine.bundle", formatVersion: 1, version,
  }, null, 2) + "\n";
  files.set("manifest.json", manifest);
  files.set("manifest.sig", Buffer64(sign(null, encoder(manifest), key.privateKey)) + "\n");
}

function share(catalog: BrandCatalog): number {
  let on = 0;
  for (let user = 0; user < 2000; user++) if (catalog.brand("fixture").evaluateFlag("betslip-native", { userId: "user-" + user }).value) on++;
  return on / 2000;
}

function client(files: Map<string, string>, storage: DeliveryStorage, catalog = new BrandCatalog(sha256), clock = () => now): DeliveryClient {
  return new DeliveryClient({
    root: rootFile(1, [rootKey], [onlineKey.key]), verifier: nodeEd25519, sha256, transport: host(files), storage, catalog, now: clock,
  });
}

test("a ramp from 25% to 50% arrives in a signed bundle, and what is refused leaves the catalog as it was", async () => {
  const folder = mkdtempSync(join(tmpdir(), "delivery-"));
  try {
    const files = new Map<string, string>();
    const catalog = new BrandCatalog(sha256);
    const remote = client(files, folderStorage(folder), catalog);
    publish(files, 10, 25);
    assert.deepEqual(await remote.refresh(), { kind: "updated", version: 10 });
    const quarter = share(catalog);
    assert.ok(quarter > 0.22 && quarter < 0.28, String(quarter));
    publish(files, 11, 50);
    assert.deepEqual(await remote.refresh(), { kind: "updated", version: 11 });
    assert.ok(share(catalog) > 0.47 && share(catalog) < 0.53);
    // Rollback, reuse, jump, a stranger's key, a tampered document: refused, the 50% stays.
    publish(files, 9, 0);
    assert.equal((await remote.refresh()).kind === "rejected" && remote.lastRejection?.code, "rollback");
    publish(files, 11, 0);
    assert.equal(remote.lastRejection !== undefined && (await remote.refresh(), remote.lastRejection.code), "version-reused");
    publish(files, 11 + 2 ** 32 + 1, 0);
    await remote.refresh();
    assert.equal(remote.lastRejection?.code, "version-jump");
    publish(files, 12, 0, keyPair());
    await remote.refresh();
    assert.equal(remote.lastRejection?.code, "bad-signature");
    publish(files, 12, 0, onlineKey, now + day);
    await remote.refresh();
    assert.equal(remote.lastRejection?.code, "created-in-future");
    publish(files, 12, 0);
    for (const [path, text] of files) if (path.startsWith("brands/")) files.set(path, text.replace("Roboto", "Robotu"));
    await remote.refresh();
    assert.equal(remote.lastRejection?.code, "bad-digest");
    assert.ok(share(catalog) > 0.47 && share(catalog) < 0.53);
    // A restart serves the stored bundle, verified again; a damaged folder heals at the next refresh.
    const restarted = new BrandCatalog(sha256);
    const again = client(files, folderStorage(folder), restarted);
    assert.equal(again.source, "cached");
    assert.equal(again.version, 11);
    const storage = folderStorage(folder);
    for (const name of storage.list()) if (name.startsWith("document-")) storage.write(name, "{}");
    const damaged = client(files, folderStorage(folder), new BrandCatalog(sha256));
    assert.equal(damaged.source, "bundled");
    assert.equal(damaged.lastRejection?.code, "stored-document");
    publish(files, 12, 25);
    assert.deepEqual(await damaged.refresh(), { kind: "updated", version: 12 });
    assert.equal(client(files, folderStorage(folder)).source, "cached");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test("roots are walked one version at a time, with both thresholds; a new online key revokes the old", async () => {
  const memory = new Map<string, string>();
  const storage: DeliveryStorage = {
    read: (name) => memory.get(name), write: (name, text) => void memory.set(name, text), remove: (name) => void memory.delete(name), list: () => Array.from(memory.keys()),
  };
  const files = new Map<string, string>();
  const remote = client(files, storage);
  const newOnline = keyPair();
  const newRoot = keyPair();
  // Signed by the new root key only: the old root's threshold is not met.
  files.set("root/2.json", rootFile(2, [newRoot], [newOnline.key]));
  publish(files, 1, 25);
  await remote.refresh();
  assert.equal(remote.lastRejection?.code, "root-threshold");
  assert.equal(remote.trustedRoot.version, 1);
  // Skipping a version is refused.
  files.set("root/2.json", rootFile(3, [rootKey], [newOnline.key]));
  await remote.refresh();
  assert.equal(remote.lastRejection?.code, "root-version");
  files.set("root/2.json", rootFile(2, [rootKey, newRoot], [newOnline.key]).replace('"rootThreshold": 1', '"rootThreshold": 1'));
  publish(files, 2, 25);
  await remote.refresh();
  assert.equal(remote.trustedRoot.version, 2);
  assert.equal(remote.lastRejection?.code, "bad-signature");
  publish(files, 2, 25, newOnline);
  assert.deepEqual(await remote.refresh(), { kind: "updated", version: 2 });
  assert.equal(client(files, storage).trustedRoot.version, 2);
});
