// The few declarations of Node's that the package and its tests use, written from Node 18's
// documentation: Debian packages no @types/node, and no npm registry is reachable here.
// Each is an assignment-compatible subset of the real type, so code that compiles against it
// compiles against @types/node too.

declare const console: { log(...values: unknown[]): void; error(...values: unknown[]): void };
declare const process: {
  readonly argv: readonly string[];
  readonly env: { readonly [name: string]: string | undefined };
  exitCode: number | undefined;
  hrtime: { bigint(): bigint };
  readonly stdout: { write(text: string): boolean };
  readonly stdin: { on(event: "data", listener: (chunk: { toString(encoding: "utf8"): string }) => void): void; on(event: "end", listener: () => void): void };
};
/** CommonJS's loader: a test tool loading a second, deliberately broken copy of the package. */
declare function require(id: string): unknown;
declare function setTimeout(callback: () => void, milliseconds: number): unknown;
declare function clearTimeout(handle: unknown): void;

interface AbortSignal {
  readonly aborted: boolean;
}
declare class AbortController {
  readonly signal: AbortSignal;
  abort(): void;
}
interface FetchResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  readonly body: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> } } | null;
}
declare function fetch(url: string, init?: { readonly signal?: AbortSignal; readonly headers?: { readonly [name: string]: string }; readonly redirect?: "manual" | "follow" | "error" }): Promise<FetchResponse>;

interface NodeBuffer extends Uint8Array {
  toString(encoding?: "utf8" | "hex" | "base64"): string;
}
declare const Buffer: { from(text: string, encoding: "utf8" | "hex" | "base64"): NodeBuffer };

declare module "node:crypto" {
  interface Hash {
    update(data: Uint8Array | string): Hash;
    digest(encoding: "hex"): string;
  }
  interface KeyObject {
    readonly asymmetricKeyType?: string;
  }
  export function createHash(algorithm: "sha256"): Hash;
  export function createPublicKey(key: { key: Uint8Array; format: "der"; type: "spki" }): KeyObject;
  export function createPrivateKey(key: { key: Uint8Array; format: "der"; type: "pkcs8" }): KeyObject;
  export function generateKeyPairSync(type: "ed25519"): { publicKey: KeyObject & { export(options: { format: "der"; type: "spki" }): NodeBuffer }; privateKey: KeyObject };
  export function sign(algorithm: null, data: Uint8Array, key: KeyObject): NodeBuffer;
  export function verify(algorithm: null, data: Uint8Array, key: KeyObject, signature: Uint8Array): boolean;
}

declare module "node:fs" {
  export function readFileSync(path: string): NodeBuffer;
  export function readFileSync(path: string, encoding: "utf8"): string;
  export function writeFileSync(path: string, data: string | Uint8Array): void;
  export function readdirSync(path: string): string[];
  export function existsSync(path: string): boolean;
  export function mkdirSync(path: string, options?: { recursive?: boolean }): void;
  export function renameSync(from: string, to: string): void;
  export function unlinkSync(path: string): void;
  export function rmSync(path: string, options?: { recursive?: boolean; force?: boolean }): void;
  export function openSync(path: string, flags: string): number;
  export function fsyncSync(descriptor: number): void;
  export function closeSync(descriptor: number): void;
  export function mkdtempSync(prefix: string): string;
  export function realpathSync(path: string): string;
  export function statSync(path: string): { isDirectory(): boolean; isFile(): boolean };
  export function cpSync(from: string, to: string, options?: { recursive?: boolean }): void;
}

declare module "node:child_process" {
  interface Readable {
    on(event: "data", listener: (chunk: NodeBuffer) => void): void;
  }
  interface ChildProcess {
    readonly stdout: Readable | null;
    kill(signal?: string): boolean;
    on(event: "exit", listener: (code: number | null) => void): void;
    on(event: "error", listener: (error: Error) => void): void;
  }
  export function spawn(command: string, args: readonly string[], options?: { readonly stdio?: readonly ("pipe" | "ignore" | "inherit")[] }): ChildProcess;
}

declare module "node:path" {
  export function join(...parts: string[]): string;
  export function basename(path: string): string;
  export function dirname(path: string): string;
  export function resolve(...parts: string[]): string;
}

declare module "node:https" {
  export function get(url: string, options: { readonly headers?: { readonly [name: string]: string } }, callback: (response: import("node:http").IncomingMessage) => void): import("node:http").ClientRequest;
}

declare module "node:zlib" {
  export function createGunzip(): import("node:http").NodeStream & { write(chunk: Uint8Array): boolean; end(): void };
}

declare module "node:os" {
  export function tmpdir(): string;
}

declare module "node:http" {
  interface IncomingMessage {
    readonly url?: string;
    readonly statusCode?: number;
    readonly headers: { readonly [name: string]: string | string[] | undefined };
    on(event: "data", listener: (chunk: NodeBuffer) => void): this;
    on(event: "end" | "close", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    pipe<T extends NodeStream>(destination: T): T;
    destroy(error?: Error): void;
  }
  interface NodeStream {
    on(event: "data", listener: (chunk: NodeBuffer) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    destroy(error?: Error): void;
  }
  interface ClientRequest {
    on(event: "error", listener: (error: Error) => void): this;
    destroy(error?: Error): void;
  }
  export function get(url: string, options: { readonly headers?: { readonly [name: string]: string } }, callback: (response: IncomingMessage) => void): ClientRequest;
  interface ServerResponse {
    writeHead(status: number, headers?: { readonly [name: string]: string | number }): void;
    end(data?: string | Uint8Array): void;
  }
  interface Server {
    listen(port: number, host: string, callback: () => void): void;
    address(): { port: number } | string | null;
    close(callback?: () => void): void;
  }
  export function createServer(handler: (request: IncomingMessage, response: ServerResponse) => void): Server;
}

declare module "node:test" {
  type Body = () => void | Promise<void>;
  export function test(name: string, body: Body): Promise<void>;
  export function describe(name: string, body: () => void): void;
  export function it(name: string, body: Body): void;
}

declare module "node:assert/strict" {
  export function equal<T>(actual: unknown, expected: T, message?: string): asserts actual is T;
  export function notEqual(actual: unknown, expected: unknown, message?: string): void;
  export function deepEqual(actual: unknown, expected: unknown, message?: string): void;
  export function ok(value: unknown, message?: string): asserts value;
  export function throws(body: () => unknown, expected?: ((error: unknown) => boolean) | RegExp | object, message?: string): void;
  export function rejects(body: Promise<unknown> | (() => Promise<unknown>), expected?: ((error: unknown) => boolean) | RegExp | object): Promise<void>;
}
