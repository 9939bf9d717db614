import BrandModel
import YAMLNode

/// `evaluateFlag(name, context)`: the profile's flag rules as data and the evaluator of
/// docs/profile-format.md ("Evaluating a flag") in TypeScript that Hermes runs (32-bit
/// multiplication written out, UTF-8 by hand: no `TextEncoder`, no digest).
enum ReactNativeFlagWriter {
    static func write(_ flags: FeatureFlags, into out: inout ByteWriter) throws(GenerationError) {
        let table = try GeneratedFlagTable(flags, accessorKind: "TypeScript flag name")
        out += "/** A flag's name; a name the profile does not set evaluates to false with reason \"error\". */\nexport type FlagName ="
        for accessor in table.accessors { out += "\n  | " + TypeScriptText.literal(accessor.flag) }
        out += ";\n\n"
        out += evaluatorTypes
        out += "const flagDefinitions: { readonly [name: string]: FlagDefinition | undefined } = {\n"
        for (name, defaultValue, rules) in table.definitions {
            out += "  \(TypeScriptText.literal(name)): { default: \(defaultValue), rules: ["
            out += rules.map { "\n    { " + rule($0) + " }" }.joined(separator: ",") + (rules.isEmpty ? "] },\n" : "\n  ] },\n")
        }
        out += "};\n\n"
        out += evaluator
    }

    private static func rule(_ rule: GeneratedFlagTable.Rule) -> String {
        func list(_ values: [String]) -> String { "[" + values.map(TypeScriptText.literal).joined(separator: ", ") + "]" }
        var fields: [String] = []
        if let market = rule.market { fields.append("\(FlagConditionKey.market.rawValue): \(list(market))") }
        if let locale = rule.locale { fields.append("\(FlagConditionKey.locale.rawValue): \(list(locale))") }
        if let platform = rule.platform { fields.append("\(FlagConditionKey.platform.rawValue): \(list(platform))") }
        if let comparators = rule.appVersion {
            let items = comparators.map { "[\(TypeScriptText.literal($0.operation)), \($0.major), \($0.minor), \($0.patch)]" }
            fields.append("\(FlagConditionKey.appVersion.rawValue): [\(items.joined(separator: ", "))]")
        }
        if !rule.user.isEmpty {
            let items = rule.user.map { "[\(TypeScriptText.literal($0.name)), \(list($0.values))]" }
            fields.append("\(FlagConditionKey.user.rawValue): [\(items.joined(separator: ", "))]")
        }
        switch rule.outcome {
        case .value(let value):
            fields.append("value: \(value)")
        case .rollout(let rollout):
            fields.append("rollout: { basisPoints: \(rollout.basisPoints), by: \(TypeScriptText.literal(rollout.bucketBy)), salt: \(TypeScriptText.literal(rollout.salt)) }")
        }
        return fields.joined(separator: ", ")
    }

    private static let evaluatorTypes = """
        export type FlagPlatform = "ios" | "android" | "react-native" | "web";

        /** What flags are evaluated against; the app sets it, and any part may be missing. */
        export interface FlagContext {
          readonly userId?: string;
          readonly platform?: FlagPlatform;
          readonly appVersion?: string;
          readonly market?: string;
          readonly locale?: string;
          readonly attributes?: { readonly [name: string]: string | undefined };
        }

        /** OpenFeature's evaluation details: the value, why, and the rule that decided. */
        export interface FlagEvaluation {
          readonly value: boolean;
          readonly reason: "default" | "targeting-match" | "split" | "error";
          readonly ruleIndex?: number;
          readonly errorCode?: "FLAG_NOT_FOUND";
        }

        interface FlagRule {
          readonly market?: readonly string[];
          readonly locale?: readonly string[];
          readonly platform?: readonly string[];
          readonly appVersion?: readonly (readonly [string, number, number, number])[];
          readonly user?: readonly (readonly [string, readonly string[]])[];
          readonly value?: boolean;
          readonly rollout?: { readonly basisPoints: number; readonly by: string; readonly salt: string };
        }

        interface FlagDefinition {
          readonly default: boolean;
          readonly rules: readonly FlagRule[];
        }


        """

