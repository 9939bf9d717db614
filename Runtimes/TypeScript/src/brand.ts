import { amountPlaceholder, balanceKey, countPlaceholder, oddsBoostKeys, percentPlaceholder } from "./contract";
import { readEnvelope, EnvelopeError, isBrandId, type Envelope } from "./envelope";
import type { Sha256 } from "./digest";
import { decodeFlag, evaluateFlag, type FlagContext, type FlagDefinition, type FlagEvaluation } from "./flags";
import { resolveLocale } from "./locale/identifier";
import { currencyFor, balanceFractionDigits, formatAmount, type Currency } from "./locale/currency";
import { formatNumber, formatPercent, numberFormat, type NumberFormat } from "./locale/numbers";
import { parseMessage, renderMessage, type Message } from "./locale/messages";
import { pluralCategory, type PluralCategory } from "./locale/plurals";
import { segmentAnimationTokens, type SegmentAnimationTokens } from "./oddsboost/animation";
import { OddsBoostSession, hiddenOddsBoost, oddsBoostDisplay, oddsBoostTiers, type OddsBoostDisplay, type OddsBoostStairs, type OddsBoostTexts, type OddsBoostTier } from "./oddsboost/display";
import { BrandTheme, type Appearance, type ColorSchemeName, type Theme } from "./theme";

/** A string's parameters: a number for `{count}`, formatted text for any other placeholder. */
export type StringParameterValues = { readonly [placeholder: string]: string | number | undefined };

/**
 * The names a brand's generated module types (`react-native/<id>.ts`): its locales, string keys
 * with their parameters, flags, and theme tokens. `AnyBrandNames` is any brand's.
 */
export interface BrandNames {
  readonly id: string;
  readonly locale: string;
  readonly strings: { readonly [key: string]: StringParameterValues | undefined };
  readonly flag: string;
  readonly color: string;
  readonly typography: string;
  readonly spacing: string;
  readonly animation: string;
}

export interface AnyBrandNames extends BrandNames {
  readonly strings: { readonly [key: string]: StringParameterValues | undefined };
}

/** What `translate` takes after the key: nothing, or the key's parameters. */
export type StringArguments<N extends BrandNames, K extends keyof N["strings"]> = [N["strings"][K]] extends [undefined]
  ? []
  : undefined extends N["strings"][K]
  ? [N["strings"][K]?]
  : [N["strings"][K]];

type Mapping = { readonly [key: string]: unknown };
const isObject = (value: unknown): value is Mapping => typeof value === "object" && value !== null && !Array.isArray(value);

