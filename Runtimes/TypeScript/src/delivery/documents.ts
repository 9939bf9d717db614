/**
 * The signed documents of a bundle (docs/delivery.md): the root of trust and the manifest,
 * read strictly (no duplicate member, integers only where integers are meant) before use.
 */
import { base64Bytes, type Ed25519Verifier } from "./platform";
import { utf8Bytes } from "../digest";

/** Why the client refused something: the Swift client's `DeliveryRejection` codes. */
export type RejectionCode =
  | "network" | "http-status" | "malformed-manifest" | "bad-signature" | "expired" | "rollback" | "version-reused" | "version-jump"
  | "created-in-future" | "lifetime-too-long" | "too-large" | "deadline" | "redirect" | "bad-digest" | "document-invalid"
  | "needs-newer-engine" | "malformed-root" | "root-version" | "root-threshold" | "root-expired" | "malformed-key" | "stored-root"
  | "stored-bundle" | "stored-document" | "epoch-ahead" | "content-encoding";

export class DeliveryRejection extends Error {
  constructor(readonly code: RejectionCode, message: string) {
    super(`${code}: ${message}`);
    this.name = "DeliveryRejection";
  }
}

type Mapping = { readonly [key: string]: unknown };

/** JSON with no member twice in one object, as the Swift client's strict reader. */
export function strictJSON(text: string, code: RejectionCode): Mapping {
  // A member twice in one object: keys seen per nesting level, by a token scan.
  const stack: Set<string>[] = [];
  const kinds: string[] = [];
  for (let index = 0; index < text.length; index++) {
    const character = text.charAt(index);
    if (character === "{" || character === "[") {
      kinds.push(character);
      stack.push(new Set());
    } else if (character === "}" || character === "]") {
      kinds.pop();
      stack.pop();
    } else if (character === '"') {
      const start = index;
      index++;
      while (index < text.length && text.charAt(index) !== '"') index += text.charAt(index) === "\\" ? 2 : 1;
      let after = index + 1;
      while (/\s/.test(text.charAt(after))) after++;
      if (kinds[kinds.length - 1] === "{" && text.charAt(after) === ":") {
        const key = text.substring(start, index + 1);
        const seen = stack[stack.length - 1];
        if (seen !== undefined) {
          if (seen.has(key)) throw new DeliveryRejection(code, `member ${key} appears twice`);
          seen.add(key);
        }
      }
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DeliveryRejection(code, `not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new DeliveryRejection(code, "not an object");
  return value as Mapping;
}

function integer(value: unknown, what: string, code: RejectionCode): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) throw new DeliveryRejection(code, `${what} is not an integer`);
  return value;
}

/** An RFC 3339 UTC time; with `fraction`, fractional seconds too (a root's expiry may have them, a manifest's dates not). */
function date(value: unknown, what: string, code: RejectionCode, fraction = false): number {
  const pattern = fraction ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/ : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
  const millis = typeof value === "string" && pattern.test(value) ? Date.parse(value) : NaN;
  if (isNaN(millis)) throw new DeliveryRejection(code, `${what} is not a UTC time (2026-11-23T16:00:00Z)`);
  return millis;
}

/** The y values of the eight points whose order divides 8 (libsodium's list), as the Swift client's `BundlePublicKey`. */
const smallOrderY: readonly string[] = [
  "00".repeat(32),
  "01" + "00".repeat(31),
  "ec" + "ff".repeat(30) + "7f",
  "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
];

function hex(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += byte.toString(16).padStart(2, "0");
  return text;
}

/**
 * A raw Ed25519 public key: the base64 of 32 bytes, a canonical encoding (y below 2^255 - 19)
 * and not a point of small order; no key pair `brandgen keygen` makes is either. Refused with `code`.
 */
function publicKey(text: unknown, code: RejectionCode): string {
  const bytes = typeof text === "string" ? base64Bytes(text) : undefined;
  if (bytes === undefined || bytes.length !== 32) throw new DeliveryRejection(code, `${String(text).slice(0, 44)} is not a base64 Ed25519 public key`);
  const top = bytes[31] ?? 0;
  if ((top & 0x7f) === 0x7f && bytes.subarray(1, 31).every((byte) => byte === 0xff) && (bytes[0] ?? 0) >= 0xed) {
    throw new DeliveryRejection(code, `${text as string} is not a canonical Ed25519 point encoding (y is not below 2^255 - 19)`);
  }
  const y = Uint8Array.from(bytes);
  y[31] = top & 0x7f;
  if (smallOrderY.indexOf(hex(y)) >= 0) throw new DeliveryRejection(code, `${text as string} is a point of small order, which is no one's key`);
  return text as string;
}

/** A root of trust: its keys and thresholds (docs/delivery.md, "Root of trust"). */
export interface TrustRoot {
  readonly version: number;
  readonly expires: number;
  readonly rootKeys: readonly string[];
  readonly rootThreshold: number;
  readonly manifestKeys: readonly string[];
  readonly manifestThreshold: number;
  readonly versionEpoch: number;
  /** The root file's text, as stored. */
  readonly file: string;
}

/** The distinct keys of `keys` that signed `message` (each key counts once). */
function signers(keys: readonly string[], message: Uint8Array, signatures: readonly { readonly key?: string; readonly signature: Uint8Array }[], verifier: Ed25519Verifier): number {
  let count = 0;
  for (const key of new Set(keys)) {
    const raw = base64Bytes(key);
    if (raw === undefined) continue;
    if (signatures.some((signature) => (signature.key === undefined || signature.key === key) && verifier.verify(raw, message, signature.signature))) count++;
  }
  return count;
}

/** A root file (`root/<n>.json`): `{ signatures: [{ key, signature }], signed }`, read strictly; thresholds are checked by the caller. */
export function readRoot(file: string): { readonly root: TrustRoot; readonly signed: Uint8Array; readonly signatures: readonly { readonly key: string; readonly signature: Uint8Array }[] } {
  const outer = strictJSON(file, "malformed-root");
  const signedText = outer["signed"];
  const written = outer["signatures"];
  if (typeof signedText !== "string" || !Array.isArray(written) || written.length > 32) throw new DeliveryRejection("malformed-root", "a root file is { signatures (at most 32), signed }");
  const signatures = written.map((entry: unknown) => {
    const fields = typeof entry === "object" && entry !== null ? (entry as Mapping) : {};
    const signature = typeof fields["signature"] === "string" ? base64Bytes(fields["signature"]) : undefined;
    if (typeof fields["key"] !== "string" || signature === undefined) throw new DeliveryRejection("malformed-root", "a signature is { key, signature } in base64");
    return { key: publicKey(fields["key"], "malformed-root"), signature };
  });
  if (new Set(signatures.map((signature) => signature.key)).size !== signatures.length) throw new DeliveryRejection("malformed-root", "a key signs twice");
  const document = strictJSON(signedText, "malformed-root");
  if (document["format"] !== "brandengine.root" || document["formatVersion"] !== 1) throw new DeliveryRejection("malformed-root", "not a brandengine.root, format version 1");
  const keys = (value: unknown): string[] => {
    if (!Array.isArray(value) || value.length > 16) throw new DeliveryRejection("malformed-root", "a key list has at most 16 keys");
    const list = value.map((key) => publicKey(key, "malformed-root"));
    if (new Set(list).size !== list.length) throw new DeliveryRejection("malformed-root", "a key is listed twice");
    return list;
  };
  const rootKeys = keys(document["rootKeys"]);
  const manifestKeys = keys(document["manifestKeys"]);
  const rootThreshold = integer(document["rootThreshold"], "rootThreshold", "malformed-root");
  const manifestThreshold = integer(document["manifestThreshold"], "manifestThreshold", "malformed-root");
  if (rootThreshold < 1 || rootThreshold > rootKeys.length || manifestThreshold < 1 || manifestThreshold > manifestKeys.length) {
    throw new DeliveryRejection("malformed-root", "a threshold is below 1 or above its keys");
  }
  const version = integer(document["version"], "version", "malformed-root");
  if (version < 1) throw new DeliveryRejection("malformed-root", "version is below 1");
  const versionEpoch = document["versionEpoch"] === undefined ? 0 : integer(document["versionEpoch"], "versionEpoch", "malformed-root");
  if (versionEpoch < 0) throw new DeliveryRejection("malformed-root", "versionEpoch is below 0");
  const root: TrustRoot = {
    version, expires: date(document["expires"], "expires", "malformed-root", true), rootKeys, rootThreshold, manifestKeys, manifestThreshold,
    versionEpoch, file,
  };
  return { root, signed: utf8Bytes(signedText), signatures };
}

/** The pinned root: signed by its own threshold. */
export function pinnedRoot(file: string, verifier: Ed25519Verifier): TrustRoot {
  const { root, signed, signatures } = readRoot(file);
  if (signers(root.rootKeys, signed, signatures, verifier) < root.rootThreshold) throw new DeliveryRejection("root-threshold", `root ${root.version} is not signed by ${root.rootThreshold} of its keys`);
  return root;
}

/** The successor of `trusted`: version + 1, signed by the threshold of the trusted root's keys and of its own, epoch never lowered. */
export function nextRoot(trusted: TrustRoot, file: string, verifier: Ed25519Verifier): TrustRoot {
  const { root, signed, signatures } = readRoot(file);
  if (root.version !== trusted.version + 1) throw new DeliveryRejection("root-version", `root ${root.version} does not follow root ${trusted.version}`);
  if (signers(trusted.rootKeys, signed, signatures, verifier) < trusted.rootThreshold || signers(root.rootKeys, signed, signatures, verifier) < root.rootThreshold) {
    throw new DeliveryRejection("root-threshold", `root ${root.version} is not signed by the threshold of root ${trusted.version}'s keys and of its own`);
  }
  if (root.versionEpoch < trusted.versionEpoch) throw new DeliveryRejection("malformed-root", "versionEpoch goes down");
  if (root.versionEpoch > trusted.versionEpoch && root.manifestKeys.some((key) => trusted.manifestKeys.indexOf(key) >= 0)) {
    throw new DeliveryRejection("malformed-root", "a raised versionEpoch keeps an old manifest key");
  }
  return root;
}

export interface ManifestBrand {
  readonly id: string;
  readonly digest: string;
  readonly size: number;
  readonly minimumEngineVersion: number;
}

export interface Manifest {
  readonly version: number;
  readonly created: number;
  readonly expires: number;
  readonly brands: readonly ManifestBrand[];
}

/** Most signatures (lines) read from `manifest.sig`: one per key a root may list. */
export const maximumSignatureLines = 16;
/** Largest `manifest.sig` read: that many lines of a base64 signature (88 bytes) and a CR LF. */
export const maximumSignatureFileSize = maximumSignatureLines * 90;

/** `manifest.json` checked against `manifest.sig` under `root`, at wall time `now`. */
export function readManifest(bytes: Uint8Array, text: string, signatureFile: string, root: TrustRoot, verifier: Ed25519Verifier, now: number | null): Manifest {
  const lines = signatureFile.split(/\r?\n|\r/).map((line) => line.trim()).filter((line) => line.length > 0);
  if (lines.length < 1 || lines.length > maximumSignatureLines) throw new DeliveryRejection("malformed-manifest", `manifest.sig holds ${lines.length} signatures; 1 to ${maximumSignatureLines} are read`);
  const signatures = lines.map((line) => {
    const signature = base64Bytes(line);
    if (signature === undefined || signature.length !== 64) throw new DeliveryRejection("malformed-manifest", "manifest.sig is not the base64 of 64-byte Ed25519 signatures, one a line");
    return { signature };
  });
  if (signers(root.manifestKeys, bytes, signatures, verifier) < root.manifestThreshold) {
    throw new DeliveryRejection("bad-signature", `the manifest is not signed by ${root.manifestThreshold} of root ${root.version}'s manifest keys`);
  }
  const document = strictJSON(text, "malformed-manifest");
  if (document["format"] !== "brandengine.bundle" || document["formatVersion"] !== 1) throw new DeliveryRejection("malformed-manifest", "not a brandengine.bundle, format version 1");
  const created = date(document["created"], "created", "malformed-manifest");
  const expires = date(document["expires"], "expires", "malformed-manifest");
  if (expires - created > 90 * 86400 * 1000) throw new DeliveryRejection("lifetime-too-long", "the manifest lives more than 90 days");
  // `now` null: a stored bundle verified again at start-up, served past its expiry if it must be.
  if (now !== null) {
    if (created > now + 5 * 60 * 1000) throw new DeliveryRejection("created-in-future", "the manifest was created more than 5 minutes ahead of this clock");
    if (expires <= now) throw new DeliveryRejection("expired", "the manifest has expired");
    if (root.expires <= now) throw new DeliveryRejection("root-expired", `root ${root.version} has expired`);
  }
  const written = document["brands"];
  if (!Array.isArray(written)) throw new DeliveryRejection("malformed-manifest", "brands is not a list");
  const ids = new Set<string>();
  const brands = written.map((entry: unknown): ManifestBrand => {
    const fields = typeof entry === "object" && entry !== null ? (entry as Mapping) : {};
    const id = fields["id"];
    const digest = fields["digest"];
    if (typeof id !== "string" || !/^[a-z0-9-]{1,64}$/.test(id) || ids.has(id) || typeof digest !== "string" || !/^[0-9a-f]{64}$/.test(digest)) {
      throw new DeliveryRejection("malformed-manifest", "a brand needs a unique id and a SHA-256 digest");
    }
    ids.add(id);
    return { id, digest, size: integer(fields["size"], "size", "malformed-manifest"), minimumEngineVersion: integer(fields["minimumEngineVersion"], "minimumEngineVersion", "malformed-manifest") };
  });
  return { version: integer(document["version"], "version", "malformed-manifest"), created, expires, brands };
}
