/**
 * Flags with rules and rollouts, evaluated as the engine's `FlagDefinition.evaluate(in:)`
 * (docs/profile-format.md, "Evaluating a flag"): the first rule whose conditions all hold
 * decides; a rollout buckets the context by FNV-1a and fmix32, byte-identical to Swift.
 */
import { canonicalLocale } from "./locale/identifier";

export type FlagPlatform = "ios" | "android" | "react-native" | "web";
const flagPlatforms: readonly string[] = ["ios", "android", "react-native", "web"];

/** What flags are evaluated against; the app sets it, and any part may be missing. */
export interface FlagContext {
  readonly userId?: string | undefined;
  readonly platform?: FlagPlatform | undefined;
  readonly appVersion?: string | undefined;
  readonly market?: string | undefined;
  readonly locale?: string | undefined;
  readonly attributes?: { readonly [name: string]: string | undefined } | undefined;
}

/** OpenFeature's evaluation details: the value, why, and the rule that decided. */
export interface FlagEvaluation {
  readonly value: boolean;
  readonly reason: "default" | "targeting-match" | "split" | "error";
  readonly ruleIndex?: number;
  readonly errorCode?: "FLAG_NOT_FOUND";
}

type Version = readonly [number, number, number];
type Comparator = readonly [">=" | "<=" | ">" | "<" | "=", number, number, number];

export interface FlagRule {
  readonly market?: readonly string[];
  readonly locale?: readonly string[];
  readonly platform?: readonly string[];
  readonly appVersion?: readonly Comparator[];
  readonly user: readonly (readonly [string, readonly string[]])[];
  readonly value: boolean;
  readonly rollout?: { readonly basisPoints: number; readonly by: string; readonly salt: string };
}

export interface FlagDefinition {
  readonly default: boolean;
  readonly rules: readonly FlagRule[];
}

/** Why a profile's flag does not decode; the message names what is wrong. */
export class FlagError extends Error {}

/** The low 32 bits of `a * b` (`Math.imul`, written out for engines without it). */
function multiply(a: number, b: number): number {
  const aHigh = (a >>> 16) & 0xffff;
  const aLow = a & 0xffff;
  const bHigh = (b >>> 16) & 0xffff;
  const bLow = b & 0xffff;
  return (aLow * bLow + (((aHigh * bLow + aLow * bHigh) << 16) >>> 0)) | 0;
}

/** Calls `add` with each UTF-8 byte of `text`, a lone surrogate as U+FFFD (as Swift). */
export function forEachUTF8Byte(text: string, add: (byte: number) => void): void {
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const low = text.charCodeAt(index + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        index++;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) {
      add(code);
    } else if (code < 0x800) {
      add(0xc0 | (code >> 6));
      add(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      add(0xe0 | (code >> 12));
      add(0x80 | ((code >> 6) & 0x3f));
      add(0x80 | (code & 0x3f));
    } else {
      add(0xf0 | (code >> 18));
      add(0x80 | ((code >> 12) & 0x3f));
      add(0x80 | ((code >> 6) & 0x3f));
      add(0x80 | (code & 0x3f));
    }
  }
}

