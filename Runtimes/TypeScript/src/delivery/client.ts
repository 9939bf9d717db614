/**
 * The signed-bundle client, with the Swift `RemoteBrandCatalog`'s guarantees
 * (docs/delivery.md): roots walked one version at a time from the pinned one with both
 * thresholds, the manifest signed by the trusted root's threshold, no rollback, no reused
 * version, no jump beyond 2^32 (an epoch raised by a root starts again), caps on every body
 * and deadlines on every request and refresh, documents checked by size, SHA-256 and the
 * envelope reader, and a folder written only after everything verified, whose damaged
 * files are reported and left for the next refresh to heal. A bundle taken replaces the
 * catalog's brands at once, so a running session sees a new rollout without a restart.
 */
import type { BrandCatalog } from "../catalog";
import { Brand } from "../brand";
import { utf8Bytes, utf8Text, type Sha256 } from "../digest";
import { EnvelopeError, envelopeVersion } from "../envelope";
import { DeliveryRejection, maximumSignatureFileSize, nextRoot, pinnedRoot, readManifest, type Manifest, type TrustRoot } from "./documents";
import { TransportError, type DeliveryStorage, type Ed25519Verifier, type Transport } from "./platform";

export interface DeliveryConfiguration {
  /** The pinned root file (`root/1.json`, or the newest the app ships). */
  readonly root: string;
  readonly verifier: Ed25519Verifier;
  readonly sha256: Sha256;
  readonly transport: Transport;
  readonly storage: DeliveryStorage;
  readonly catalog: BrandCatalog;
  /** Wall-clock milliseconds (`Date.now` by default). */
  readonly now?: () => number;
  readonly requestDeadlineMillis?: number;
  readonly refreshDeadlineMillis?: number;
  readonly maximumRootSteps?: number;
  /** The engine version documents must not need more than (`BrandEngineVersion.current`). */
  readonly engineVersion?: number;
}

export type RefreshOutcome =
  | { readonly kind: "updated"; readonly version: number }
  | { readonly kind: "unchanged"; readonly version: number }
  | { readonly kind: "rejected"; readonly rejection: DeliveryRejection };

export const maximumManifestSize = 1 << 20;
export const maximumDocumentSize = 4 << 20;
export const maximumRootSize = 64 * 1024;
const maximumVersionStep = 2 ** 32;

interface Accepted {
  readonly version: number;
  readonly epoch: number;
  readonly digest: string;
  readonly manifest: string;
  readonly signature: string;
}

export class DeliveryClient {
  private trusted: TrustRoot;
  private storedRoots: string[] = [];
  private accepted: Accepted | undefined;
  /** The last refusal, a refresh's or the folder's at start-up. */
  lastRejection: DeliveryRejection | undefined;
  /** Where the catalog's brands came from: the app's bundled envelopes, the folder, or the host. */
  source: "bundled" | "cached" | "remote" = "bundled";
  private readonly now: () => number;
  /** Whether a stored document was missing or damaged at start-up: the next refresh fetches it even for the same manifest. */
  private damaged = false;

  constructor(private readonly configuration: DeliveryConfiguration) {
    this.now = configuration.now ?? (() => Date.now());
    this.trusted = pinnedRoot(configuration.root, configuration.verifier);
    this.openFolder();
  }

  get trustedRoot(): TrustRoot {
    return this.trusted;
  }

  /** The accepted manifest's version, or undefined before any. */
  get version(): number | undefined {
    return this.accepted?.version;
  }

