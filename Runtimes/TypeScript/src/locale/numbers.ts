import { parseLocale } from "./identifier";

/** Where a locale puts the currency symbol, and what separates it from the number. */
export type CurrencyPlacement = { readonly before: boolean; readonly separator: string };

/** A locale's number data, as the engine's `LocaleNumberFormat` (CLDR, Latin digits). */
export interface NumberFormat {
  /** The region currency symbols are picked for: the locale's, else the language's main one. */
  readonly region: string;
  readonly decimal: string;
  readonly grouping: string;
  /** Grouping starts at `3 + minimumGroupingDigits` integer digits (2 for es, pl, pt-PT). */
  readonly minimumGroupingDigits: number;
  readonly minus: string;
  readonly percent: string;
  readonly currency: CurrencyPlacement;
}

const noBreak = "\u00a0";
const narrowNoBreak = "\u202f";
const before = (separator: string): CurrencyPlacement => ({ before: true, separator });
const after = (separator: string): CurrencyPlacement => ({ before: false, separator });
type Entry = Omit<NumberFormat, "minimumGroupingDigits" | "minus"> & { readonly minimumGroupingDigits?: number; readonly minus?: string };

const english: Entry = { region: "US", decimal: ".", grouping: ",", percent: "%", currency: before("") };

/** Per-language data, the engine's table (`LocaleNumberFormat+Table.swift`). */
const entries: { readonly [language: string]: Entry | undefined } = {
  en: english,
  fr: { region: "FR", decimal: ",", grouping: narrowNoBreak, percent: narrowNoBreak + "%", currency: after(noBreak) },
  de: { region: "DE", decimal: ",", grouping: ".", percent: noBreak + "%", currency: after(noBreak) },
  es: { region: "ES", decimal: ",", grouping: ".", minimumGroupingDigits: 2, percent: noBreak + "%", currency: after(noBreak) },
  it: { region: "IT", decimal: ",", grouping: ".", percent: "%", currency: after(noBreak) },
  pt: { region: "BR", decimal: ",", grouping: ".", percent: "%", currency: before(noBreak) },
  nl: { region: "NL", decimal: ",", grouping: ".", percent: "%", currency: before(noBreak) },
  sv: { region: "SE", decimal: ",", grouping: noBreak, minus: "\u2212", percent: noBreak + "%", currency: after(noBreak) },
  da: { region: "DK", decimal: ",", grouping: ".", percent: noBreak + "%", currency: after(noBreak) },
  nb: { region: "NO", decimal: ",", grouping: noBreak, minus: "\u2212", percent: noBreak + "%", currency: after(noBreak) },
  fi: { region: "FI", decimal: ",", grouping: noBreak, minus: "\u2212", percent: noBreak + "%", currency: after(noBreak) },
  pl: { region: "PL", decimal: ",", grouping: noBreak, minimumGroupingDigits: 2, percent: "%", currency: after(noBreak) },
  ru: { region: "RU", decimal: ",", grouping: noBreak, percent: noBreak + "%", currency: after(noBreak) },
  cs: { region: "CZ", decimal: ",", grouping: noBreak, percent: noBreak + "%", currency: after(noBreak) },
  ar: { region: "EG", decimal: ".", grouping: ",", percent: "%", currency: after(noBreak) },
  ja: { region: "JP", decimal: ".", grouping: ",", percent: "%", currency: before("") },
  zh: { region: "CN", decimal: ".", grouping: ",", percent: "%", currency: before("") },
  ko: { region: "KR", decimal: ".", grouping: ",", percent: "%", currency: before("") },
};

/** `language-REGION` data that differs from the language's. */
const regionalEntries: { readonly [locale: string]: Entry | undefined } = {
  "pt-PT": { region: "PT", decimal: ",", grouping: noBreak, minimumGroupingDigits: 2, percent: "%", currency: after(noBreak) },
  "fr-CA": { region: "CA", decimal: ",", grouping: noBreak, percent: noBreak + "%", currency: after(noBreak) },
};

function own<T>(table: { readonly [key: string]: T | undefined }, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** The format for `locale`: its `language-REGION` entry, else its language's, else English. */
export function numberFormat(locale: string): NumberFormat {
  const parsed = parseLocale(locale);
  const entry = (parsed.region === undefined ? undefined : own(regionalEntries, parsed.language + "-" + parsed.region)) ?? own(entries, parsed.language) ?? english;
  return {
    region: parsed.region ?? entry.region,
    decimal: entry.decimal,
    grouping: entry.grouping,
    minimumGroupingDigits: entry.minimumGroupingDigits ?? 1,
    minus: entry.minus ?? "-",
    percent: entry.percent,
    currency: entry.currency,
  };
}

/** Integer digits with the locale's grouping, from `3 + minimumGroupingDigits` digits on. */
export function groupDigits(format: NumberFormat, digits: string): string {
  const grouped = digits.length >= 3 + Math.max(format.minimumGroupingDigits, 1);
  let body = "";
  for (let index = 0; index < digits.length; index++) {
    if (grouped && index > 0 && (digits.length - index) % 3 === 0) body += format.grouping;
    body += digits.charAt(index);
  }
  return body;
}

/** A number as the engine writes a count: `1,234` in English, `1 234` (U+202F) in French. */
export function formatNumber(format: NumberFormat, value: number): string {
  if (!isFinite(value)) return String(value);
  const text = String(Math.abs(value));
  if (text.indexOf("e") >= 0) return (value < 0 ? format.minus : "") + text;
  const point = text.indexOf(".");
  let body = groupDigits(format, point < 0 ? text : text.substring(0, point));
  if (point >= 0) body += format.decimal + text.substring(point + 1);
  return value < 0 ? format.minus + body : body;
}

/** A whole percentage: `15%`, `15 %` (U+202F) in French. */
export function formatPercent(format: NumberFormat, percent: number): string {
  return formatNumber(format, percent) + format.percent;
}
