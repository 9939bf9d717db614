/**
 * The bar's colours in an appearance, as the engine's `AppBarTheme` resolves them: the brand's
 * palette for that appearance, the tool-slot handler's colours taken from that palette
 * (`HandlerColor.value(in:drawnWith:)`), and the contract's fallbacks (`ColorTokenName.resolved`).
 */
import { colorFallbacks } from "../contract";
import { colorHex } from "../theme";

/** A colour a tool-slot handler fills: `token` from the brand's palette token `from`, else `fallback` (a contract token). */
export interface HandlerColor {
  readonly token: string;
  readonly from: string;
  readonly fallback?: string;
}

/** The standard slot's colours (`HandlerColor.standard`): the icon in the bar's foreground, the badge in the badge colours. */
export const standardHandlerColors: readonly HandlerColor[] = [
  { token: "toolSlot.icon", from: "appBar.foreground" },
  { token: "toolSlot.badge.background", from: "badge.background" },
  { token: "toolSlot.badge.text", from: "badge.text" },
];

type Palette = { readonly [name: string]: string | undefined };

function own(palette: Palette, name: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(palette, name) ? palette[name] : undefined;
}

/** The colour `lookup` gives `token`, or else its fallback's, followed to the end (`ColorTokenName.resolved`). */
function resolved(token: string, lookup: (token: string) => string | undefined, depth = 0): string | undefined {
  const own = lookup(token);
  if (own !== undefined) return own;
  const fallback = Object.prototype.hasOwnProperty.call(colorFallbacks, token) ? colorFallbacks[token] : undefined;
  if (fallback === undefined || fallback === null || depth > 16) return undefined;
  return "hex" in fallback ? fallback.hex : resolved(fallback.token, lookup, depth + 1);
}

/** A contract token through the palette and the handler's colours (`ColorTokenName.resolved(in:drawnWith:)`). */
function resolvedDrawn(token: string, palette: (name: string) => string | undefined, handlerColors: readonly HandlerColor[], depth = 0): string | undefined {
  return resolved(token, (name) => {
    const written = palette(name);
    if (written !== undefined) return written;
    const color = handlerColors.find((candidate) => candidate.token === name);
    return color === undefined || depth > 16 ? undefined : handlerValue(color, palette, handlerColors, depth + 1);
  });
}

/** What the handler gives its token: the palette's `from`, else its fallback resolved (`HandlerColor.value(in:drawnWith:)`). */
function handlerValue(color: HandlerColor, palette: (name: string) => string | undefined, handlerColors: readonly HandlerColor[], depth: number): string | undefined {
  return palette(color.from) ?? (color.fallback === undefined ? undefined : resolvedDrawn(color.fallback, palette, handlerColors, depth));
}

/**
 * The contract colour `token` shown with `palette` (one appearance's colours) and the handler's
 * colours: `#RRGGBB` or `#RRGGBBAA` as the engine writes it, undefined when neither the brand nor
 * a fallback gives one. A colour that is not a colour is left out, as the engine leaves it.
 */
export function appBarColor(token: string, palette: Palette, handlerColors: readonly HandlerColor[]): string | undefined {
  const hex = resolved(token, (name) => setColor(name, palette, handlerColors));
  return hex === undefined ? undefined : engineHex(hex);
}

/**
 * The colour `name` as the brand sets it, without the contract's fallback (what brandsim
 * traces, `AppBarTheme.hex(_:)`): the brand's palette over the tokens the handler draws from it.
 */
export function brandSetColor(name: string, palette: Palette, handlerColors: readonly HandlerColor[]): string | undefined {
  const hex = setColor(name, palette, handlerColors);
  return hex === undefined ? undefined : engineHex(hex);
}

/** The handler's tokens first, the brand's palette over them (`AppBarTheme(profile:handlerTokens:)`); colours only. */
function setColor(name: string, palette: Palette, handlerColors: readonly HandlerColor[]): string | undefined {
  const written = own(palette, name);
  if (written !== undefined) return colorHex(written);
  const color = handlerColors.find((candidate) => candidate.token === name);
  if (color === undefined) return undefined;
  const value = handlerValue(color, (from) => own(palette, from), handlerColors, 0);
  return value === undefined ? undefined : colorHex(value);
}

/** `#rrggbb[aa]` as the engine writes a colour: upper case. */
export function engineHex(hex: string): string {
  return (colorHex(hex) ?? hex).toUpperCase();
}
