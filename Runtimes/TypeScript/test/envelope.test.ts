import { test } from "node:test";
import * as assert from "node:assert/strict";
import { Brand, BrandCatalog, EnvelopeError, readEnvelope, type EnvelopeErrorCode } from "../src/index";
import { envelope, fixtureProfile, sha256 } from "./support";

function code(body: () => unknown): EnvelopeErrorCode | undefined {
  try {
    body();
  } catch (error) {
    if (error instanceof EnvelopeError) return error.code;
    throw error;
  }
  return undefined;
}

test("a good envelope reads, with its base and digest", () => {
  const read = readEnvelope(envelope(fixtureProfile(), { base: "entain" }), sha256);
  assert.equal(read.base, "entain");
  assert.ok(read.digest.startsWith("sha256:"));
  assert.equal(read.profile["id"], "fixture");
});

test("each envelope problem has its code, as the Swift reader refuses it", () => {
  const good = envelope(fixtureProfile());
  assert.equal(code(() => readEnvelope("{", sha256)), "not-json");
  assert.equal(code(() => readEnvelope("[]", sha256)), "not-an-object");
  assert.equal(code(() => readEnvelope(good.replace("brandengine.runtime-profile", "brandengine.other"), sha256)), "wrong-format");
  assert.equal(code(() => readEnvelope(good.replace('"version": 1', '"version": 2'), sha256)), "wrong-version");
  assert.equal(code(() => readEnvelope(good.replace('"version": 1', '"version": "1"'), sha256)), "wrong-version");
  assert.equal(code(() => readEnvelope(envelope(fixtureProfile(), { base: "Not A Brand" }), sha256)), "bad-base");
  assert.equal(code(() => readEnvelope(JSON.stringify({ format: "brandengine.runtime-profile", version: 1 }), sha256)), "no-profile");
  // One character of the profile changed: the digest no longer matches.
  assert.equal(code(() => readEnvelope(good.replace("Roboto", "Robotu"), sha256)), "digest-mismatch");
  // The digest names the profile's text: a `profile` key inside a string or a nested object is not it.
  const nested = envelope({ ...fixtureProfile(), name: "\"profile\": {}" });
  assert.equal(code(() => readEnvelope(nested, sha256)), undefined);
  assert.equal(code(() => readEnvelope("x".repeat(8 * 1024 * 1024 + 1), sha256)), "too-large");
});

test("a profile the runtime cannot read is invalid-profile, naming where", () => {
  const error = (() => {
    try {
      Brand.fromEnvelope(envelope(fixtureProfile({ locales: [] })), sha256);
    } catch (caught) {
      return caught;
    }
    return undefined;
  })();
  assert.ok(error instanceof EnvelopeError);
  assert.equal(error.code, "invalid-profile");
  assert.ok(error.message.includes("/locales"));
  assert.equal(code(() => Brand.fromEnvelope(envelope(fixtureProfile({ flags: { x: { default: true, rules: [{ rollout: { percent: 101 } }] } } })), sha256)), "invalid-profile");
  assert.equal(code(() => Brand.fromEnvelope(envelope(fixtureProfile(), {}), sha256, "other")), "invalid-profile");
});

test("a bad envelope never replaces a brand already loaded; a good one replaces it at once", () => {
  const catalog = new BrandCatalog(sha256);
  const heard: string[] = [];
  const stop = catalog.subscribe((brand) => heard.push(brand.name));
  catalog.load("fixture", envelope(fixtureProfile()));
  assert.equal(code(() => catalog.load("fixture", envelope(fixtureProfile()).replace("Roboto", "Robotu"))), "digest-mismatch");
  assert.equal(catalog.brand("fixture").name, "Fixture \"Brand\"");
  catalog.load("fixture", envelope(fixtureProfile({ name: "Renamed" })));
  assert.equal(catalog.brand("fixture").name, "Renamed");
  stop();
  catalog.load("fixture", envelope(fixtureProfile({ name: "Again" })));
  assert.deepEqual(heard, ["Fixture \"Brand\"", "Renamed"]);
  assert.equal(code(() => catalog.load("../x", "{}")), "bad-brand-id");
  const problems = catalog.loadAll({ fixture: "{", other: envelope(fixtureProfile({ id: "other" })) });
  assert.deepEqual(problems.map((problem) => [problem.id, problem.error.code]), [["fixture", "not-json"]]);
  assert.deepEqual(catalog.ids, ["fixture", "other"]);
});
