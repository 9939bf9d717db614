// Runs the shared delivery test suite (Tests/DeliverySuite, its README.md) on the package's
// `DeliveryClient`, as the Swift and Kotlin clients run it: a served folder holding a control
// file goes over loopback HTTP through `nodeHttpTransport` (with --fetch, `fetchTransport`) and
// serve-bundle.py, any other from memory. Prints one line a case, `PASS <case>` or `FAIL <case> <what differed>`, then a count;
// exits 1 when a case failed.
//
//   node dist/test/replay/delivery-suite.js SUITE SERVE-BUNDLE-PY [--fetch] [CASE...]
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BrandCatalog, DeliveryClient, DeliveryRejection, TransportError, pinnedRoot, utf8Bytes, utf8Text } from "../../src/index";
import type { RefreshOutcome, Transport, TransportResponse } from "../../src/index";
import { fetchTransport, folderStorage, nodeEd25519, nodeHttpTransport, nodeSha256 } from "../../src/platform/node";

interface Outcome {
  readonly outcome: string;
  readonly code: string | null;
  readonly version: number | null;
}

interface Step {
  readonly action: string;
  readonly now?: string;
  readonly served?: string;
  readonly damage?: readonly Damage[];
  readonly expect: Outcome;
}

interface Damage {
  readonly target: string;
  readonly digest?: string;
  readonly how?: string;
  readonly roots?: readonly string[];
}

interface Case {
  readonly pinnedRoot: string;
  readonly settings: { readonly engineVersion: number; readonly maximumRootSteps: number; readonly requestDeadlineMilliseconds: number; readonly refreshDeadlineMilliseconds: number };
  readonly steps: readonly Step[];
}

/** Files of a folder by relative path, as a host serves them from memory: a missing one is a 404. */
function memoryTransport(files: ReadonlyMap<string, Uint8Array>): Transport {
  return {
    async get(path, options): Promise<TransportResponse> {
      const body = files.get(path);
      if (body === undefined) return { status: 404, body: new Uint8Array(0) };
      if (body.length > options.maxBytes) throw new TransportError("too-large", `more than ${options.maxBytes} bytes`);
      return { status: 200, body };
    },
  };
}

function walk(folder: string, prefix = ""): [string, string][] {
  const found: [string, string][] = [];
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) found.push(...walk(path, prefix + name + "/"));
    else found.push([prefix + name, path]);
  }
  return found;
}

/** serve-bundle.py on a copy of `folder` (it may write into it), once it prints its port. */
function serve(folder: string, server: string): Promise<{ readonly process: ChildProcess; readonly port: number; readonly copy: string }> {
  const copy = mkdtempSync(join(tmpdir(), "delivery-suite-site-"));
  cpSync(folder, copy, { recursive: true });
  const child = spawn("python3", [server, copy, "--port", "0", "--lifetime", "300"], { stdio: ["ignore", "pipe", "ignore"] });
  return new Promise((resolve, reject) => {
    let text = "";
    child.stdout?.on("data", (chunk) => {
      text += chunk.toString("utf8");
      const match = /^port (\d+)\n/.exec(text);
      if (match !== null) resolve({ process: child, port: Number(match[1]), copy });
    });
    child.on("exit", (code) => reject(new Error(`serve-bundle.py exited (${String(code)}) before it listened`)));
    child.on("error", reject);
  });
}

function flip(bytes: Uint8Array): Uint8Array {
  const copy = Uint8Array.from(bytes);
  const at = Math.floor(copy.length / 3);
  copy[at] = (copy[at] ?? 0) ^ 0x10;
  return copy;
}

/** The suite's damage, mapped to this client's folder: `document-<digest>.json`, `accepted.json`, `roots.json`. */
function damage(item: Damage, caseFolder: string, state: string): void {
  switch (item.target) {
    case "document": {
      const path = join(state, `document-${item.digest ?? ""}.json`);
      const bytes = readFileSync(path);
      if (item.how === "bit-flipped") writeFileSync(path, flip(bytes));
      else if (item.how === "truncated") writeFileSync(path, bytes.subarray(0, bytes.length - 7));
      else if (item.how === "removed") rmSync(path);
      else throw new Error(`unknown damage ${String(item.how)}`);
      return;
    }
    case "manifest": {
      const path = join(state, "accepted.json");
      const accepted = JSON.parse(readFileSync(path, "utf8")) as { manifest: string };
      accepted.manifest = utf8Text(flip(utf8Bytes(accepted.manifest)));
      writeFileSync(path, JSON.stringify(accepted));
      return;
    }
    case "roots":
      writeFileSync(join(state, "roots.json"), JSON.stringify((item.roots ?? []).map((root) => readFileSync(join(caseFolder, root), "utf8"))));
      return;
    default:
      throw new Error(`unknown damage target ${item.target}`);
  }
}

