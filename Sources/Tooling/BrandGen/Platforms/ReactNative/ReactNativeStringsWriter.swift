import BrandModel
import Localization
import YAMLNode

/// The strings part of `react-native/<id>.ts`: the locales, `StringParameters` (each key with
/// the parameters its text takes), the brand's texts as data, and the small runtime that
/// renders them as the engine does.
///
/// Plural categories are the engine's (`PluralRules`): `Intl.PluralRules` of the language
/// whose rule the engine uses, or, where the JavaScript engine has none for it (Hermes has
/// no `Intl.PluralRules`), the engine's rule carried as a ``PluralSample``. A language the
/// engine has no rule for is `other` throughout, as in the engine. A form the text lacks is
/// its `other`. `{count}` is a number written with the locale's grouping
/// (`LocaleNumberFormat`, as the odds-boost box writes counts); other placeholders are
/// strings, already formatted.
enum ReactNativeStringsWriter {
    static func write(
        _ profile: BrandProfile, messages: MessageTable, pluralSamples: PluralSampleCache, into out: inout ByteWriter
    ) throws(GenerationError) {
        let locales = messages.locales
        out += "/** The locales the brand declares; the first is the source locale. */\nexport const locales = ["
        for (index, locale) in locales.enumerated() {
            if index > 0 { out += ", " }
            TypeScriptText.appendLiteral(locale, to: &out)
        }
        out += "] as const;\nexport type Locale = (typeof locales)[number];\nexport const sourceLocale: Locale = "
        TypeScriptText.appendLiteral(locales[0], to: &out)
        out += ";\n\n"
        out += """
            /**
             * Each string key with what its text takes: nothing (`undefined`), or an object with a
             * number for `{count}` and an already formatted string for any other placeholder.
             */
            export interface StringParameters {

            """
        for entry in messages.entries {
            out += "  readonly "
            TypeScriptText.appendLiteral(entry.key, to: &out)
            guard !entry.arguments.isEmpty else {
                out += ": undefined;\n"
                continue
            }
            out += ": {"
            for (index, argument) in entry.arguments.enumerated() {
                out += index > 0 ? "; readonly " : " readonly "
                TypeScriptText.appendLiteral(argument, to: &out)
                out += argument == FormatString.countPlaceholder ? ": number" : ": string"
            }
            out += " };\n"
        }
        out += """
            }
            export type StringKey = keyof StringParameters;
            /** What `translate` takes after the key: nothing, or the key's parameters. */
            export type StringArguments<K extends StringKey> = StringParameters[K] extends undefined ? [] : [StringParameters[K]];


            """
        try writeTables(profile, messages: messages, pluralSamples: pluralSamples, into: &out)
        out += runtime
    }

    private static func writeTables(
        _ profile: BrandProfile, messages: MessageTable, pluralSamples: PluralSampleCache, into out: inout ByteWriter
    ) throws(GenerationError) {
        var extraCategories: [String: [PluralCategory]] = [:]
        TypeScriptText.appendLocaleTable("pluralRules", valueType: "PluralRule", locales: messages.locales, to: &out) { locale, out in
            let rules = PluralRules(locale: locale)
            let sample = pluralSamples.sample(for: locale)
            extraCategories[locale] = MessageTable.extraCategories(rules)
            out += "{ intl: "
            if let tag = intlTag(locale, rules: rules) { TypeScriptText.appendLiteral(tag, to: &out) } else { out += "null" }
            out += ", small: "
            TypeScriptText.appendLiteral(sample.small, to: &out)
            out += ", millions: "
            TypeScriptText.appendLiteral(sample.millions.rawValue, to: &out)
            out += " }"
        }
        out += "\n"
        TypeScriptText.appendLocaleTable("numberFormats", valueType: "NumberFormat", locales: messages.locales, to: &out) { locale, out in
            let format = LocaleNumberFormat(locale: locale)
            out += "{ decimal: "
            TypeScriptText.appendLiteral(format.decimalSeparator, to: &out)
            out += ", grouping: "
            TypeScriptText.appendLiteral(format.groupingSeparator, to: &out)
            out += ", minimumGroupingDigits: "
            out.append(decimal: format.minimumGroupingDigits)
            out += ", minus: "
            TypeScriptText.appendLiteral(format.minusSign, to: &out)
            out += ", percent: "
            TypeScriptText.appendLiteral(format.percentSuffix, to: &out)
            out += " }"
        }
        out += "\n/** Every string, by key: its parameters, and its text in each locale that has it. */\nconst entries = table<Entry>([\n"
        for entry in messages.entries {
            out += "  ["
            TypeScriptText.appendLiteral(entry.key, to: &out)
            out += ", { parameters: ["
            for (index, argument) in entry.arguments.enumerated() {
                if index > 0 { out += ", " }
                TypeScriptText.appendLiteral(argument, to: &out)
            }
            out += "], formats: {"
            for (index, (locale, format)) in entry.formats.enumerated() {
                out += index > 0 ? ", " : " "
                TypeScriptText.appendLiteral(locale, to: &out)
                out += ": "
                switch format {
                case .text(let pieces):
                    write(pieces, into: &out)
                case .plural(let forms):
                    let forms = try MessageTable.engineForms(forms, extra: extraCategories[locale] ?? [], entry: entry, locale: locale, profile: profile)
                    out += "{"
                    for (formIndex, (category, pieces)) in forms.enumerated() {
                        out += formIndex > 0 ? ", " : " "
                        out += category.rawValue
                        out += ": "
                        write(pieces, into: &out)
                    }
                    out += " }"
                }
            }
            out += " } }],\n"
        }
        out += "]);\n\n"
    }

