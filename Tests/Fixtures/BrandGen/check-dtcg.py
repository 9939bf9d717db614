"""Validates DTCG files against the official 2025.10 schemas (Tests/Fixtures/DTCG-2025.10).

Usage: check-dtcg.py SCHEMA_FOLDER FILE...  A `*.resolver.json` file is checked against
resolver.json, any other against format.json. Prints one line per violation; exit 1 if any.
"""
import json
import pathlib
import sys

import jsonschema


def make_validator(schema, store):
    """A draft-7 validator that finds the other files by their `$id`: through `referencing`
    where jsonschema has it (4.18 and later), else through the older RefResolver (Debian's)."""
    try:
        from referencing import Registry, Resource
        from referencing.jsonschema import DRAFT7
    except ImportError:
        resolver = jsonschema.RefResolver.from_schema(schema, store=store)
        return jsonschema.Draft7Validator(schema, resolver=resolver)
    registry = Registry().with_resources(
        (uri, Resource.from_contents(document, default_specification=DRAFT7)) for uri, document in store.items())
    return jsonschema.Draft7Validator(schema, registry=registry)


def main():
    folder = pathlib.Path(sys.argv[1])
    store = {}
    for path in sorted(folder.rglob("*.json")):
        schema = json.loads(path.read_text())
        store[schema["$id"]] = schema
    validators = {}
    for name in ("format.json", "resolver.json"):
        validators[name] = make_validator(json.loads((folder / name).read_text()), store)
    failures = 0
    for file in sys.argv[2:]:
        document = json.loads(pathlib.Path(file).read_text())
        checker = validators["resolver.json" if file.endswith(".resolver.json") else "format.json"]
        for error in checker.iter_errors(document):
            failures += 1
            print(f"{file}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    print(f"checked {len(sys.argv) - 2} files")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
