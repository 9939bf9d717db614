import { Brand, type AnyBrandNames, type BrandNames } from "./brand";
import type { Sha256 } from "./digest";
import { EnvelopeError, isBrandId } from "./envelope";

/** Why one brand was left out of a catalog load. */
export interface CatalogProblem {
  readonly id: string;
  readonly error: EnvelopeError;
}

/**
 * Several brands in one process, each read from its envelope. A bad envelope is reported and
 * never replaces a brand already loaded; a good one replaces it at once (a ramp from a new
 * bundle applies without a rebuild). Listeners hear each brand that changes.
 */
export class BrandCatalog {
  private readonly brands = new Map<string, Brand>();
  private readonly listeners = new Set<(brand: Brand) => void>();

  constructor(private readonly sha256: Sha256) {}

  /** Reads `text` as `id`'s envelope; returns the brand, or throws `EnvelopeError` and keeps the one loaded. */
  load(id: string, text: string): Brand {
    if (!isBrandId(id)) throw new EnvelopeError("bad-brand-id", `brand id "${id}" is not lower-case letters, digits and dashes`);
    const brand = Brand.fromEnvelope(text, this.sha256, id);
    this.brands.set(id, brand);
    for (const listener of Array.from(this.listeners)) listener(brand);
    return brand;
  }

  /** Reads every `id -> text` pair, each on its own; returns the problems of those left out. */
  loadAll(envelopes: { readonly [id: string]: string }): readonly CatalogProblem[] {
    const problems: CatalogProblem[] = [];
    for (const id of Object.keys(envelopes).sort()) {
      try {
        this.load(id, envelopes[id] ?? "");
      } catch (error) {
        if (!(error instanceof EnvelopeError)) throw error;
        problems.push({ id, error });
      }
    }
    return problems;
  }

  /** The brand `id`, typed by its generated names when given (`catalog.brand<Coral>("coral")`). */
  brand<N extends BrandNames = AnyBrandNames>(id: N["id"]): Brand<N> {
    const brand = this.brands.get(id);
    if (brand === undefined) throw new RangeError(`no brand "${id}" is loaded`);
    return brand as unknown as Brand<N>;
  }

  has(id: string): boolean {
    return this.brands.has(id);
  }

  get ids(): readonly string[] {
    return Array.from(this.brands.keys()).sort();
  }

  /** Calls `listener` with each brand loaded from now on; returns what stops it. */
  subscribe(listener: (brand: Brand) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
