import { createHash, createPublicKey, verify } from "node:crypto";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Sha256 } from "../digest";
import { TransportError, type DeliveryStorage, type Ed25519Verifier, type Transport } from "../delivery/platform";

/** SHA-256 by `node:crypto`: the Node default of the `Sha256` piece. */
export const nodeSha256: Sha256 = {
  hex(bytes: Uint8Array): string {
    return createHash("sha256").update(bytes).digest("hex");
  },
};

/** Every `<id>.json` envelope of `folder` (brandgen's `json/`), read into `catalog`; returns the problems. */
export function loadFolder(catalog: import("../catalog").BrandCatalog, folder: string): readonly import("../catalog").CatalogProblem[] {
  const envelopes: { [id: string]: string } = {};
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith(".json")) continue;
    envelopes[name.substring(0, name.length - ".json".length)] = readFileSync(join(folder, name), "utf8");
  }
  return catalog.loadAll(envelopes);
}

/** Ed25519 by `node:crypto` (a raw 32-byte key wrapped as SPKI DER). */
export const nodeEd25519: Ed25519Verifier = {
  verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
    if (publicKey.length !== 32 || signature.length !== 64) return false;
    const der = new Uint8Array(ed25519SpkiPrefix.length + 32);
    der.set(ed25519SpkiPrefix, 0);
    der.set(publicKey, ed25519SpkiPrefix.length);
    try {
      return verify(null, message, createPublicKey({ key: der, format: "der", type: "spki" }), signature);
    } catch {
      return false;
    }
  },
};

/** The DER header of an Ed25519 SubjectPublicKeyInfo (RFC 8410). */
export const ed25519SpkiPrefix = Uint8Array.from([0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00]);

/** HTTP by the platform's `fetch` under `baseURL`: no redirect followed, the deadline by `AbortController`, the body read up to `maxBytes`. */
export function fetchTransport(baseURL: string): Transport {
  return {
    async get(path, options) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.deadlineMillis);
      try {
        let response: FetchResponse;
        try {
          response = await fetch(baseURL.replace(/\/?$/, "/") + path, { signal: controller.signal, redirect: "manual" });
        } catch (error) {
          throw new TransportError(controller.signal.aborted ? "deadline" : "network", String(error));
        }
        if (response.status >= 300 && response.status < 400) throw new TransportError("redirect", `HTTP ${response.status}`);
        const chunks: Uint8Array[] = [];
        let length = 0;
        const reader = response.body?.getReader();
        for (;;) {
          if (reader === undefined) break;
          let part: { done: boolean; value?: Uint8Array };
          try {
            part = await reader.read();
          } catch (error) {
            throw new TransportError(controller.signal.aborted ? "deadline" : "network", String(error));
          }
          if (part.done || part.value === undefined) break;
          length += part.value.length;
          if (length > options.maxBytes) {
            await reader.cancel();
            throw new TransportError("too-large", `more than ${options.maxBytes} bytes`);
          }
          chunks.push(part.value);
        }
        const body = new Uint8Array(length);
        let offset = 0;
        for (const chunk of chunks) {
          body.set(chunk, offset);
          offset += chunk.length;
        }
        return { status: response.status, body };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** A folder whose files are replaced atomically: written to a temporary name, flushed, renamed. */
export function folderStorage(folder: string): DeliveryStorage {
  mkdirSync(folder, { recursive: true });
  const valid = (name: string): string => {
    if (!/^[A-Za-z0-9.-]+$/.test(name) || name.startsWith(".")) throw new RangeError(`not a file name of the folder: ${name}`);
    return join(folder, name);
  };
  return {
    read(name) {
      const path = valid(name);
      return existsSync(path) ? readFileSync(path, "utf8") : undefined;
    },
    write(name, text) {
      const path = valid(name);
      const temporary = path + ".tmp";
      writeFileSync(temporary, text);
      const descriptor = openSync(temporary, "r+");
      try {
        fsyncSync(descriptor);
      } finally {
        closeSync(descriptor);
      }
      renameSync(temporary, path);
    },
    remove(name) {
      const path = valid(name);
      if (existsSync(path)) unlinkSync(path);
    },
    list() {
      return readdirSync(folder).filter((name) => !name.endsWith(".tmp")).sort();
    },
  };
}
