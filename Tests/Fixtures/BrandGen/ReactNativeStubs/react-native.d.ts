// A small stub of React Native's own types (react-native 0.76, types/ and Libraries/):
// only the declarations the generated modules' shapes are checked against. The generated
// modules import nothing; the tests' check file imports these types to hold them to
// `TextStyle`, `ColorValue` and the `Animated` configurations.
declare module "react-native" {
  export type ColorValue = string | OpaqueColorValue;
  export interface OpaqueColorValue {
    readonly __opaqueColorValue: unique symbol;
  }

  // Libraries/Utilities/Appearance.d.ts (0.76); 0.77 on add "unspecified", which the
  // generated modules' own ColorSchemeName includes.
  export type ColorSchemeName = "light" | "dark" | null | undefined;

  export type DimensionValue = number | "auto" | `${number}%` | null;

  export interface TextStyle {
    color?: ColorValue | undefined;
    fontFamily?: string | undefined;
    fontSize?: number | undefined;
    fontStyle?: "normal" | "italic" | undefined;
    fontWeight?:
      | "normal" | "bold"
      | "100" | "200" | "300" | "400" | "500" | "600" | "700" | "800" | "900"
      | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900
      | "ultralight" | "thin" | "light" | "medium" | "regular" | "semibold" | "condensedBold" | "condensed" | "heavy" | "black"
      | undefined;
    letterSpacing?: number | undefined;
    lineHeight?: number | undefined;
    textAlign?: "auto" | "left" | "right" | "center" | "justify" | undefined;
    textTransform?: "none" | "capitalize" | "uppercase" | "lowercase" | undefined;
    padding?: DimensionValue | undefined;
    height?: DimensionValue | undefined;
    backgroundColor?: ColorValue | undefined;
  }

  export type EasingFunction = (value: number) => number;
  export interface EasingStatic {
    linear: EasingFunction;
    bezier(x1: number, y1: number, x2: number, y2: number): EasingFunction;
  }
  export const Easing: EasingStatic;

  export namespace Animated {
    class AnimatedValue {
      constructor(value: number);
    }
    interface AnimationConfig {
      isInteraction?: boolean | undefined;
      useNativeDriver: boolean;
    }
    interface SpringAnimationConfig extends AnimationConfig {
      toValue: number | AnimatedValue | { x: number; y: number };
      overshootClamping?: boolean | undefined;
      restDisplacementThreshold?: number | undefined;
      restSpeedThreshold?: number | undefined;
      velocity?: number | { x: number; y: number } | undefined;
      bounciness?: number | undefined;
      speed?: number | undefined;
      tension?: number | undefined;
      friction?: number | undefined;
      stiffness?: number | undefined;
      mass?: number | undefined;
      damping?: number | undefined;
      delay?: number | undefined;
    }
    interface TimingAnimationConfig extends AnimationConfig {
      toValue: number | AnimatedValue | { x: number; y: number };
      easing?: EasingFunction | undefined;
      duration?: number | undefined;
      delay?: number | undefined;
    }
    interface CompositeAnimation {
      start(callback?: (result: { finished: boolean }) => void): void;
    }
    function spring(value: AnimatedValue, config: SpringAnimationConfig): CompositeAnimation;
    function timing(value: AnimatedValue, config: TimingAnimationConfig): CompositeAnimation;
  }
}
