import BrandModel
import Localization
import YAMLNode

/// The currency part of `react-native/<id>.ts`: the brand's ISO 4217 currency, each locale's
/// symbol placement (`LocaleNumberFormat.currencyAffixes(for:)`), and `formatAmount`, which
/// writes an amount as the engine's `BalanceFormatter` writes a balance for `{amount}`:
/// whole minor units directly, anything finer rounded half-to-even on the amount's shortest
/// decimal text, as `LocaleNumberFormat.formatCurrency` rounds it. It reads the strings
/// part's `numberFormats`, `groupDigits`, `own` and `resolveLocale`.
enum ReactNativeCurrencyWriter {
    static func write(_ profile: BrandProfile, locales: [String], into out: inout ByteWriter) {
        let currency = CurrencyInfo.forCode(profile.currency)
        out += "/** The brand's currency: its ISO 4217 code and the digits after its decimal separator. */\n"
        out += "export interface Currency {\n  readonly code: string;\n  readonly fractionDigits: number;\n}\n\n"
        out += "export const currency: Currency = { code: "
        TypeScriptText.appendLiteral(currency.code, to: &out)
        out += ", fractionDigits: "
        out.append(decimal: fractionDigits(of: currency))
        out += " };\n\n/** What goes before and after an amount's number in each locale: the symbol and its spacing. */\n"
        TypeScriptText.appendLocaleTable("currencyAffixes", valueType: "readonly [string, string]", locales: locales, to: &out) { locale, out in
            let affixes = LocaleNumberFormat(locale: locale).currencyAffixes(for: currency)
            out += "["
            TypeScriptText.appendLiteral(affixes.prefix, to: &out)
            out += ", "
            TypeScriptText.appendLiteral(affixes.suffix, to: &out)
            out += "]"
        }
        out += "\n"
        out += runtime
    }

    /// `BalanceFormatter`'s clamp of the currency's minor-unit digits.
    static func fractionDigits(of currency: CurrencyInfo) -> Int {
        min(max(currency.fractionDigits, 0), 6)
    }

    private static let runtime = """
        /** Rounds to the nearest integer, a tie to the even one, as Swift's `.toNearestOrEven`. */
        function roundHalfEven(value: number): number {
          const floor = Math.floor(value);
          const difference = value - floor;
          if (difference < 0.5) return floor;
          if (difference > 0.5) return floor + 1;
          return floor % 2 === 0 ? floor : floor + 1;
        }

        /**
         * A finite magnitude's integer and fraction digits, rounded half-to-even to `fractionDigits`
         * places on its shortest decimal text (`String(value)`), as the engine's `DecimalDigits`.
         */
        function roundedDigits(magnitude: number, fractionDigits: number): { readonly integer: string; readonly fraction: string } {
          const text = String(magnitude);
          const exponentAt = text.search(/[eE]/);
          const mantissa = exponentAt < 0 ? text : text.substring(0, exponentAt);
          const digits: number[] = [];
          let point = 0;
          let seenPoint = false;
          for (let index = 0; index < mantissa.length; index++) {
            const character = mantissa.charAt(index);
            if (character === ".") {
              seenPoint = true;
            } else if (character >= "0" && character <= "9") {
              digits.push(character.charCodeAt(0) - 48);
              if (!seenPoint) point++;
            }
          }
          if (exponentAt >= 0) point += parseInt(text.substring(exponentAt + 1), 10);
          while (digits.length > 0 && digits[0] === 0) {
            digits.shift();
            point--;
          }
          const keep = point + fractionDigits;
          if (keep < digits.length) {
            let roundUp = false;
            if (keep >= 0) {
              const discarded = digits[keep] ?? 0;
              let restIsNonZero = false;
              for (let index = keep + 1; index < digits.length; index++) if (digits[index] !== 0) restIsNonZero = true;
              const lastKeptIsOdd = keep > 0 && (digits[keep - 1] ?? 0) % 2 === 1;
              roundUp = discarded > 5 || (discarded === 5 && (restIsNonZero || lastKeptIsOdd));
            }
            digits.length = Math.max(keep, 0);
            if (keep < 0) point = -fractionDigits;
            if (roundUp) {
              let position = digits.length - 1;
              while (position >= 0 && digits[position] === 9) {
                digits[position] = 0;
                position--;
              }
              if (position >= 0) {
                digits[position] = (digits[position] ?? 0) + 1;
              } else {
                digits.unshift(1);
                point++;
              }
            }
          }
          let integer = "";
          let fraction = "";
          for (let position = Math.min(point, 0); position < Math.max(digits.length, point + fractionDigits); position++) {
            const digit = position >= 0 && position < digits.length ? digits[position] ?? 0 : 0;
            if (position < point) integer += String(digit);
            else if (fraction.length < fractionDigits) fraction += String(digit);
          }
          while (integer.length > 1 && integer.charAt(0) === "0") integer = integer.substring(1);
          return { integer: integer === "" ? "0" : integer, fraction };
        }

        /**
         * An amount in the brand's currency as the engine writes a balance for `{amount}` in `locale`:
         * `£1,234.50` (en-GB, GBP), `1 234,50 kr` (nb-NO, NOK, U+00A0 spaces). Pass it to
         * `translate(locale, \(TypeScriptText.literal(StringKey.balance.rawValue)), { amount: formatAmount(locale, balance) })`.
         */
        export function formatAmount(locale: Locale, amount: number): string {
          const resolved = resolveLocale(locale);
          const format = own(numberFormats, resolved);
          const affixes = own(currencyAffixes, resolved) ?? ["", ""];
          if (format === undefined) return String(amount);
          const places = currency.fractionDigits;
          const scale = Math.pow(10, places);
          const scaled = amount * scale;
          const rounded = roundHalfEven(scaled);
          let sign = "";
          let number: string;
          if (isFinite(scaled) && Math.abs(rounded) < 1e15 && Math.abs(scaled - rounded) < 1e-6) {
            // Whole minor units, as `BalanceFormatter.format(minorUnits:)`.
            const magnitude = Math.abs(rounded);
            const fraction = String(magnitude % scale);
            number = groupDigits(format, String(Math.floor(magnitude / scale)));
            if (places > 0) number += format.decimal + "000000".substring(0, places - fraction.length) + fraction;
            if (rounded < 0) sign = format.minus;
          } else if (isNaN(amount)) {
            number = "NaN";
          } else if (!isFinite(amount)) {
            number = "\\u221E";
          } else {
            // Finer than a minor unit, as `LocaleNumberFormat.formatCurrency`.
            const digits = roundedDigits(Math.abs(amount), places);
            number = groupDigits(format, digits.integer) + (places > 0 ? format.decimal + digits.fraction : "");
            if (amount < 0 && /[1-9]/.test(number)) sign = format.minus;
          }
          return sign + affixes[0] + number + affixes[1];
        }


        """
}
