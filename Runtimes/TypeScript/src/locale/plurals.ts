import { parseLocale } from "./identifier";

/** A CLDR plural category, as the engine's `PluralCategory`. */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

export const pluralCategories: readonly PluralCategory[] = ["zero", "one", "two", "few", "many", "other"];

/** The rule shapes of the engine's `PluralRules`: integer-only projections of CLDR's rules. */
type Family = "oneIsOne" | "oneIsOneWithMillions" | "zeroAndOneWithMillions" | "polish" | "eastSlavic" | "czechSlovak" | "arabic" | "otherOnly";

const families: { readonly [language: string]: Family | undefined } = {
  en: "oneIsOne", de: "oneIsOne", nl: "oneIsOne", sv: "oneIsOne", da: "oneIsOne", nb: "oneIsOne", no: "oneIsOne", fi: "oneIsOne",
  es: "oneIsOneWithMillions", it: "oneIsOneWithMillions", ca: "oneIsOneWithMillions",
  fr: "zeroAndOneWithMillions",
  pl: "polish",
  ru: "eastSlavic", uk: "eastSlavic", be: "eastSlavic",
  cs: "czechSlovak", sk: "czechSlovak",
  ar: "arabic",
  ja: "otherOnly", zh: "otherOnly", ko: "otherOnly",
};

function familyOf(locale: string): Family {
  const parsed = parseLocale(locale);
  if (parsed.language === "pt") return parsed.region === "PT" ? "oneIsOneWithMillions" : "zeroAndOneWithMillions";
  return Object.prototype.hasOwnProperty.call(families, parsed.language) ? families[parsed.language] ?? "otherOnly" : "otherOnly";
}

/**
 * The engine's plural category of a whole `count` in `locale` (its magnitude, as CLDR); a
 * language without rules in the engine is `other` throughout; a count that is not whole is
 * `other`. No `Intl` is used, so Hermes without `Intl.PluralRules` gives the same.
 */
export function pluralCategory(locale: string, count: number): PluralCategory {
  if (!isFinite(count) || Math.floor(count) !== count) return "other";
  const n = Math.abs(count);
  const mod10 = n % 10;
  const mod100 = n % 100;
  switch (familyOf(locale)) {
    case "oneIsOne":
      return n === 1 ? "one" : "other";
    case "oneIsOneWithMillions":
      if (n === 1) return "one";
      return n !== 0 && n % 1000000 === 0 ? "many" : "other";
    case "zeroAndOneWithMillions":
      if (n <= 1) return "one";
      return n % 1000000 === 0 ? "many" : "other";
    case "polish":
      if (n === 1) return "one";
      return mod10 >= 2 && mod10 <= 4 && !(mod100 >= 12 && mod100 <= 14) ? "few" : "many";
    case "eastSlavic":
      if (mod10 === 1 && mod100 !== 11) return "one";
      return mod10 >= 2 && mod10 <= 4 && !(mod100 >= 12 && mod100 <= 14) ? "few" : "many";
    case "czechSlovak":
      if (n === 1) return "one";
      return n >= 2 && n <= 4 ? "few" : "other";
    case "arabic":
      if (n === 0) return "zero";
      if (n === 1) return "one";
      if (n === 2) return "two";
      if (mod100 >= 3 && mod100 <= 10) return "few";
      return mod100 >= 11 && mod100 <= 99 ? "many" : "other";
    case "otherOnly":
      return "other";
  }
}
