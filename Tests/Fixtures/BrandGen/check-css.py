"""Parses brandgen's web output with tinycss2, strictly: every stylesheet must be one
`[data-brand="<id>"]` rule of custom-property declarations (brands.css: @import rules only),
with no parse error anywhere, and each <id>.json must hold exactly the same values.
Prints one problem a line and exits 1 when there are any."""
import json
import pathlib
import sys

import tinycss2

problems = []
folder = pathlib.Path(sys.argv[1])


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
    if len(rules) != 1 or rules[0].type != "qualified-rule":
        problems.append(f"{css.name}: expected exactly one rule, got {[r.type for r in rules]}")
        continue
    rule = rules[0]
    selector = tinycss2.serialize(rule.prelude).strip()
    if selector != f'[data-brand="{brand}"]':
        problems.append(f"{css.name}: selector {selector!r}")
    declarations = tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True)
    check_errors(declarations, css.name)
    values = {}
    for declaration in declarations:
        if declaration.type != "declaration":
            problems.append(f"{css.name}: not a declaration: {declaration.type}")
            continue
        if not declaration.name.startswith("--"):
            problems.append(f"{css.name}: {declaration.name} is not a custom property")
        check_errors(declaration.value, f"{css.name} {declaration.name}")
        tokens = [t for t in declaration.value if t.type not in ("whitespace", "comment")]
        if len(tokens) != 1:
            problems.append(f"{css.name} {declaration.name}: expected one value token, got {[t.type for t in tokens]}")
        elif tokens[0].type not in ("hash", "dimension", "number", "ident", "string"):
            problems.append(f"{css.name} {declaration.name}: unexpected {tokens[0].type}")
        if declaration.name in values:
            problems.append(f"{css.name}: {declaration.name} declared twice")
        values[declaration.name] = tinycss2.serialize(declaration.value).strip()
    expected = json.loads((folder / f"{brand}.json").read_text())
    if expected != values:
        problems.append(f"{brand}.json differs from {css.name}")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