/** FNV-1a (32-bit) over the UTF-8 bytes of `text`, finalized with MurmurHash3's fmix32. */
export function flagHash(text: string): number {
  let hash = 0x811c9dc5;
  forEachUTF8Byte(text, (byte) => {
    hash = multiply(hash ^ byte, 0x01000193);
  });
  hash ^= hash >>> 16;
  hash = multiply(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = multiply(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The bucket, 0 to 9999, of `key` under `salt`. */
export function flagBucket(salt: string, key: string): number {
  return flagHash(salt + ":" + key) % 10000;
}

/** `MAJOR[.MINOR[.PATCH]]`, each part one to nine digits; anything else is no version. */
export function parseVersion(text: string | undefined): Version | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(".");
  if (parts.length > 3) return undefined;
  for (const part of parts) if (!/^[0-9]{1,9}$/.test(part)) return undefined;
  const [major = "0", minor = "0", patch = "0"] = parts;
  return [Number(major), Number(minor), Number(patch)];
}

const operators: readonly Comparator[0][] = [">=", "<=", ">", "<", "="];

/** A version range, `">=7.4.0 <8"`: comparators separated by spaces, all holding. */
export function parseVersionRange(text: string): readonly Comparator[] | undefined {
  const comparators: Comparator[] = [];
  for (const word of text.split(" ")) {
    if (word === "") continue;
    const operation = operators.find((candidate) => word.substring(0, candidate.length) === candidate);
    const version = parseVersion(operation === undefined ? word : word.substring(operation.length));
    if (version === undefined) return undefined;
    comparators.push([operation ?? "=", version[0], version[1], version[2]]);
  }
  return comparators.length > 0 ? comparators : undefined;
}

function compare(left: number, right: number): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

function holds(version: Version, comparator: Comparator): boolean {
  const [operation, major, minor, patch] = comparator;
  const order = compare(version[0], major) || compare(version[1], minor) || compare(version[2], patch);
  switch (operation) {
    case ">=": return order >= 0;
    case "<=": return order <= 0;
    case ">": return order > 0;
    case "<": return order < 0;
    case "=": return order === 0;
  }
}

function userAttribute(context: FlagContext, name: string): string | undefined {
  const attributes = context.attributes;
  if (attributes === undefined || !Object.prototype.hasOwnProperty.call(attributes, name)) return undefined;
  const value = attributes[name];
  return typeof value === "string" ? value : undefined;
}

function ruleMatches(rule: FlagRule, context: FlagContext, version: Version | undefined, locale: string | undefined): boolean {
  if (rule.market !== undefined && (context.market === undefined || rule.market.indexOf(context.market) < 0)) return false;
  if (rule.locale !== undefined && (locale === undefined || rule.locale.indexOf(locale) < 0)) return false;
  if (rule.platform !== undefined && (context.platform === undefined || rule.platform.indexOf(context.platform) < 0)) return false;
  if (rule.appVersion !== undefined) {
    if (version === undefined) return false;
    for (const comparator of rule.appVersion) if (!holds(version, comparator)) return false;
  }
  for (const [name, values] of rule.user) {
    const value = userAttribute(context, name);
    if (value === undefined || values.indexOf(value) < 0) return false;
  }
  return true;
}

/** The flag `definition` in `context`; `undefined` (a flag the profile does not set) is `FLAG_NOT_FOUND`. */
export function evaluateFlag(definition: FlagDefinition | undefined, context: FlagContext): FlagEvaluation {
  if (definition === undefined) return { value: false, reason: "error", errorCode: "FLAG_NOT_FOUND" };
  const version = parseVersion(context.appVersion);
  // The context's locale as the engine reads it (`en_AU` is `en-AU`; a rule's is written so),
  // read only for a flag with a rule on the locale.
  const locale = context.locale === undefined || !definition.rules.some((rule) => rule.locale !== undefined) ? undefined : canonicalLocale(context.locale);
  for (let index = 0; index < definition.rules.length; index++) {
    const rule = definition.rules[index];
    if (rule === undefined || !ruleMatches(rule, context, version, locale)) continue;
    const rollout = rule.rollout;
    if (rollout === undefined) return { value: rule.value, reason: "targeting-match", ruleIndex: index };
    const key = rollout.by === "userId" ? context.userId : userAttribute(context, rollout.by);
    if (key === undefined) continue;
    return { value: flagBucket(rollout.salt, key) < rollout.basisPoints, reason: "split", ruleIndex: index };
  }
  return { value: definition.default, reason: "default" };
}

/** A scalar as the engine's `scalarText`: strings as written, numbers and booleans as text. */
function scalarText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "null";
  return undefined;
}

function strings(value: unknown): readonly string[] {
  if (Array.isArray(value)) return value.map(scalarText).filter((text): text is string => text !== undefined);
  const text = scalarText(value);
  return text === undefined ? [] : [text];
}

function isObject(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A profile's flag, `true`, `false` or `{ default, rules }`, decoded as the engine's `FlagDecoder`. */
export function decodeFlag(name: string, value: unknown): FlagDefinition {
  if (typeof value === "boolean") return { default: value, rules: [] };
  if (!isObject(value)) throw new FlagError(`flag "${name}" must be true, false or a mapping with default and rules`);
  const rules: FlagRule[] = [];
  const written = value["rules"];
  for (const rule of Array.isArray(written) ? written : []) {
    if (!isObject(rule)) throw new FlagError(`flag "${name}": a rule is not a mapping`);
    const when = isObject(rule["when"]) ? rule["when"] : {};
    const conditions: { -readonly [key in keyof FlagRule]?: FlagRule[key] } = {};
    if (when["market"] !== undefined) conditions.market = strings(when["market"]);
    if (when["locale"] !== undefined) conditions.locale = strings(when["locale"]);
    if (when["platform"] !== undefined) conditions.platform = strings(when["platform"]).filter((platform) => flagPlatforms.indexOf(platform) >= 0);
    const range = when["appVersion"];
    if (range !== undefined) {
      const parsed = typeof range === "string" ? parseVersionRange(range) : undefined;
      if (parsed === undefined) throw new FlagError(`flag "${name}": appVersion "${String(range)}" is not a version range (write comparators such as ">=7.4.0 <8.0.0")`);
      conditions.appVersion = parsed;
    }
    const user = isObject(when["user"]) ? Object.keys(when["user"]).map((key) => [key, strings((when["user"] as { readonly [key: string]: unknown })[key])] as const) : [];
    const rollout = rule["rollout"];
    if (rollout !== undefined) {
      const percent = isObject(rollout) ? rollout["percent"] : undefined;
      if (typeof percent !== "number" || !isFinite(percent) || percent < 0 || percent > 100 || Math.abs(percent * 100 - Math.round(percent * 100)) >= 1e-6) {
        throw new FlagError(`flag "${name}": rollout percent must be a number from 0 to 100 in steps of 0.01`);
      }
      const by = isObject(rollout) && typeof rollout["by"] === "string" ? rollout["by"] : "userId";
      const salt = isObject(rollout) ? scalarText(rollout["salt"]) ?? name : name;
      rules.push({ ...conditions, user, value: false, rollout: { basisPoints: Math.round(percent * 100), by, salt } });
    } else {
      rules.push({ ...conditions, user, value: rule["value"] === true });
    }
  }
  return { default: value["default"] === true, rules };
}
