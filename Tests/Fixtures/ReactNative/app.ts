// The sample multi-brand React Native app of ReactNativeTests (Tests/BrandGenTests): one
// catalog of every brand's envelope, each reached by an id known only at run time and typed
// `BrandModule`, with React Native's `ColorSchemeName` and `TextStyle`. The test compiles it with
// tsc --strict beside brandgen's React Native modules (./react-native/) and the package's
// declarations; what must not compile is marked `@ts-expect-error`, so tsc fails if it compiles.
import type { ColorSchemeName, ColorValue, TextStyle } from "react-native";
import type { BrandCatalog, PluralCategory } from "@brandengine/runtime";
import { brandIds, envelopes } from "./react-native/index";
import type { BrandId, BrandLocale, BrandModule, BrandModuleNames, BrandNamesById } from "./react-native/index";

/** Every brand's envelope into the catalog; the ids of those that did not load. */
export function loadAll(catalog: BrandCatalog): string[] {
  return catalog.loadAll(envelopes).map((problem) => problem.id + ": " + problem.error.message);
}

/** The app bar's balance label for a brand picked at run time. */
export function balanceLabel(catalog: BrandCatalog, id: BrandId, locale: BrandLocale, balance: number): string {
  const brand: BrandModule = catalog.brand<BrandModuleNames>(id);
  return brand.translate(locale, "appBar.balance", { amount: brand.formatAmount(locale, balance) });
}

/** What a screen reads from the brand the device and the user chose. */
export function screen(catalog: BrandCatalog, id: BrandId, deviceLocale: string, scheme: ColorSchemeName, highContrast: boolean) {
  const brand = catalog.brand<BrandModuleNames>(id);
  const locale = brand.resolveLocale(deviceLocale);
  const theme = brand.themeFor(scheme, highContrast);
  const colors: { readonly [name: string]: ColorValue | undefined } = theme.colors;
  const styles: { readonly [name: string]: TextStyle | undefined } = theme.typography;
  const category: PluralCategory = brand.pluralCategory(locale, 2);
  return { colors, styles, category, appearance: brand.appearanceFor(scheme, highContrast), currency: brand.currency.code };
}

export function all(catalog: BrandCatalog) {
  return brandIds.map((id) => screen(catalog, id, "en-GB", "dark", false));
}

export function typos(catalog: BrandCatalog, id: BrandId): void {
  const brand = catalog.brand<BrandModuleNames>(id);
  // @ts-expect-error: "Dark" is not a ColorSchemeName
  brand.themeFor("Dark");
  // @ts-expect-error: a profile's appearance name is not a colour scheme
  brand.appearanceFor("darkHighContrast");
  // @ts-expect-error: no brand declares this locale
  brand.translate("not-a-locale", "appBar.search");
  // @ts-expect-error: no brand has this key
  brand.translate(brand.sourceLocale, "appBar.serch");
  // @ts-expect-error: no brand has this flag
  brand.evaluateFlag("betslip-natve", {});
  const first = brandIds[0];
  if (first !== undefined) {
    const own = catalog.brand<BrandNamesById[typeof first]>(first);
    own.translate(own.sourceLocale, "appBar.search");
  }
}

