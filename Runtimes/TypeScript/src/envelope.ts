import { utf8Bytes, type Sha256 } from "./digest";

/**
 * Why an envelope is refused. `code` is stable for programs; `message` is the Swift
 * reader's sentence (`RuntimeProfileFormat`), `hint` what to do.
 */
export type EnvelopeErrorCode =
  | "bad-brand-id"
  | "too-large"
  | "not-json"
  | "not-an-object"
  | "wrong-format"
  | "wrong-version"
  | "no-profile"
  | "bad-base"
  | "digest-mismatch"
  | "invalid-profile";

export class EnvelopeError extends Error {
  constructor(readonly code: EnvelopeErrorCode, message: string, readonly hint?: string) {
    super(hint === undefined ? message : `${message} (${hint})`);
    this.name = "EnvelopeError";
  }
}

export const envelopeFormat = "brandengine.runtime-profile";
export const envelopeVersion = 1;
/** The engine's default `ParseLimits.maxInputBytes`: 8 MiB. */
export const maximumEnvelopeBytes = 8 * 1024 * 1024;

/** What a checked envelope holds. */
export interface Envelope {
  readonly profile: { readonly [key: string]: unknown };
  readonly base: string | undefined;
  readonly digest: string;
}

export function isBrandId(id: string): boolean {
  return /^[a-z0-9-]+$/.test(id) && id.length <= 64;
}

const quote = 0x22;
const backslash = 0x5c;

/** JSON's whitespace: space, tab, line feed, carriage return. */
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** The index of the quote that closes the string opening at `start`. */
function stringEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === quote) return index;
    index += code === backslash ? 2 : 1;
  }
  return index;
}

/** The end (exclusive) of the JSON value starting at `start` in `text` (which parsed already). */
function valueEnd(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === quote) {
      index = stringEnd(text, index);
      if (depth === 0) return index + 1;
    } else if (code === 0x7b || code === 0x5b) {
      depth++;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
      if (depth === 0) return index + 1;
    } else if (depth === 0 && (isSpace(code) || code === 0x2c)) {
      return index;
    }
  }
  return text.length;
}

/** `text` without the whitespace between tokens: JSON written compactly, as the digest is taken. */
function compact(text: string): string {
  const parts: string[] = [];
  let runStart = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === quote) {
      index = stringEnd(text, index);
    } else if (isSpace(code)) {
      if (index > runStart) parts.push(text.substring(runStart, index));
      runStart = index + 1;
    }
  }
  parts.push(text.substring(runStart));
  return parts.join("");
}

/**
 * The top-level `"profile"` member's value text in an envelope's text: scanned by tokens, so a
 * key inside a string or a nested object is never taken for it.
 */
function profileText(text: string): string | undefined {
  let depth = 0;
  let found: string | undefined;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === quote) {
      const start = index;
      index = stringEnd(text, index);
      if (depth !== 1) continue;
      let after = index + 1;
      while (isSpace(text.charCodeAt(after))) after++;
      if (text.charCodeAt(after) !== 0x3a) continue;
      const key = JSON.parse(text.substring(start, index + 1)) as string;
      after++;
      while (isSpace(text.charCodeAt(after))) after++;
      const end = valueEnd(text, after);
      if (key === "profile") found = text.substring(after, end);
      index = end - 1;
    } else if (code === 0x7b || code === 0x5b) {
      depth++;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return found;
}

function isObject(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads an envelope (`brandgen --platform json`) and checks it as the Swift reader does: the
 * size, JSON, the format, a version this runtime reads, the `base`, and the digest: SHA-256 of
 * the profile written compactly, taken here over the profile's own text with the whitespace
 * between tokens dropped (brandgen writes scalars as the compact writer does, so the bytes are
 * the same; a profile whose text differs from what was hashed is refused, never misread).
 */
export function readEnvelope(text: string, sha256: Sha256): Envelope {
  if (text.length > maximumEnvelopeBytes) {
    throw new EnvelopeError("too-large", `runtime profile is ${utf8Bytes(text).length} bytes, over the limit of ${maximumEnvelopeBytes}`);
  }
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    throw new EnvelopeError("not-json", `not JSON: ${error instanceof Error ? error.message : String(error)}`, "regenerate it with brandgen");
  }
  if (!isObject(root)) throw new EnvelopeError("not-an-object", "not a runtime profile: the document is not an object");
  if (root["format"] !== envelopeFormat) throw new EnvelopeError("wrong-format", `not a runtime profile: \`format\` is not "${envelopeFormat}"`);
  if (root["version"] !== envelopeVersion) {
    const found = root["version"] === undefined ? "none" : JSON.stringify(root["version"]);
    throw new EnvelopeError("wrong-version", `runtime profile version ${found} is not ${envelopeVersion}`, "regenerate it with this engine's brandgen");
  }
  const profile = root["profile"];
  if (!isObject(profile)) throw new EnvelopeError("no-profile", "runtime profile has no `profile` object");
  const base = root["base"];
  if (base !== undefined && !(typeof base === "string" && isBrandId(base))) {
    throw new EnvelopeError("bad-base", "runtime profile's `base` is not a brand id");
  }
  const written = profileText(text);
  const computed = "sha256:" + sha256.hex(utf8Bytes(compact(written ?? "")));
  if (root["digest"] !== computed) {
    throw new EnvelopeError("digest-mismatch", `runtime profile digest does not match its content (computed ${computed})`, "regenerate it with brandgen");
  }
  return { profile, base, digest: computed };
}