    /// The tag whose `Intl.PluralRules` give the engine's categories for whole counts: the
    /// language the engine's rule is chosen by (`pt-PT` apart from `pt`), or nil where the
    /// engine has no rule for the language and every count is `other`.
    static func intlTag(_ locale: String, rules: PluralRules) -> String? {
        guard rules.hasLanguageData else { return nil }
        if rules.language == "pt", LocaleIdentifier(locale).region == "PT" { return "pt-PT" }
        return rules.language
    }

    /// `["Betslip, ", 0, " selection"]`: literal runs, and parameters by their 0-based position.
    private static func write(_ pieces: [MessageTable.Piece], into out: inout ByteWriter) {
        out += "["
        for (index, piece) in pieces.enumerated() {
            if index > 0 { out += ", " }
            switch piece {
            case .literal(let text): TypeScriptText.appendLiteral(text, to: &out)
            case .argument(let position, _): out.append(decimal: position - 1)
            }
        }
        out += "]"
    }

    /// `"zero" | "one" | ...`: the engine's categories, in index.ts and every brand's module.
    static let pluralCategoryUnion = PluralCategory.allCases.map { TypeScriptText.literal($0.rawValue) }.joined(separator: " | ")

    /// The same in every brand's module: the types of the tables above, and the functions
    /// that read them.
    private static let runtime = """
        /** A plural category, as `pluralCategory` gives it and a plural string names its forms. */
        export type PluralCategory = \(pluralCategoryUnion);
        /** Literal text, or the position of a parameter in its entry's `parameters`. */
        type Pieces = readonly (string | number)[];
        type PluralForms = { readonly [category in PluralCategory]?: Pieces };
        interface Entry {
          readonly parameters: readonly string[];
          readonly formats: { readonly [locale: string]: Pieces | PluralForms | undefined };
        }
        interface PluralRule {
          /** The tag whose `Intl.PluralRules` are the engine's rule; null where the engine has none (every count is `other`). */
          readonly intl: string | null;
          /** The engine's category of each count from 0 to 199, a letter each (z o t f m x); a larger count has that of 100 + count % 100. */
          readonly small: string;
          /** The engine's category of an exact non-zero million. */
          readonly millions: PluralCategory;
        }
        interface NumberFormat {
          readonly decimal: string;
          readonly grouping: string;
          readonly minimumGroupingDigits: number;
          readonly minus: string;
          readonly percent: string;
        }
        type ParameterValues = { readonly [name: string]: string | number | undefined };
        interface IntlPluralRules {
          select(count: number): string;
        }
        interface IntlPluralRulesConstructor {
          new (locale: string): IntlPluralRules;
          supportedLocalesOf(locale: string): string[];
        }

        function own<T>(object: { readonly [key: string]: T | undefined }, key: string): T | undefined {
          return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
        }

        /** A table of keys the profile chose, without a prototype: no key, `__proto__` included, means anything else. */
        function table<T>(pairs: ReadonlyArray<readonly [string, T]>): { readonly [key: string]: T | undefined } {
          const result: { [key: string]: T | undefined } = Object.create(null);
          for (const pair of pairs) {
            result[pair[0]] = pair[1];
          }
          return result;
        }

        /**
         * The brand locale that reads for `requested` (`fr-CM`, `fr_CM`): itself, else the first of its
         * language, else the source locale.
         */
        export function resolveLocale(requested: string): Locale {
          for (const locale of locales) {
            if (locale === requested) return locale;
          }
          const language = requested.split(/[-_]/)[0];
          for (const locale of locales) {
            if (locale.split("-")[0] === language) return locale;
          }
          return sourceLocale;
        }

        const intlRules: { [tag: string]: IntlPluralRules | null | undefined } = Object.create(null);

        /** `Intl.PluralRules` for `tag`, or null where the JavaScript engine has none for it. */
        function intlPluralRules(tag: string): IntlPluralRules | null {
          const PluralRules = typeof Intl === "undefined" ? undefined : (Intl as unknown as { readonly PluralRules?: IntlPluralRulesConstructor }).PluralRules;
          if (typeof PluralRules !== "function") return null;
          let rules = intlRules[tag];
          if (rules === undefined) {
            try {
              rules = PluralRules.supportedLocalesOf(tag).length > 0 ? new PluralRules(tag) : null;
            } catch {
              rules = null;
            }
            intlRules[tag] = rules;
          }
          return rules;
        }

        const categoryLetters: { readonly [letter: string]: PluralCategory | undefined } = { z: "zero", o: "one", t: "two", f: "few", m: "many", x: "other" };

        function categoryNamed(name: string): PluralCategory {
          switch (name) {
            case "zero":
            case "one":
            case "two":
            case "few":
            case "many":
              return name;
            default:
              return "other";
          }
        }

        function categoryIn(locale: string, count: number): PluralCategory {
          const rule = own(pluralRules, locale);
          if (rule === undefined || rule.intl === null) return "other";
          const intl = intlPluralRules(rule.intl);
          if (intl !== null) return categoryNamed(intl.select(count));
          if (!isFinite(count) || Math.floor(count) !== count) return "other";
          const n = Math.abs(count);
          if (n !== 0 && n % 1000000 === 0) return rule.millions;
          return own(categoryLetters, rule.small.charAt(n < 200 ? n : 100 + (n % 100))) ?? "other";
        }

        /** The plural category of `count` in `locale`: the engine's for whole counts. */
        export function pluralCategory(locale: Locale, count: number): PluralCategory {
          return categoryIn(resolveLocale(locale), count);
        }

        function formatIn(format: NumberFormat | undefined, value: number): string {
          if (format === undefined || !isFinite(value)) return String(value);
          const text = String(Math.abs(value));
          if (text.indexOf("e") >= 0) return (value < 0 ? format.minus : "") + text;
          const point = text.indexOf(".");
          let body = groupDigits(format, point < 0 ? text : text.substring(0, point));
          if (point >= 0) body += format.decimal + text.substring(point + 1);
          return value < 0 ? format.minus + body : body;
        }

        /** Integer digits with the locale's grouping, from `3 + minimumGroupingDigits` digits on. */
        function groupDigits(format: NumberFormat, digits: string): string {
          const grouped = digits.length >= 3 + Math.max(format.minimumGroupingDigits, 1);
          let body = "";
          for (let index = 0; index < digits.length; index++) {
            if (grouped && index > 0 && (digits.length - index) % 3 === 0) body += format.grouping;
            body += digits.charAt(index);
          }
          return body;
        }

        /** A number as the engine writes a count in `locale`: `1,234` in English, `1 234` (U+202F) in French. */
        export function formatNumber(locale: Locale, value: number): string {
          return formatIn(own(numberFormats, resolveLocale(locale)), value);
        }

        /** A whole percentage as the engine writes it in `locale`: `15%`, `15 %` (U+202F) in French. */
        export function formatPercent(locale: Locale, percent: number): string {
          const format = own(numberFormats, resolveLocale(locale));
          return formatIn(format, percent) + (format === undefined ? "%" : format.percent);
        }

        function isPieces(format: Pieces | PluralForms): format is Pieces {
          return Array.isArray(format);
        }

        function render(locale: Locale, key: string, values: ParameterValues | undefined): string {
          const entry = own(entries, key);
          if (entry === undefined) return key;
          let formatLocale: string = locale;
          let format = own(entry.formats, locale);
          if (format === undefined) {
            formatLocale = sourceLocale;
            format = own(entry.formats, sourceLocale);
          }
          if (format === undefined) return key;
          let pieces: Pieces | undefined;
          if (isPieces(format)) {
            pieces = format;
          } else {
            const count = values === undefined ? undefined : own(values, countParameter);
            pieces = format[typeof count === "number" ? categoryIn(formatLocale, count) : "other"];
            if (pieces === undefined) pieces = format.other;
          }
          if (pieces === undefined) return "";
          const numbers = own(numberFormats, formatLocale);
          let result = "";
          for (const piece of pieces) {
            if (typeof piece === "string") {
              result += piece;
              continue;
            }
            const name = entry.parameters[piece];
            const value = name === undefined || values === undefined ? undefined : own(values, name);
            result += typeof value === "number" ? formatIn(numbers, value) : value === undefined ? "" : value;
          }
          return result;
        }

        /**
         * The text of `key` in `locale`, its parameters filled in; a key the locale lacks reads in
         * the source locale. A device's locale (`fr_CM`) goes through `resolveLocale` first.
         */
        export function translate<K extends StringKey>(locale: Locale, key: K, ...parameters: StringArguments<K>): string {
          return render(resolveLocale(locale), key, (parameters as unknown as readonly (ParameterValues | undefined)[])[0]);
        }

        const countParameter = \(TypeScriptText.literal(FormatString.countPlaceholder));


        """
}
