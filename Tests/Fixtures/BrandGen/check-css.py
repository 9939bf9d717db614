"""Parses brandgen's web output with tinycss2, strictly: every stylesheet must be one
`[data-brand="<id>"]` rule of custom-property declarations (brands.css: @import rules only),
with no parse error anywhere, and each <id>.json must hold exactly the same values. A brand
with appearances may follow it with `@media` blocks (prefers-color-scheme: dark,
prefers-contrast: more, both) holding the same selector, then one
`[data-brand="<id>"][data-appearance="<name>"]` rule per appearance; those declare only
colour properties the brand's rule has, and each appearance rule declares all of them.
Prints one problem a line and exits 1 when there are any."""
import json
import pathlib
import sys

import tinycss2

problems = []
folder = pathlib.Path(sys.argv[1])


APPEARANCES = ["light", "dark", "highContrast", "darkHighContrast"]
MEDIA = ["(prefers-color-scheme: dark)", "(prefers-contrast: more)", "(prefers-color-scheme: dark) and (prefers-contrast: more)"]


def declarations_of(content, where):
    """The custom properties of a block, by name, each one value token."""
    values = {}
    declarations = tinycss2.parse_blocks_contents(content, skip_comments=True, skip_whitespace=True)
    check_errors(declarations, where)
    for declaration in declarations:
        if declaration.type != "declaration":
            problems.append(f"{where}: not a declaration: {declaration.type}")
            continue
        if not declaration.name.startswith("--"):
            problems.append(f"{where}: {declaration.name} is not a custom property")
        check_errors(declaration.value, f"{where} {declaration.name}")
        tokens = [t for t in declaration.value if t.type not in ("whitespace", "comment")]
        if len(tokens) != 1:
            problems.append(f"{where} {declaration.name}: expected one value token, got {[t.type for t in tokens]}")
        elif tokens[0].type not in ("hash", "dimension", "number", "ident", "string"):
            problems.append(f"{where} {declaration.name}: unexpected {tokens[0].type}")
        if declaration.name in values:
            problems.append(f"{where}: {declaration.name} declared twice")
        values[declaration.name] = tinycss2.serialize(declaration.value).strip()
    return values


def check_errors(nodes, where):
    for node in nodes:
        if node.type == "error":
            problems.append(f"{where}: {node.message}")


for css in sorted(folder.glob("*.css")):
    rules = [r for r in tinycss2.parse_stylesheet(css.read_text(), skip_comments=True, skip_whitespace=True)]
    check_errors(rules, css.name)
    if css.name == "brands.css":
        for rule in rules:
            if rule.type != "at-rule" or rule.lower_at_keyword != "import":
                problems.append(f"brands.css: not an @import: {rule.type}")
            else:
                target = [t for t in rule.prelude if t.type in ("url", "function", "string")]
                if not target:
                    problems.append("brands.css: @import without a url")
        continue
    brand = css.stem
    if not rules or rules[0].type != "qualified-rule":
        problems.append(f"{css.name}: expected the brand's rule first, got {[r.type for r in rules]}")
        continue
    rule = rules[0]
    selector = tinycss2.serialize(rule.prelude).strip()
    if selector != f'[data-brand="{brand}"]':
        problems.append(f"{css.name}: selector {selector!r}")
    values = declarations_of(rule.content, css.name)
    expected = json.loads((folder / f"{brand}.json").read_text())
    if expected != values:
        problems.append(f"{brand}.json differs from {css.name}")
    colors = {name for name in values if name.startswith("--color-")}
    seen_media, seen_appearances = [], []
    for rule in rules[1:]:
        if rule.type == "at-rule" and rule.lower_at_keyword == "media":
            query = " ".join(tinycss2.serialize(rule.prelude).split())
            if query not in MEDIA or seen_appearances:
                problems.append(f"{css.name}: unexpected @media {query!r}")
            seen_media.append(query)
            inner = tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True)
            check_errors(inner, css.name)
            if len(inner) != 1 or inner[0].type != "qualified-rule" or tinycss2.serialize(inner[0].prelude).strip() != f'[data-brand="{brand}"]':
                problems.append(f"{css.name}: @media {query} must hold the brand's rule only")
                continue
            declared = declarations_of(inner[0].content, f"{css.name} @media {query}")
            if not declared or not set(declared) <= colors:
                problems.append(f"{css.name} @media {query}: declares {sorted(set(declared) - colors)} beyond the brand's colours")
        elif rule.type == "qualified-rule":
            selector = tinycss2.serialize(rule.prelude).strip()
            names = [a for a in APPEARANCES if selector == f'[data-brand="{brand}"][data-appearance="{a}"]']
            if not names:
                problems.append(f"{css.name}: selector {selector!r}")
                continue
            seen_appearances.append(names[0])
            declared = declarations_of(rule.content, f"{css.name} {names[0]}")
            if set(declared) != colors:
                problems.append(f"{css.name} {names[0]}: declares {len(declared)} colours, the brand has {len(colors)}")
        else:
            problems.append(f"{css.name}: unexpected {rule.type}")
    if seen_media != sorted(seen_media, key=MEDIA.index) or (seen_appearances and seen_appearances != APPEARANCES):
        problems.append(f"{css.name}: appearance blocks out of order: {seen_media} {seen_appearances}")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
