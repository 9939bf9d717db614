/**
 * The theme of every appearance, from the runtime profile, in React Native's units: colours
 * as `#rrggbb[aa]` strings, text styles shaped as `TextStyle`, sizes in dp, times in
 * milliseconds, easings as bezier control points, springs as `Animated.spring`'s physics.
 * Tokens are keyed by the profile's names (`appBar.background`), which the generated names
 * type (docs/exports.md).
 */

/** How the app is shown, as the engine's `Appearance`: the profile's names. */
export type Appearance = "light" | "dark" | "highContrast" | "darkHighContrast";
export const appearances: readonly Appearance[] = ["light", "dark", "highContrast", "darkHighContrast"];

/** React Native's `ColorSchemeName`, as `useColorScheme()` reports it (0.77 added "unspecified"). */
export type ColorSchemeName = "light" | "dark" | "unspecified" | null | undefined;

/** A font weight as React Native's `TextStyle.fontWeight` takes it. */
export type FontWeight = "100" | "200" | "300" | "400" | "500" | "600" | "700" | "800" | "900";

export interface TextStyle {
  readonly fontFamily: string;
  readonly fontSize: number;
  readonly fontWeight: FontWeight;
  readonly lineHeight: number;
}

export interface AnimationPreset {
  readonly spring?: { readonly stiffness: number; readonly damping: number; readonly mass: number };
  readonly easing?: readonly [number, number, number, number];
  readonly duration?: number;
  readonly delay?: number;
  readonly stagger?: number;
  readonly repeat?: boolean;
  readonly scaleFrom?: number;
  readonly scaleTo?: number;
  readonly reduceMotion?: "none" | "crossFade";
}

/** One appearance's theme; `C`, `T`, `S`, `A` are the token names the generated module types. */
export interface Theme<C extends string = string, T extends string = string, S extends string = string, A extends string = string> {
  readonly appearance: Appearance;
  readonly colors: { readonly [name in C]: string };
  readonly typography: { readonly [name in T]: TextStyle };
  readonly spacing: { readonly [name in S]: number };
  readonly animation: { readonly [name in A]: AnimationPreset };
}

/** The override layers laid over light to make each appearance (`Appearance.layers`). */
const layers: { readonly [appearance in Appearance]: readonly Appearance[] } = {
  light: [],
  dark: ["dark"],
  highContrast: ["highContrast"],
  darkHighContrast: ["dark", "highContrast", "darkHighContrast"],
};

/** The appearances shown, best first, when one is asked for (`Appearance.fallbacks`). */
const fallbacks: { readonly [appearance in Appearance]: readonly Appearance[] } = {
  light: ["light"],
  dark: ["dark", "light"],
  highContrast: ["highContrast", "light"],
  darkHighContrast: ["darkHighContrast", "dark", "highContrast", "light"],
};

/** `#RGB`, `#RRGGBB` or `#RRGGBBAA` as `#rrggbb`, or `#rrggbbaa` when not opaque; undefined for anything else. */
export function colorHex(text: string): string | undefined {
  if (!/^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/.test(text)) return undefined;
  let digits = text.substring(1).toLowerCase();
  if (digits.length === 3) digits = digits.replace(/./g, (digit) => digit + digit);
  return "#" + (digits.length === 8 && digits.substring(6) === "ff" ? digits.substring(0, 6) : digits);
}

const weights: { readonly [name: string]: FontWeight | undefined } = {
  thin: "100", ultraLight: "200", extraLight: "200", light: "300", medium: "500", semibold: "600", bold: "700", heavy: "800", extraBold: "800", black: "900",
};

const easings: { readonly [name: string]: readonly [number, number, number, number] | undefined } = {
  linear: [0, 0, 1, 1], easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1],
};

type Mapping = { readonly [key: string]: unknown };

