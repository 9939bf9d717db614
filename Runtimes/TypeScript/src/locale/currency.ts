import { groupDigits, type NumberFormat } from "./numbers";

/** An ISO 4217 currency's display data, as the engine's `CurrencyInfo`. */
export interface Currency {
  readonly code: string;
  /** The minor units' digits (2 for GBP, 0 for XAF). */
  readonly fractionDigits: number;
  readonly symbol: string;
  readonly homeSymbol: string;
  readonly homeRegions: readonly string[];
}

const twoDigits =
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN " +
  "ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK " +
  "MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD " +
  "TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG";
const noDigits = "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF";
const threeDigits = "BHD IQD JOD KWD LYD OMR TND";
const fourDigits = "CLF UYW";

/** ISO 4217 list one's minor units by code (the engine's `ISO4217`). */
const minorUnits: { readonly [code: string]: number | undefined } = (() => {
  const table: { [code: string]: number | undefined } = Object.create(null);
  for (const [digits, codes] of [[2, twoDigits], [0, noDigits], [3, threeDigits], [4, fourDigits]] as const) {
    for (const code of codes.split(" ")) table[code] = digits;
  }
  return table;
})();

function currencyEntry(code: string, symbol: string, homeSymbol?: string, homeRegions: readonly string[] = []): Currency {
  return { code, fractionDigits: minorUnits[code] ?? 2, symbol, homeSymbol: homeSymbol ?? symbol, homeRegions };
}

/** The currencies of the brands' markets and of the supported locales (the engine's `CurrencyInfo.table`). */
const currencies: { readonly [code: string]: Currency | undefined } = (() => {
  const table: { [code: string]: Currency | undefined } = Object.create(null);
  for (const entry of [
    currencyEntry("GBP", "£"), currencyEntry("EUR", "€"),
    currencyEntry("USD", "US$", "$", ["US"]), currencyEntry("AUD", "A$", "$", ["AU"]),
    currencyEntry("NZD", "NZ$", "$", ["NZ"]), currencyEntry("CAD", "CA$", "$", ["CA"]),
    currencyEntry("XAF", "FCFA"), currencyEntry("XOF", "F\u202fCFA"), currencyEntry("CHF", "CHF"), currencyEntry("BRL", "R$"),
    currencyEntry("SEK", "SEK", "kr", ["SE"]), currencyEntry("NOK", "NOK", "kr", ["NO"]), currencyEntry("DKK", "DKK", "kr.", ["DK"]),
    currencyEntry("PLN", "PLN", "zł", ["PL"]), currencyEntry("CZK", "CZK", "Kč", ["CZ"]), currencyEntry("RUB", "RUB", "₽", ["RU"]),
    currencyEntry("JPY", "¥", "￥", ["JP"]), currencyEntry("CNY", "CN¥", "¥", ["CN"]), currencyEntry("KRW", "₩"),
    currencyEntry("EGP", "EGP"), currencyEntry("SAR", "SAR"),
  ]) {
    table[entry.code] = entry;
  }
  return table;
})();

/** Data for `code` (case-insensitive); a code without an entry shows itself. */
export function currencyFor(code: string): Currency {
  const normalized = code.toUpperCase();
  return currencies[normalized] ?? currencyEntry(normalized, normalized);
}

/** The digits after the separator a balance is written with: the minor units, clamped to 0-6. */
export function balanceFractionDigits(currency: Currency): number {
  return Math.min(Math.max(currency.fractionDigits, 0), 6);
}

/** What goes before and after an amount's number: CLDR's currency spacing, as the engine's `currencyAffixes`. */
export function currencyAffixes(format: NumberFormat, currency: Currency): readonly [string, string] {
  const symbol = currency.homeRegions.indexOf(format.region) >= 0 ? currency.homeSymbol : currency.symbol;
  const characters = Array.from(symbol);
  if (format.currency.before) {
    const last = characters[characters.length - 1];
    const spacing = format.currency.separator === "" && last !== undefined && /\p{Alphabetic}/u.test(last) ? "\u00a0" : format.currency.separator;
    return [symbol + spacing, ""];
  }
  const first = characters[0];
  const spacing = format.currency.separator === "" && first !== undefined && /\p{Alphabetic}/u.test(first) ? "\u00a0" : format.currency.separator;
  return ["", spacing + symbol];
}

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
 * An amount as the engine's `BalanceFormatter` writes a balance for `{amount}`: whole minor
 * units directly; anything finer rounded half-to-even on its shortest decimal text, as
 * `LocaleNumberFormat.formatCurrency` rounds it.
 */
export function formatAmount(format: NumberFormat, currency: Currency, amount: number): string {
  const affixes = currencyAffixes(format, currency);
  const places = balanceFractionDigits(currency);
  const scale = Math.pow(10, places);
  const scaled = amount * scale;
  const rounded = roundHalfEven(scaled);
  let sign = "";
  let number: string;
  if (isFinite(scaled) && Math.abs(rounded) < 1e15 && Math.abs(scaled - rounded) < 1e-6) {
    const magnitude = Math.abs(rounded);
    const fraction = String(magnitude % scale);
    number = groupDigits(format, String(Math.floor(magnitude / scale)));
    if (places > 0) number += format.decimal + "000000".substring(0, places - fraction.length) + fraction;
    if (rounded < 0) sign = format.minus;
  } else if (isNaN(amount)) {
    number = "NaN";
  } else if (!isFinite(amount)) {
    number = "\u221e";
  } else {
    const digits = roundedDigits(Math.abs(amount), Math.min(Math.max(currency.fractionDigits, 0), 15));
    number = groupDigits(format, digits.integer) + (digits.fraction.length > 0 ? format.decimal + digits.fraction : "");
    if (amount < 0 && /[1-9]/.test(number)) sign = format.minus;
  }
  return sign + affixes[0] + number + affixes[1];
}
