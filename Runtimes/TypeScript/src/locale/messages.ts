import { pluralCategory, type PluralCategory } from "./plurals";

/** Literal text, or a placeholder's name. */
export type Segment = { readonly text: string } | { readonly placeholder: string };

/** Why a message text does not parse, as the engine's `MessageTemplateError`. */
export class MessageTemplateError extends Error {
  constructor(message: string, readonly source: string) {
    super(message);
    this.name = "MessageTemplateError";
  }
}

function isValidName(name: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_.]*$/.test(name);
}

/**
 * A message text parsed as the engine's `MessageTemplate`: `{name}` placeholders (a letter,
 * then letters, digits, `_` and `.`), `{{` a literal brace.
 */
export function parseTemplate(source: string): readonly Segment[] {
  const segments: Segment[] = [];
  let literal = "";
  let index = 0;
  for (;;) {
    const open = source.indexOf("{", index);
    if (open < 0) break;
    literal += source.substring(index, open);
    if (source.charAt(open + 1) === "{") {
      literal += "{";
      index = open + 2;
      continue;
    }
    const close = source.indexOf("}", open + 1);
    if (close < 0) throw new MessageTemplateError(`unterminated placeholder at offset ${Array.from(source.substring(0, open)).length}`, source);
    const name = source.substring(open + 1, close);
    if (!isValidName(name)) throw new MessageTemplateError(`invalid placeholder name "${name}" at offset ${Array.from(source.substring(0, open)).length}`, source);
    if (literal !== "") segments.push({ text: literal });
    literal = "";
    segments.push({ placeholder: name });
    index = close + 1;
  }
  literal += source.substring(index);
  if (literal !== "") segments.push({ text: literal });
  return segments;
}

/** A profile's message: one text, or texts by plural category. */
export type Message = { readonly kind: "plain"; readonly segments: readonly Segment[] } | {
  readonly kind: "plural";
  readonly forms: { readonly [category in PluralCategory]?: readonly Segment[] };
};

const categoryNames: readonly string[] = ["zero", "one", "two", "few", "many", "other"];

/** A profile's `strings` value, parsed: a text, or a mapping of plural forms (other names are ignored, as the engine does). */
export function parseMessage(value: unknown): Message {
  if (typeof value === "string") return { kind: "plain", segments: parseTemplate(value) };
  const forms: { [category in PluralCategory]?: readonly Segment[] } = {};
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [name, text] of Object.entries(value as { [name: string]: unknown })) {
      if (categoryNames.indexOf(name) >= 0 && typeof text === "string") forms[name as PluralCategory] = parseTemplate(text);
    }
  }
  return { kind: "plural", forms };
}

/** Every placeholder a message's forms use. */
export function placeholders(message: Message): readonly string[] {
  const names = new Set<string>();
  const add = (segments: readonly Segment[]): void => {
    for (const segment of segments) if ("placeholder" in segment) names.add(segment.placeholder);
  };
  if (message.kind === "plain") add(message.segments);
  else for (const category of Object.keys(message.forms)) add(message.forms[category as PluralCategory] ?? []);
  return Array.from(names);
}

/**
 * The text of `message` in `locale`: a plural's form for `count` (its `other` where it lacks
 * it), each placeholder replaced by `argument(name)` (empty when that gives undefined).
 */
export function renderMessage(message: Message, locale: string, count: number | undefined, argument: (name: string) => string | undefined): string {
  let segments: readonly Segment[] | undefined;
  if (message.kind === "plain") {
    segments = message.segments;
  } else {
    const category = count === undefined ? "other" : pluralCategory(locale, count);
    segments = message.forms[category] ?? message.forms.other;
  }
  let result = "";
  for (const segment of segments ?? []) result += "text" in segment ? segment.text : argument(segment.placeholder) ?? "";
  return result;
}
