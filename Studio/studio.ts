// The brand studio's page script (brandreport --serve; docs/studio.md). It asks the server
// for what changed since the state the page shows, and swaps the cards that changed in
// place: no reload, so the brand and appearance in view and the scroll position stay.
// tools/studio-client compiles it with tsc into the script the server serves.

/** What /studio/changes answers: the cards newer than the state asked about. */
interface Changes {
  /** The server's state now (`epoch.version`): the next request asks for what follows. */
  state: string;
  /** Every brand's id, in the page's order. */
  order: string[];
  /** Every brand's name, by id, for the brand picker. */
  names: Record<string, string>;
  /** The cards that changed, by brand id. */
  cards: Record<string, string>;
  /** Why the brands could not be read at all (a broken settings file); absent when they could. */
  problem?: string;
}

/** What the reader picked: kept in the address's fragment, so a reload keeps it too. */
interface Picked {
  brand: string;
  appearance: string;
}

/** The appearances the page offers, as its picker lists them (the server writes the
 * options from the engine's list, so the names are spelled once). */
function appearances(): string[] {
  return Array.from(element<HTMLSelectElement>("appearance-filter").options).map((option) => option.value);
}

function readSelection(): Picked {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const appearance = fragment.get("appearance") ?? "all";
  return {
    brand: fragment.get("brand") ?? "",
    appearance: appearances().includes(appearance) ? appearance : "all",
  };
}

function writeSelection(selection: Picked): void {
  const fragment = new URLSearchParams();
  if (selection.brand !== "") fragment.set("brand", selection.brand);
  if (selection.appearance !== "all") fragment.set("appearance", selection.appearance);
  history.replaceState(null, "", fragment.toString() === "" ? location.pathname : `#${fragment}`);
}

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`the studio page has no #${id}`);
  return found as T;
}

/** Shows the picked brand and appearance. */
function apply(selection: Picked): void {
  document.body.dataset.appearance = selection.appearance;
  element<HTMLSelectElement>("appearance-filter").value = selection.appearance;
  const picker = element<HTMLSelectElement>("brand-filter");
  picker.value = selection.brand;
  for (const card of Array.from(document.querySelectorAll<HTMLElement>("article[data-brand]"))) {
    card.hidden = selection.brand !== "" && card.dataset.brand !== selection.brand;
  }
}

/** The brand picker's options, from the server's order and names. */
function updatePicker(changes: Changes, selection: Picked): void {
  const picker = element<HTMLSelectElement>("brand-filter");
  const options = [new Option("Every brand", "")];
  for (const id of changes.order) options.push(new Option(changes.names[id] ?? id, id));
  picker.replaceChildren(...options);
  picker.value = changes.order.includes(selection.brand) ? selection.brand : "";
}

/** Puts the changed cards in place and the cards in the server's order, keeping the
 * scroll position of the card at the top of the view. */
function update(changes: Changes): void {
  const main = element<HTMLElement>("cards");
  const anchor = Array.from(main.children).find((card) => card.getBoundingClientRect().bottom > 0);
  const anchorTop = anchor?.getBoundingClientRect().top ?? 0;
  const existing = new Map<string, Element>();
  for (const card of Array.from(main.children)) {
    const id = (card as HTMLElement).dataset.brand;
    if (id !== undefined) existing.set(id, card);
  }
  const template = document.createElement("template");
  const ordered: Element[] = [];
  for (const id of changes.order) {
    const html = changes.cards[id];
    if (html !== undefined) {
      template.innerHTML = html;
      const card = template.content.firstElementChild;
      if (card !== null) ordered.push(card);
    } else {
      const card = existing.get(id);
      if (card !== undefined) ordered.push(card);
    }
  }
  main.replaceChildren(...ordered);
  if (anchor !== undefined) {
    const same = main.querySelector(`article[data-brand="${CSS.escape((anchor as HTMLElement).dataset.brand ?? "")}"]`);
    if (same !== null) window.scrollBy(0, same.getBoundingClientRect().top - anchorTop);
  }
  const selection = readSelection();
  updatePicker(changes, selection);
  apply(selection);
}

function say(text: string, offline: boolean): void {
  const status = element<HTMLElement>("status");
  status.textContent = text;
  status.toggleAttribute("data-offline", offline);
}

/** Asks for changes until the page closes; a lost server is asked again after a pause. */
async function follow(): Promise<void> {
  for (;;) {
    const state = document.body.dataset.state ?? "";
    try {
      const response = await fetch(`/studio/changes?after=${encodeURIComponent(state)}`, { cache: "no-store" });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      const changes = (await response.json()) as Changes;
      if (Object.keys(changes.cards).length > 0 || changes.state !== state) update(changes);
      document.body.dataset.state = changes.state;
      const brands = `${changes.order.length} brand${changes.order.length === 1 ? "" : "s"}`;
      if (changes.problem !== undefined) {
        say(`${brands}; the brands cannot be read: ${changes.problem}`, true);
      } else {
        say(`${brands}; updated ${new Date().toLocaleTimeString()}`, false);
      }
    } catch (error) {
      say(`waiting for brandreport --serve (${error instanceof Error ? error.message : String(error)})`, true);
      await new Promise((resume) => setTimeout(resume, 1000));
    }
  }
}

function start(): void {
  const pick = (): void => {
    const selection = {
      brand: element<HTMLSelectElement>("brand-filter").value,
      appearance: element<HTMLSelectElement>("appearance-filter").value,
    };
    writeSelection(selection);
    apply(selection);
  };
  element("brand-filter").addEventListener("change", pick);
  element("appearance-filter").addEventListener("change", pick);
  window.addEventListener("hashchange", () => apply(readSelection()));
  apply(readSelection());
  void follow();
}

start();