  /** The roots and the bundle the folder holds, verified again; what does not verify is reported and left out. */
  private openFolder(): void {
    const storage = this.configuration.storage;
    const roots = this.readJSON<string[]>("roots.json");
    for (const file of Array.isArray(roots) ? roots : []) {
      try {
        this.trusted = nextRoot(this.trusted, String(file), this.configuration.verifier);
        this.storedRoots.push(String(file));
      } catch (error) {
        this.lastRejection = new DeliveryRejection("stored-root", `a stored root does not chain from the pinned one: ${String(error)}`);
        break;
      }
    }
    const text = storage.read("accepted.json");
    if (text === undefined) return;
    try {
      const accepted = JSON.parse(text) as Accepted;
      const bytes = utf8Bytes(accepted.manifest);
      const manifest = readManifest(bytes, accepted.manifest, accepted.signature, this.trusted, this.configuration.verifier, null);
      this.accepted = accepted;
      // Each document on its own: a damaged one is reported and fetched again by the next
      // refresh, the others are served; with none left, the bundled catalog is.
      const { brands, damaged } = this.documents(manifest, (digest) => storage.read("document-" + digest + ".json"));
      if (brands.length === 0 && damaged.length > 0) {
        this.accepted = undefined;
        throw new DeliveryRejection("stored-document", `the stored documents of ${damaged.join(", ")} are missing or damaged`);
      }
      for (const brand of brands) this.configuration.catalog.load(brand.id, brand.text);
      this.source = "cached";
      if (damaged.length > 0) {
        this.damaged = true;
        this.lastRejection = new DeliveryRejection("stored-document", `the stored documents of ${damaged.join(", ")} are missing or damaged`);
      }
    } catch (error) {
      this.lastRejection = error instanceof DeliveryRejection && ["stored-document", "bad-digest", "bad-signature"].indexOf(error.code) >= 0
        ? error
        : new DeliveryRejection("stored-bundle", `the stored bundle does not read: ${error instanceof Error ? error.message : String(error)}`);
      // The folder heals at the next refresh: the bundle is fetched again and rewritten. A
      // verified manifest whose documents are damaged stays the accepted version, so that no
      // older one is taken meanwhile; the catalog is the bundled one until then.
      if (!(error instanceof DeliveryRejection && error.code === "stored-document")) this.accepted = undefined;
    }
  }