function same(a: Outcome, b: Outcome): boolean {
  return a.outcome === b.outcome && a.code === b.code && a.version === b.version;
}

async function run(suite: string, name: string, server: string, useFetch: boolean): Promise<string | null> {
  const folder = join(suite, name);
  const spec = JSON.parse(readFileSync(join(folder, "case.json"), "utf8")) as Case;
  const pinned = readFileSync(join(folder, spec.pinnedRoot), "utf8");
  const state = mkdtempSync(join(tmpdir(), "delivery-suite-state-"));
  let clock = 0;
  let transport: Transport = memoryTransport(new Map());
  const switching: Transport = { get: (path, options) => transport.get(path, options) };
  let host: { readonly process: ChildProcess; readonly copy: string } | undefined;
  const stopHost = (): void => {
    if (host === undefined) return;
    host.process.kill();
    rmSync(host.copy, { recursive: true, force: true });
    host = undefined;
  };
  const start = (): DeliveryClient => new DeliveryClient({
    root: pinned, verifier: nodeEd25519, sha256: nodeSha256, transport: switching, storage: folderStorage(state),
    catalog: new BrandCatalog(nodeSha256), now: () => clock, engineVersion: spec.settings.engineVersion,
    maximumRootSteps: spec.settings.maximumRootSteps, requestDeadlineMillis: spec.settings.requestDeadlineMilliseconds,
    refreshDeadlineMillis: spec.settings.refreshDeadlineMilliseconds,
  });
  let client: DeliveryClient | undefined;
  const version = (): number | null => client?.version ?? null;
  try {
    for (const [index, step] of spec.steps.entries()) {
      if (step.now !== undefined) clock = Date.parse(step.now);
      let actual: Outcome;
      try {
        switch (step.action) {
          case "pin":
            try {
              pinnedRoot(pinned, nodeEd25519);
              actual = { outcome: "pinned", code: null, version: null };
            } catch (error) {
              if (!(error instanceof DeliveryRejection)) throw error;
              actual = { outcome: "rejected", code: error.code, version: null };
            }
            break;
          case "refresh": {
            stopHost();
            const served = join(folder, step.served ?? "");
            const files = existsSync(served) ? walk(served) : [];
            if (files.some(([path]) => path.startsWith("."))) {
              const started = await serve(served, server);
              host = started;
              transport = (useFetch ? fetchTransport : nodeHttpTransport)(`http://127.0.0.1:${started.port}/`);
            } else {
              transport = memoryTransport(new Map(files.map(([path, file]) => [path, Uint8Array.from(readFileSync(file))])));
            }
            client = client ?? start();
            const outcome: RefreshOutcome = await client.refresh();
            actual = outcome.kind === "rejected"
              ? { outcome: "rejected", code: outcome.rejection.code, version: version() }
              : { outcome: outcome.kind, code: null, version: version() };
            break;
          }
          case "restart":
            for (const item of step.damage ?? []) damage(item, folder, state);
            client = start();
            actual = { outcome: "started", code: client.lastRejection?.code ?? null, version: version() };
            break;
          default:
            return `step ${index + 1}: unknown action ${step.action}`;
        }
      } catch (error) {
        if (!(error instanceof DeliveryRejection)) throw error;
        actual = { outcome: "rejected", code: error.code, version: version() };
      }
      if (!same(actual, step.expect)) return `step ${index + 1} (${step.action}): expected ${JSON.stringify(step.expect)}, got ${JSON.stringify(actual)}`;
    }
    return null;
  } catch (error) {
    return `threw ${error instanceof Error ? error.stack ?? error.message : String(error)}`;
  } finally {
    stopHost();
    rmSync(state, { recursive: true, force: true });
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const useFetch = argv.indexOf("--fetch") >= 0;
  const [suite, server, ...chosen] = argv.filter((argument) => argument !== "--fetch");
  if (suite === undefined || server === undefined) throw new Error("usage: delivery-suite SUITE SERVE-BUNDLE-PY [CASE...]");
  const names = chosen.length > 0 ? chosen : readdirSync(suite).filter((name) => existsSync(join(suite, name, "case.json"))).sort();
  let failures = 0;
  for (const name of names) {
    const problem = await run(suite, name, server, useFetch);
    if (problem === null) {
      console.log(`PASS ${name}`);
    } else {
      failures += 1;
      console.log(`FAIL ${name} ${problem}`);
    }
  }
  console.log(`${names.length - failures} of ${names.length} cases passed`);
  process.exitCode = failures === 0 ? 0 : 1;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
