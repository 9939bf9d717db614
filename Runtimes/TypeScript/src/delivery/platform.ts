/**
 * The delivery client's platform pieces, each a small interface with a Node default in
 * `platform/node.ts`: the Ed25519 check, HTTP, and a folder that replaces files atomically.
 */

/** Ed25519 over raw 32-byte public keys (`node:crypto` by default; a native module or a vetted pure-JS library in React Native). */
export interface Ed25519Verifier {
  verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean;
}

/** One response: its status and at most `maxBytes` of body (more is a `too-large` error). */
export interface TransportResponse {
  readonly status: number;
  readonly body: Uint8Array;
}

/** Why a request failed before a response: the network, the deadline, a body over the cap, a redirect, a content coding other than gzip. */
export class TransportError extends Error {
  constructor(readonly code: "network" | "deadline" | "too-large" | "redirect" | "content-encoding", message: string) {
    super(message);
  }
}

export interface Transport {
  /** GET `path` under the bundle's base, within `deadlineMillis`, reading at most `maxBytes`. */
  get(path: string, options: { readonly maxBytes: number; readonly deadlineMillis: number }): Promise<TransportResponse>;
}

/** The client's folder: whole files, replaced atomically (written, flushed, renamed). */
export interface DeliveryStorage {
  read(name: string): string | undefined;
  write(name: string, text: string): void;
  remove(name: string): void;
  list(): readonly string[];
}

/** Base64 (RFC 4648, padded) to bytes; undefined for anything else. No `atob`, which older Hermes lacks. */
export function base64Bytes(text: string): Uint8Array | undefined {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) return undefined;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of text) {
    if (character === "=") break;
    buffer = (buffer << 6) | alphabet.indexOf(character);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}