  private readJSON<T>(name: string): T | undefined {
    const text = this.configuration.storage.read(name);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      this.lastRejection = new DeliveryRejection("stored-bundle", `${name} does not read`);
      return undefined;
    }
  }

  /** Each brand's stored envelope whose digest checks, and the ids of those missing or damaged. */
  private documents(manifest: Manifest, stored: (digest: string) => string | undefined): { readonly brands: { readonly id: string; readonly text: string }[]; readonly damaged: string[] } {
    const brands: { readonly id: string; readonly text: string }[] = [];
    const damaged: string[] = [];
    for (const entry of manifest.brands) {
      const text = stored(entry.digest);
      if (text === undefined || this.configuration.sha256.hex(utf8Bytes(text)) !== entry.digest) damaged.push(entry.id);
      else brands.push({ id: entry.id, text });
    }
    return { brands, damaged };
  }

  private async get(path: string, maxBytes: number, deadline: number): Promise<{ readonly status: number; readonly body: Uint8Array }> {
    const remaining = deadline - this.now();
    if (remaining <= 0) throw new DeliveryRejection("deadline", `the refresh ran out of time before ${path}`);
    try {
      return await this.configuration.transport.get(path, { maxBytes, deadlineMillis: Math.min(remaining, this.configuration.requestDeadlineMillis ?? 10000) });
    } catch (error) {
      if (error instanceof TransportError) throw new DeliveryRejection(error.code, `${path}: ${error.message}`);
      throw new DeliveryRejection("network", `${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Walks `root/<trusted + 1>.json` on; the roots that pass are stored, a bad one is reported and ends the walk. */
  private async walkRoots(deadline: number): Promise<void> {
    const steps = this.configuration.maximumRootSteps ?? 16;
    const taken: string[] = [];
    try {
      for (let step = 0; step < steps; step++) {
        const response = await this.get(`root/${this.trusted.version + 1}.json`, maximumRootSize, deadline);
        if (response.status === 404 || response.status === 403 || response.status >= 500) break;
        // A body that is not JSON (an error page) is no root: the host cannot say, the walk
        // stops; one that may be JSON is read, and a garbled or cut-off one is refused.
        const text = utf8Text(response.body);
        if (response.status !== 200 || !/^[ \t\r\n]*[{[]/.test(text)) break;
        this.trusted = nextRoot(this.trusted, text, this.configuration.verifier);
        taken.push(text);
      }
    } finally {
      if (taken.length > 0) {
        this.storedRoots.push(...taken);
        this.configuration.storage.write("roots.json", JSON.stringify(this.storedRoots));
      }
    }
  }

  /** One refresh: roots, the manifest, the documents not stored; the catalog changes only when everything verified. */
  async refresh(): Promise<RefreshOutcome> {
    const deadline = this.now() + (this.configuration.refreshDeadlineMillis ?? 60000);
    try {
      await this.walkRoots(deadline);
      const manifestResponse = await this.get("manifest.json", maximumManifestSize, deadline);
      if (manifestResponse.status !== 200) throw new DeliveryRejection("http-status", `manifest.json: HTTP ${manifestResponse.status}`);
      const signatureResponse = await this.get("manifest.sig", maximumSignatureFileSize, deadline);
      if (signatureResponse.status !== 200) throw new DeliveryRejection("http-status", `manifest.sig: HTTP ${signatureResponse.status}`);
      const manifestText = utf8Text(manifestResponse.body);
      const signature = utf8Text(signatureResponse.body);
      const manifest = readManifest(manifestResponse.body, manifestText, signature, this.trusted, this.configuration.verifier, this.now());
      const digest = this.configuration.sha256.hex(manifestResponse.body);
      const accepted = this.accepted;
      if (accepted !== undefined && accepted.epoch > this.trusted.versionEpoch) {
        throw new DeliveryRejection("epoch-ahead", "the folder's version was accepted under a higher epoch than the trusted root's");
      }
      const floor = accepted === undefined || this.trusted.versionEpoch > accepted.epoch ? 0 : accepted.version;
      if (accepted !== undefined && this.trusted.versionEpoch === accepted.epoch) {
        if (manifest.version < accepted.version) throw new DeliveryRejection("rollback", `version ${manifest.version} is below the accepted ${accepted.version}`);
        if (manifest.version === accepted.version) {
          if (digest !== accepted.digest) throw new DeliveryRejection("version-reused", `version ${manifest.version} was accepted with other bytes`);
          if (this.source !== "bundled" && !this.damaged) return { kind: "unchanged", version: manifest.version };
        }
      }
      if (manifest.version - floor > maximumVersionStep) throw new DeliveryRejection("version-jump", `version ${manifest.version} is more than 2^32 above ${floor}`);
      const engine = this.configuration.engineVersion ?? envelopeVersion;
      const documents: { readonly id: string; readonly digest: string; readonly text: string }[] = [];
      for (const entry of manifest.brands) {
        if (entry.minimumEngineVersion > engine) throw new DeliveryRejection("needs-newer-engine", `${entry.id} needs engine ${entry.minimumEngineVersion}`);
        if (entry.size < 0 || entry.size > maximumDocumentSize) throw new DeliveryRejection("malformed-manifest", `size of ${entry.id} is out of range`);
        let text = this.configuration.storage.read("document-" + entry.digest + ".json");
        if (text === undefined || this.configuration.sha256.hex(utf8Bytes(text)) !== entry.digest) {
          const response = await this.get(`brands/${entry.digest}.json`, entry.size, deadline);
          if (response.status !== 200) throw new DeliveryRejection("http-status", `the document of ${entry.id}: HTTP ${response.status}`);
          if (response.body.length !== entry.size || this.configuration.sha256.hex(response.body) !== entry.digest) {
            throw new DeliveryRejection("bad-digest", `the document of ${entry.id} is not the one the manifest names`);
          }
          text = utf8Text(response.body);
        }
        try {
          Brand.fromEnvelope(text, this.configuration.sha256, entry.id);
        } catch (error) {
          if (error instanceof EnvelopeError) throw new DeliveryRejection("document-invalid", `${entry.id}: ${error.message}`);
          throw error;
        }
        documents.push({ id: entry.id, digest: entry.digest, text });
      }
      // Everything verified: the folder first (documents, then the accepted manifest in one replace), then the catalog.
      const storage = this.configuration.storage;
      for (const document of documents) storage.write("document-" + document.digest + ".json", document.text);
      const next: Accepted = { version: manifest.version, epoch: this.trusted.versionEpoch, digest, manifest: manifestText, signature };
      storage.write("accepted.json", JSON.stringify(next));
      const kept = new Set(documents.map((document) => "document-" + document.digest + ".json"));
      for (const name of storage.list()) if (name.startsWith("document-") && !kept.has(name)) storage.remove(name);
      this.accepted = next;
      for (const document of documents) this.configuration.catalog.load(document.id, document.text);
      this.source = "remote";
      this.damaged = false;
      this.lastRejection = undefined;
      return { kind: "updated", version: manifest.version };
    } catch (error) {
      if (!(error instanceof DeliveryRejection)) throw error;
      this.lastRejection = error;
      return { kind: "rejected", rejection: error };
    }
  }
}