    private static let evaluator = """
        /** The low 32 bits of `a * b`, as `Math.imul` (which the ES5 library, tsc's default, does not declare). */
        function flagMultiply(a: number, b: number): number {
          const aHigh = (a >>> 16) & 0xffff;
          const aLow = a & 0xffff;
          const bHigh = (b >>> 16) & 0xffff;
          const bLow = b & 0xffff;
          return (aLow * bLow + (((aHigh * bLow + aLow * bHigh) << 16) >>> 0)) | 0;
        }

        /** FNV-1a (32-bit) over the UTF-8 bytes of `text`, finalized with MurmurHash3's fmix32 (docs/profile-format.md). */
        export function flagHash(text: string): number {
          let hash = 0x811c9dc5;
          const add = (byte: number): void => {
            hash = flagMultiply(hash ^ byte, 0x01000193);
          };
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
          hash ^= hash >>> 16;
          hash = flagMultiply(hash, 0x85ebca6b);
          hash ^= hash >>> 13;
          hash = flagMultiply(hash, 0xc2b2ae35);
          hash ^= hash >>> 16;
          return hash >>> 0;
        }

        /** The bucket, 0 to 9999, of `key` under `salt`. */
        export function flagBucket(salt: string, key: string): number {
          return flagHash(salt + ":" + key) % 10000;
        }

        function flagVersion(text: string | undefined): readonly [number, number, number] | undefined {
          if (text === undefined) return undefined;
          const parts = text.split(".");
          if (parts.length > 3) return undefined;
          for (const part of parts) if (!/^[0-9]{1,9}$/.test(part)) return undefined;
          const [major = "0", minor = "0", patch = "0"] = parts;
          return [Number(major), Number(minor), Number(patch)];
        }

        function flagUserAttribute(context: FlagContext, name: string): string | undefined {
          const attributes = context.attributes;
          if (attributes === undefined || !Object.prototype.hasOwnProperty.call(attributes, name)) return undefined;
          const value = attributes[name];
          return typeof value === "string" ? value : undefined;
        }

        function flagAttribute(context: FlagContext, name: string): string | undefined {
          return name === "userId" ? context.userId : flagUserAttribute(context, name);
        }

        function flagCompare(left: number, right: number): number {
          return left < right ? -1 : left > right ? 1 : 0;
        }

        function flagVersionHolds(version: readonly [number, number, number], comparator: readonly [string, number, number, number]): boolean {
          const [operation, major, minor, patch] = comparator;
          const order = flagCompare(version[0], major) || flagCompare(version[1], minor) || flagCompare(version[2], patch);
          switch (operation) {
            case ">=": return order >= 0;
            case "<=": return order <= 0;
            case ">": return order > 0;
            case "<": return order < 0;
            default: return order === 0;
          }
        }

        function flagRuleMatches(rule: FlagRule, context: FlagContext, version: readonly [number, number, number] | undefined): boolean {
          if (rule.market !== undefined && (context.market === undefined || rule.market.indexOf(context.market) < 0)) return false;
          if (rule.locale !== undefined && (context.locale === undefined || rule.locale.indexOf(context.locale) < 0)) return false;
          if (rule.platform !== undefined && (context.platform === undefined || rule.platform.indexOf(context.platform) < 0)) return false;
          if (rule.appVersion !== undefined) {
            if (version === undefined) return false;
            for (const comparator of rule.appVersion) if (!flagVersionHolds(version, comparator)) return false;
          }
          for (const [name, values] of rule.user ?? []) {
            const value = flagUserAttribute(context, name);
            if (value === undefined || values.indexOf(value) < 0) return false;
          }
          return true;
        }

        /** The flag `name` in `context`: the first rule that matches decides, else the default. */
        export function evaluateFlag(name: FlagName, context: FlagContext): FlagEvaluation {
          const definition = Object.prototype.hasOwnProperty.call(flagDefinitions, name) ? flagDefinitions[name] : undefined;
          if (definition === undefined) return { value: false, reason: "error", errorCode: "FLAG_NOT_FOUND" };
          const version = flagVersion(context.appVersion);
          for (let index = 0; index < definition.rules.length; index++) {
            const rule = definition.rules[index];
            if (rule === undefined || !flagRuleMatches(rule, context, version)) continue;
            const rollout = rule.rollout;
            if (rollout === undefined) return { value: rule.value === true, reason: "targeting-match", ruleIndex: index };
            const key = flagAttribute(context, rollout.by);
            if (key === undefined) continue;
            return { value: flagBucket(rollout.salt, key) < rollout.basisPoints, reason: "split", ruleIndex: index };
          }
          return { value: definition.default, reason: "default" };
        }


        """
}
