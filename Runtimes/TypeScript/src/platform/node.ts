import { createHash, createPublicKey, verify } from "node:crypto";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { get as httpGet, type IncomingMessage } from "node:http";
import { get as httpsGet } from "node:https";
import { join } from "node:path";
import { createGunzip } from "node:zlib";
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
          response = await fetch(baseURL.replace(/\/?$/, "/") + path, { signal: controller.signal, redirect: "manual", headers: { "accept-encoding": "identity" } });
        } catch (error) {
          throw new TransportError(controller.signal.aborted ? "deadline" : "network", String(error));
        }
        if (response.status >= 300 && response.status < 400) throw new TransportError("redirect", `HTTP ${response.status}`);
        // Asked for identity; gzip (an object store's precompressed file) is inflated on the
        // way in, and its inflated bytes count against the cap. Any other coding is refused
        // at the headers, before a byte of the body is read.
        const coding = (response.headers.get("content-encoding") ?? "identity").trim().toLowerCase();
        if (coding !== "identity" && coding !== "gzip") {
          await response.body?.getReader().cancel();
          throw new TransportError("content-encoding", `${path}: Content-Encoding ${coding.slice(0, 40)}`);
        }
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

/**
 * HTTP by Node's own `http`/`https` under `baseURL`: the Node default. As `fetchTransport`,
 * with one difference that matters: `fetch` in Node (undici) inflates gzip leniently, so a
 * gzip body cut short arrives as a shorter body, while here it is a `network` error, as on the
 * Swift and Kotlin clients (and React Native's native fetch). Asks for identity; a gzip body is
 * inflated strictly, its inflated bytes counted against the cap; any other coding is refused.
 */
export function nodeHttpTransport(baseURL: string): Transport {
  return {
    get(path, options) {
      const url = baseURL.replace(/\/?$/, "/") + path;
      return new Promise((resolve, reject) => {
        let settled = false;
        const chunks: Uint8Array[] = [];
        let length = 0;
        let response: IncomingMessage | undefined;
        const finish = (error: TransportError | undefined, status = 0): void => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (error !== undefined) {
            response?.destroy();
            request.destroy();
            reject(error);
            return;
          }
          const body = new Uint8Array(length);
          let offset = 0;
          for (const chunk of chunks) {
            body.set(chunk, offset);
            offset += chunk.length;
          }
          resolve({ status, body });
        };
        const timer = setTimeout(() => finish(new TransportError("deadline", `${path}: no answer within ${options.deadlineMillis} ms`)), options.deadlineMillis);
        const request = (url.startsWith("https:") ? httpsGet : httpGet)(url, { headers: { "accept-encoding": "identity" } }, (incoming) => {
          response = incoming;
          const status = incoming.statusCode ?? 0;
          if (status >= 300 && status < 400) return finish(new TransportError("redirect", `HTTP ${status}`));
          const header = incoming.headers["content-encoding"];
          const coding = (typeof header === "string" ? header : "identity").trim().toLowerCase();
          if (coding !== "identity" && coding !== "gzip") return finish(new TransportError("content-encoding", `${path}: Content-Encoding ${coding.slice(0, 40)}`));
          const source = coding === "gzip" ? incoming.pipe(createGunzip()) : incoming;
          source.on("data", (chunk) => {
            length += chunk.length;
            if (length > options.maxBytes) return finish(new TransportError("too-large", `more than ${options.maxBytes} bytes`));
            chunks.push(chunk);
          });
          source.on("end", () => finish(undefined, status));
          source.on("error", (error) => finish(new TransportError("network", `${path}: ${error.message}`)));
          incoming.on("error", (error) => finish(new TransportError("network", `${path}: ${error.message}`)));
          let received = false;
          incoming.on("end", () => {
            received = true;
          });
          incoming.on("close", () => {
            // Closed before its end: cut short (a Content-Length not met, a reset).
            if (!received) finish(new TransportError("network", `${path}: the connection closed before the body ended`));
          });
        });
        request.on("error", (error) => finish(new TransportError("network", `${path}: ${error.message}`)));
      });
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