function isObject(value: unknown): value is Mapping {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function own<T>(table: { readonly [key: string]: T | undefined }, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

function table<T>(): { [key: string]: T } {
  return Object.create(null) as { [key: string]: T };
}

function number(value: unknown): number | undefined {
  return typeof value === "number" && isFinite(value) ? value : undefined;
}

/** Six decimals at most, as the generated modules wrote numbers. */
function rounded(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A preset in React Native's units: stiffness (2π / response)², damping 4π·ζ / response (docs/exports.md). */
function animationPreset(fields: Mapping): AnimationPreset {
  const preset: { -readonly [key in keyof AnimationPreset]: AnimationPreset[key] } = {};
  const spring = fields["spring"];
  if (isObject(spring)) {
    const response = number(spring["response"]) ?? 0;
    const fraction = number(spring["damping"]) ?? 0;
    const root = (2 * Math.PI) / response;
    preset.spring = { stiffness: rounded(root * root), damping: rounded((4 * Math.PI * fraction) / response), mass: 1 };
  }
  const easing = typeof fields["easing"] === "string" ? own(easings, fields["easing"]) : undefined;
  if (easing !== undefined) preset.easing = easing;
  for (const key of ["duration", "delay", "stagger"] as const) {
    const seconds = number(fields[key]);
    if (seconds !== undefined) preset[key] = rounded(seconds * 1000);
  }
  if (fields["repeat"] === true) preset.repeat = true;
  const scaleFrom = number(fields["scaleFrom"]);
  if (scaleFrom !== undefined) preset.scaleFrom = scaleFrom;
  const scaleTo = number(fields["scaleTo"]);
  if (scaleTo !== undefined) preset.scaleTo = scaleTo;
  if (fields["reduceMotion"] === "none" || fields["reduceMotion"] === "crossFade") preset.reduceMotion = fields["reduceMotion"];
  return preset;
}

/** Every appearance's theme of a profile's `theme`, as the engine's `Theme` resolves it. */
export class BrandTheme {
  /** The appearances the profile has, light first. */
  readonly appearances: readonly Appearance[];
  private readonly themes: { readonly [appearance in Appearance]?: Theme };

  constructor(theme: Mapping) {
    const light = isObject(theme["colors"]) ? theme["colors"] : {};
    const declared = isObject(theme["appearances"]) ? theme["appearances"] : {};
    const typography = table<TextStyle>();
    for (const [name, style] of Object.entries(isObject(theme["typography"]) ? theme["typography"] : {})) {
      if (!isObject(style)) continue;
      const size = number(style["size"]) ?? 0;
      typography[name] = {
        fontFamily: typeof style["family"] === "string" ? style["family"] : "",
        fontSize: size,
        fontWeight: (typeof style["weight"] === "string" ? own(weights, style["weight"]) : undefined) ?? "400",
        lineHeight: rounded(number(style["lineHeight"]) ?? size * 1.2),
      };
    }
    const spacing = table<number>();
    for (const [name, value] of Object.entries(isObject(theme["spacing"]) ? theme["spacing"] : {})) {
      const points = number(value);
      if (points !== undefined) spacing[name] = points;
    }
    const animation = table<AnimationPreset>();
    for (const [name, fields] of Object.entries(isObject(theme["animation"]) ? theme["animation"] : {})) {
      if (isObject(fields)) animation[name] = animationPreset(fields);
    }
    const layerColors = (appearance: Appearance): Mapping | undefined => {
      const layer = declared[appearance];
      if (!isObject(layer)) return undefined;
      return isObject(layer["colors"]) ? layer["colors"] : {};
    };
    const has = (appearance: Appearance): boolean => appearance === "light" || layerColors(appearance) !== undefined ||
      (appearance === "darkHighContrast" && layerColors("dark") !== undefined && layerColors("highContrast") !== undefined);
    const themes: { [appearance in Appearance]?: Theme } = {};
    this.appearances = appearances.filter(has);
    for (const appearance of this.appearances) {
      const colors = table<string>();
      for (const [name, value] of Object.entries(light)) colors[name] = typeof value === "string" ? colorHex(value) ?? value : "";
      for (const layer of layers[appearance]) {
        for (const [name, value] of Object.entries(layerColors(layer) ?? {})) {
          if (name in colors && typeof value === "string") colors[name] = colorHex(value) ?? value;
        }
      }
      themes[appearance] = { appearance, colors, typography, spacing, animation };
    }
    this.themes = themes;
  }

  /** The appearance shown when `requested` is asked for: itself where the profile has it, else its first fallback it has. */
  appearanceShownFor(requested: Appearance): Appearance {
    return fallbacks[requested].find((appearance) => this.themes[appearance] !== undefined) ?? "light";
  }

  /** The appearance shown for a colour scheme (`"dark"` is dark) at increased contrast or not. */
  appearanceFor(colorScheme?: ColorSchemeName, highContrast?: boolean): Appearance {
    const dark = colorScheme === "dark";
    const contrast = highContrast === true;
    return this.appearanceShownFor(dark ? (contrast ? "darkHighContrast" : "dark") : contrast ? "highContrast" : "light");
  }

  /** The theme shown in `appearance` (its fallback's where the profile lacks it). */
  theme(appearance: Appearance): Theme {
    const theme = this.themes[this.appearanceShownFor(appearance)] ?? this.themes.light;
    if (theme === undefined) throw new RangeError("a theme always has light");
    return theme;
  }

  /** The theme shown for a colour scheme and contrast setting. */
  themeFor(colorScheme?: ColorSchemeName, highContrast?: boolean): Theme {
    return this.theme(this.appearanceFor(colorScheme, highContrast));
  }
}
