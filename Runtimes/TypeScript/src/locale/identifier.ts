/**
 * A locale identifier's parts, parsed as the engine's `LocaleIdentifier`: `en-GB`, `fr_CM`,
 * `zh-Hant-TW`, `de_DE.UTF-8@euro`. Subtags split at `-` and `_`; the language is lower case,
 * a script title case, a region upper case (two letters or three digits).
 */
export interface LocaleIdentifier {
  readonly language: string;
  readonly script: string | undefined;
  readonly region: string | undefined;
}

function isLetters(text: string): boolean {
  return /^[A-Za-z]+$/.test(text);
}

export function parseLocale(identifier: string): LocaleIdentifier {
  const { language, script, region } = parseLocaleParts(identifier);
  return { language, script, region };
}

/**
 * `identifier` in the engine's canonical form (`LocaleIdentifier.description`): `en_au.UTF-8`
 * is `en-AU`, `ca_es_VALENCIA` is `ca-ES-valencia`. A flag rule's `locale` is matched on it.
 */
export function canonicalLocale(identifier: string): string {
  const { language, script, region, variants } = parseLocaleParts(identifier);
  return [language, ...(script === undefined ? [] : [script]), ...(region === undefined ? [] : [region]), ...variants].join("-");
}

function parseLocaleParts(identifier: string): LocaleIdentifier & { readonly variants: readonly string[] } {
  const end = identifier.search(/[.@]/);
  const core = end < 0 ? identifier : identifier.substring(0, end);
  const subtags = core.split(/[-_]/).filter((subtag) => subtag.length > 0);
  const language = (subtags[0] ?? "").toLowerCase();
  let script: string | undefined;
  let region: string | undefined;
  const variants: string[] = [];
  for (const subtag of subtags.slice(1)) {
    if (script === undefined && region === undefined && variants.length === 0 && subtag.length === 4 && isLetters(subtag)) {
      script = subtag.charAt(0).toUpperCase() + subtag.substring(1).toLowerCase();
    } else if (region === undefined && variants.length === 0 && ((subtag.length === 2 && isLetters(subtag)) || /^[0-9]{3}$/.test(subtag))) {
      region = subtag.toUpperCase();
    } else if (/^[A-Za-z0-9]+$/.test(subtag) && ((subtag.length >= 5 && subtag.length <= 8) || (subtag.length === 4 && /^[0-9]/.test(subtag)))) {
      variants.push(subtag.toLowerCase());
    }
  }
  return { language, script, region, variants };
}

/**
 * The locale of `locales` that reads for `requested` (`fr-CM`, `fr_CM`): itself, else the first
 * of its language, else the first (source) locale. The one locale resolution of the runtime.
 */
export function resolveLocale<L extends string>(locales: readonly L[], requested: string): L {
  for (const locale of locales) if (locale === requested) return locale;
  const language = requested.split(/[-_]/)[0];
  for (const locale of locales) if (locale.split("-")[0] === language) return locale;
  const first = locales[0];
  if (first === undefined) throw new RangeError("a brand has at least one locale");
  return first;
}
