import { forEachUTF8Byte } from "./flags";

/**
 * SHA-256, the platform piece the envelope's digest check needs: Node's `node:crypto` by
 * default (`nodeSha256` in `platform/node`); in React Native a native module or a vetted
 * pure-JS implementation (docs/exports.md).
 */
export interface Sha256 {
  /** The SHA-256 of `bytes`, lower-case hex. */
  hex(bytes: Uint8Array): string;
}

/** `text` as UTF-8 bytes, encoded by hand (Hermes may lack `TextEncoder`), a lone surrogate as U+FFFD. */
export function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = [];
  forEachUTF8Byte(text, (byte) => bytes.push(byte));
  return Uint8Array.from(bytes);
}

/** UTF-8 `bytes` as text; malformed sequences become U+FFFD. */
export function utf8Text(bytes: Uint8Array): string {
  let text = "";
  let index = 0;
  const units: number[] = [];
  const flush = (): void => {
    text += String.fromCharCode.apply(null, units);
    units.length = 0;
  };
  while (index < bytes.length) {
    const first = bytes[index] ?? 0;
    let code = 0xfffd;
    let length = 1;
    const continuation = (offset: number): number => {
      const byte = bytes[index + offset];
      return byte !== undefined && (byte & 0xc0) === 0x80 ? byte & 0x3f : -1;
    };
    if (first < 0x80) {
      code = first;
    } else if (first >= 0xc2 && first <= 0xdf) {
      const b1 = continuation(1);
      if (b1 >= 0) { code = ((first & 0x1f) << 6) | b1; length = 2; }
    } else if (first >= 0xe0 && first <= 0xef) {
      const b1 = continuation(1);
      const b2 = continuation(2);
      const value = ((first & 0x0f) << 12) | (b1 << 6) | b2;
      if (b1 >= 0 && b2 >= 0 && value >= 0x800 && (value < 0xd800 || value > 0xdfff)) { code = value; length = 3; }
    } else if (first >= 0xf0 && first <= 0xf4) {
      const b1 = continuation(1);
      const b2 = continuation(2);
      const b3 = continuation(3);
      const value = ((first & 0x07) << 18) | (b1 << 12) | (b2 << 6) | b3;
      if (b1 >= 0 && b2 >= 0 && b3 >= 0 && value >= 0x10000 && value <= 0x10ffff) { code = value; length = 4; }
    }
    if (code >= 0x10000) {
      units.push(0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff));
    } else {
      units.push(code);
    }
    if (units.length > 4096) flush();
    index += length;
  }
  flush();
  return text;
}