function own<T>(table: { readonly [key: string]: T | undefined }, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

function invalid(id: string, path: string, problem: string): EnvelopeError {
  return new EnvelopeError("invalid-profile", `the profile of ${id} does not load: /${path}: ${problem}`, "check it with brandlint, then regenerate it with brandgen");
}

/**
 * One brand, read from its runtime profile: strings, plurals, numbers and currency; flags
 * in a flag context; the theme of every appearance; odds boost. Typed by the names its
 * generated module declares (`Brand<Names>`); any brand is `Brand` (`Brand<AnyBrandNames>`).
 */
export class Brand<N extends BrandNames = AnyBrandNames> {
  readonly id: N["id"];
  readonly name: string;
  readonly locales: readonly N["locale"][];
  readonly sourceLocale: N["locale"];
  readonly currency: { readonly code: string; readonly fractionDigits: number };
  readonly hasOddsBoost: boolean;
  readonly oddsBoostTiers: readonly OddsBoostTier[];
  /** The profile's flags by name, in the profile's order. */
  readonly flagNames: readonly N["flag"][];
  /** The envelope's `base` and digest, and the profile as written (the app bar reads it). */
  readonly envelope: Envelope;
  private readonly messages: { readonly [locale: string]: { readonly [key: string]: Message | undefined } | undefined };
  private readonly flags: { readonly [name: string]: FlagDefinition | undefined };
  private readonly themes: BrandTheme;
  private readonly currencyData: Currency;
  private readonly segmentTokens: SegmentAnimationTokens;

  constructor(envelope: Envelope, expectedId?: string) {
    const profile = envelope.profile;
    const id = profile["id"];
    if (typeof id !== "string" || !isBrandId(id)) throw invalid(String(id), "id", "not a brand id");
    if (expectedId !== undefined && id !== expectedId) throw invalid(id, "id", `the file is named for ${expectedId}`);
    this.id = id;
    this.envelope = envelope;
    this.name = typeof profile["name"] === "string" ? profile["name"] : id;
    const locales = Array.isArray(profile["locales"]) ? profile["locales"].filter((locale): locale is string => typeof locale === "string") : [];
    const first = locales[0];
    if (first === undefined) throw invalid(id, "locales", "a brand declares at least one locale");
    this.locales = locales;
    this.sourceLocale = first;
    const code = typeof profile["currency"] === "string" ? profile["currency"] : "";
    this.currencyData = currencyFor(code);
    this.currency = { code: this.currencyData.code, fractionDigits: balanceFractionDigits(this.currencyData) };
    const messages: { [locale: string]: { [key: string]: Message | undefined } } = Object.create(null);
    const strings = isObject(profile["strings"]) ? profile["strings"] : {};
    for (const locale of Object.keys(strings)) {
      const texts = strings[locale];
      const table: { [key: string]: Message | undefined } = Object.create(null);
      if (isObject(texts)) {
        for (const key of Object.keys(texts)) {
          try {
            table[key] = parseMessage(texts[key]);
          } catch (error) {
            throw invalid(id, `strings/${locale}/${key}`, error instanceof Error ? error.message : String(error));
          }
        }
      }
      messages[locale] = table;
    }
    this.messages = messages;
    const flags: { [name: string]: FlagDefinition | undefined } = Object.create(null);
    const written = isObject(profile["flags"]) ? profile["flags"] : {};
    for (const name of Object.keys(written)) {
      try {
        flags[name] = decodeFlag(name, written[name]);
      } catch (error) {
        throw invalid(id, `flags/${name}`, error instanceof Error ? error.message : String(error));
      }
    }
    this.flags = flags;
    this.flagNames = Object.keys(written);
    const theme = isObject(profile["theme"]) ? profile["theme"] : {};
    this.themes = new BrandTheme(theme);
    this.segmentTokens = segmentAnimationTokens(isObject(theme["animation"]) ? theme["animation"] : {});
    const betslip = isObject(profile["betslip"]) ? profile["betslip"] : undefined;
    const oddsBoost = betslip !== undefined && isObject(betslip["oddsBoost"]) ? betslip["oddsBoost"] : undefined;
    this.hasOddsBoost = oddsBoost !== undefined;
    try {
      this.oddsBoostTiers = oddsBoost === undefined ? [] : oddsBoostTiers(oddsBoost["tiers"]);
    } catch (error) {
      throw invalid(id, "betslip/oddsBoost/tiers", error instanceof Error ? error.message : String(error));
    }
  }

  /** Reads and checks an envelope's text (digest by `sha256`), then the brand. */
  static fromEnvelope<N extends BrandNames = AnyBrandNames>(text: string, sha256: Sha256, expectedId?: string): Brand<N> {
    return new Brand<N>(readEnvelope(text, sha256), expectedId);
  }

  /** The brand locale that reads for a device's `requested` one (`fr_CM`): itself, else the first of its language, else the source locale. */
  resolveLocale(requested: string): N["locale"] {
    return resolveLocale(this.locales, requested);
  }

  /** The engine's plural category of `count` in `locale`. */
  pluralCategory(locale: N["locale"], count: number): PluralCategory {
    return pluralCategory(this.resolveLocale(locale), count);
  }

  private format(locale: string): NumberFormat {
    return numberFormat(locale);
  }

  formatNumber(locale: N["locale"], value: number): string {
    return formatNumber(this.format(this.resolveLocale(locale)), value);
  }

  formatPercent(locale: N["locale"], percent: number): string {
    return formatPercent(this.format(this.resolveLocale(locale)), percent);
  }

  /** An amount in the brand's currency as the engine's `BalanceFormatter` writes a balance. */
  formatAmount(locale: N["locale"], amount: number): string {
    return formatAmount(this.format(this.resolveLocale(locale)), this.currencyData, amount);
  }

  /** `key`'s text in a resolved `locale` (else the source locale's), parameters filled in; a key no locale has is itself. */
  private render(locale: string, key: string, values: StringParameterValues | undefined): string {
    let textLocale = locale;
    let message = own(this.messages[locale] ?? {}, key);
    if (message === undefined) {
      textLocale = this.sourceLocale;
      message = own(this.messages[this.sourceLocale] ?? {}, key);
    }
    if (message === undefined) return key;
    const numbers = this.format(textLocale);
    const count = values === undefined ? undefined : own(values, countPlaceholder);
    return renderMessage(message, textLocale, typeof count === "number" ? count : undefined, (name) => {
      const value = values === undefined ? undefined : own(values, name);
      return typeof value === "number" ? formatNumber(numbers, value) : value;
    });
  }

  /** The text of `key` in `locale`, its parameters filled in: `{count}` a number, any other placeholder formatted text. */
  translate<K extends keyof N["strings"] & string>(locale: N["locale"], key: K, ...parameters: StringArguments<N, K>): string {
    return this.render(this.resolveLocale(locale), key, parameters[0] as StringParameterValues | undefined);
  }

  /** The balance label: `appBar.balance` with the amount as the engine writes it. */
  balanceLabel(locale: N["locale"], balance: number): string {
    const resolved = this.resolveLocale(locale);
    return this.render(resolved, balanceKey, { [amountPlaceholder]: this.formatAmount(resolved, balance) });
  }

  /** The flag `name` as the envelope defines it (its default and rules); undefined when the brand has no such flag. */
  flagDefinition(name: string): FlagDefinition | undefined {
    return own(this.flags, name);
  }

  /** The flag `name` in `context`, from the profile's rules: a new bundle's rollout applies at once. */
  evaluateFlag(name: N["flag"], context: FlagContext): FlagEvaluation {
    return evaluateFlag(own(this.flags, name), context);
  }

  /** The appearances the brand has, light first. */
  get appearances(): readonly Appearance[] {
    return this.themes.appearances;
  }

  appearanceShownFor(requested: Appearance): Appearance {
    return this.themes.appearanceShownFor(requested);
  }

  appearanceFor(colorScheme?: ColorSchemeName, highContrast?: boolean): Appearance {
    return this.themes.appearanceFor(colorScheme, highContrast);
  }

  /** The theme of `appearance` (its fallback's where the brand lacks it). */
  theme(appearance: Appearance = "light"): Theme<N["color"], N["typography"], N["spacing"], N["animation"]> {
    return this.themes.theme(appearance) as Theme<N["color"], N["typography"], N["spacing"], N["animation"]>;
  }

  themeFor(colorScheme?: ColorSchemeName, highContrast?: boolean): Theme<N["color"], N["typography"], N["spacing"], N["animation"]> {
    return this.theme(this.appearanceFor(colorScheme, highContrast));
  }

  private oddsBoostTexts(locale: string): OddsBoostTexts {
    const percent = (value: number): string => formatPercent(this.format(locale), value);
    return {
      capsule: (value) => this.render(locale, oddsBoostKeys.capsule, { [percentPlaceholder]: percent(value) }),
      headingNext: (value) => this.render(locale, oddsBoostKeys.headingNext, { [percentPlaceholder]: percent(value) }),
      headingMax: (value) => this.render(locale, oddsBoostKeys.headingMax, { [percentPlaceholder]: percent(value) }),
      callToAction: (remaining, value) => this.render(locale, oddsBoostKeys.callToAction, { [countPlaceholder]: remaining, [percentPlaceholder]: percent(value) }),
    };
  }

  /** The odds-boost box for `selections` in `locale`; consistent live `stairs` win over the profile's tiers. */
  oddsBoostDisplay(selections: number, locale: N["locale"], stairs?: OddsBoostStairs | null): OddsBoostDisplay {
    if (!this.hasOddsBoost) return hiddenOddsBoost;
    return oddsBoostDisplay(this.oddsBoostTiers, this.oddsBoostTexts(this.resolveLocale(locale)), selections, stairs);
  }

  /** A betslip's odds-boost box with its animation plans, as the engine's `OddsBoostEngine`. */
  oddsBoostSession(locale: N["locale"], reduceMotion = false): OddsBoostSession {
    return new OddsBoostSession(this.hasOddsBoost ? this.oddsBoostTiers : null, this.oddsBoostTexts(this.resolveLocale(locale)), this.segmentTokens, reduceMotion);
  }
}
