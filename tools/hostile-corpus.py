#!/usr/bin/env python3
"""Materialises the hostile corpus into a folder, one brands folder per case.

    tools/hostile-corpus.py OUT [--scale full|small]

Static cases come from Tests/Hostile/<class>/*.yaml (each names its expected exit code
and diagnostics in `# exit:` and `# expect: line:column rule` comments); the cases that
cannot live in git (FIFOs, links leading outside, devices, unreadable folders) and the
large ones (100,000 flags, 50,000 colours, reference chains, 100,000 tokens a base leaves
undefined, deep extends chains, 8 MiB files) are made here. OUT/cases.tsv lists every case:

    class  name  exit  expects  path

`exit` is 0, 1 or `any`; `expects` is `line:column rule` items separated by `;` (`-` for
none), each of which must be among the diagnostics; `path` is what brandlint is given,
relative to OUT unless absolute. OUT/scenarios.tsv lists brandsim's cases (scenarios of
nearly a million steps, of 280,000 failed expectations), each replayed with
`brandsim --brands BRANDS SCENARIO`:

    class  name  exit  brands  scenario
 Every case's folder holds, or
sits next to, an `outside/` folder whose files contain `leaked-secret-key`, text that must
appear in no output. `--scale small` makes the large cases 1/50 of their size (for the
debug-build tests); `full` is what tools/hostile runs.
"""
import os
import shutil
import stat
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATIC = os.path.join(REPO, "Tests", "Hostile")
SECRET = "leaked-secret-key"
MAX_BYTES = 8 * 1024 * 1024

HOUSE = open(os.path.join(STATIC, "crash", "_base", "house.yaml")).read()
COLOURS = '  colors: { brand.primary: "#0B2341", brand.onPrimary: "#FFFFFF" }\n'


def brand(name, body="", extends="house", theme=COLOURS):
    text = f"schema: 1\nid: {name}\nname: {name}\n"
    if extends:
        text += f"extends: {extends}\n"
    return text + body + "theme:\n" + theme


class Corpus:
    def __init__(self, out, scale):
        self.out = out
        self.scale = scale
        self.rows = []
        self.scenario_rows = []

    def size(self, full):
        return full if self.scale == "full" else max(full // 50, 10)

    def case(self, klass, name):
        folder = os.path.join(self.out, klass, name)
        os.makedirs(os.path.join(folder, "brands", "_base"))
        os.makedirs(os.path.join(folder, "outside"))
        with open(os.path.join(folder, "outside", "secret.yaml"), "w") as f:
            f.write(f"{SECRET}: 1\n")
        with open(os.path.join(folder, "brands", "_base", "house.yaml"), "w") as f:
            f.write(HOUSE)
        return folder

    def write(self, folder, relative, text):
        path = os.path.join(folder, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        return path

    def add(self, klass, name, exit_code, expects, path):
        relative = os.path.relpath(path, self.out) if path.startswith(self.out) else path
        # `-` for none: shell `read` would merge two tabs in a row.
        self.rows.append((klass, name, str(exit_code), ";".join(expects) or "-", relative))

    def static_cases(self):
        for klass in sorted(os.listdir(STATIC)):
            folder = os.path.join(STATIC, klass)
            if not os.path.isdir(folder):
                continue
            for file in sorted(os.listdir(folder)):
                if not file.endswith(".yaml"):
                    continue
                name = file[: -len(".yaml")]
                text = open(os.path.join(folder, file)).read()
                exit_code = next(line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("# exit:"))
                expects = [line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("# expect:")]
                case = self.case(klass, name)
                base = os.path.join(folder, "_base", "house.yaml")
                if os.path.exists(base):
                    shutil.copy(base, os.path.join(case, "brands", "_base", "house.yaml"))
                path = self.write(case, f"brands/{name}.yaml", text)
                self.add(klass, name, exit_code, expects, path)

    def outside(self):
        # A base that is a link to a file outside the folder.
        case = self.case("outside", "base-link")
        os.remove(os.path.join(case, "brands", "_base", "house.yaml"))
        os.symlink("../../outside/secret.yaml", os.path.join(case, "brands", "_base", "house.yaml"))
        self.write(case, "brands/linked.yaml", brand("linked"))
        self.add("outside", "base-link", 1, ["1:1 base-file-outside", "4:10 base-file-outside"], os.path.join(case, "brands"))
        # The same, given the brand file alone.
        case = self.case("outside", "base-link-file")
        os.remove(os.path.join(case, "brands", "_base", "house.yaml"))
        os.symlink("../../outside/secret.yaml", os.path.join(case, "brands", "_base", "house.yaml"))
        path = self.write(case, "brands/linked.yaml", brand("linked"))
        self.add("outside", "base-link-file", 1, ["4:10 base-file-outside"], path)
        # A base folder that is a link to a folder outside.
        case = self.case("outside", "base-folder-link")
        shutil.rmtree(os.path.join(case, "brands", "_base"))
        os.symlink("../outside", os.path.join(case, "brands", "_base"))
        self.write(case, "brands/linked.yaml", brand("linked", extends="secret"))
        self.add("outside", "base-folder-link", 1, ["1:1 base-file-outside", "4:10 base-file-outside"], os.path.join(case, "brands"))
        # `extends` climbing out, relative and absolute, on a folder and on the file.
        for name, target in [("extends-dotdot", "../../outside/secret"), ("extends-absolute", None)]:
            case = self.case("outside", name)
            target = target or os.path.join(case, "outside", "secret")
            path = self.write(case, f"brands/{name}.yaml", brand(name, extends=f'"{target}"'))
            self.add("outside", name, 1, ["4:10 extends-missing"], path)

    def nonregular(self):
        case = self.case("nonregular", "fifo-in-folder")
        self.write(case, "brands/clean.yaml", brand("clean"))
        os.mkfifo(os.path.join(case, "brands", "fifo.yaml"))
        self.add("nonregular", "fifo-in-folder", 1, ["1:1 file-not-regular"], os.path.join(case, "brands"))
        case = self.case("nonregular", "fifo-as-path")
        os.mkfifo(os.path.join(case, "brands", "fifo.yaml"))
        self.add("nonregular", "fifo-as-path", 1, ["1:1 file-not-regular"], os.path.join(case, "brands", "fifo.yaml"))
        case = self.case("nonregular", "fifo-as-base")
        os.remove(os.path.join(case, "brands", "_base", "house.yaml"))
        os.mkfifo(os.path.join(case, "brands", "_base", "house.yaml"))
        self.write(case, "brands/clean.yaml", brand("clean"))
        self.add("nonregular", "fifo-as-base", 1, ["1:1 file-not-regular", "4:10 extends-unreadable"], os.path.join(case, "brands"))
        self.add("nonregular", "dev-zero", 1, ["1:1 file-not-regular"], "/dev/zero")
        self.add("nonregular", "dev-null", 1, ["1:1 file-not-regular"], "/dev/null")
        if os.geteuid() != 0:
            # Root reads any folder: the case means nothing there (the tests cover it in memory).
            case = self.case("nonregular", "unreadable-base-folder")
            self.write(case, "brands/clean.yaml", brand("clean"))
            os.chmod(os.path.join(case, "brands", "_base"), 0)
            self.add("nonregular", "unreadable-base-folder", 1, ["1:1 file-unreadable", "4:10 file-unreadable"], os.path.join(case, "brands"))

    def cost(self):
        n = self.size(100_000)
        flags = "".join(f"  flag-{i:06d}: true\n" for i in range(n))
        case = self.case("cost", "unknown-flags")
        path = self.write(case, "brands/flags.yaml", brand("flags", body="flags:\n  betslip-native: true\n" + flags))
        # The first 100 are listed, the rest summarised at the 101st.
        self.add("cost", "unknown-flags", 0, ["7:3 flag-unknown", "106:3 flag-unknown", "107:3 flag-unknown"], path)

        n = self.size(50_000)
        case = self.case("cost", "colours")
        base_colours = "".join(f'    base.c{i}: "#{i % 0xFFFFFF:06X}"\n' for i in range(n))
        self.write(case, "brands/_base/wide.yaml", HOUSE.replace("  colors:\n", "  colors:\n" + base_colours, 1))
        own = "".join(f'    own.c{i}: "{{colors.base.c{i}}}"\n' for i in range(n))
        path = self.write(case, "brands/colours.yaml", brand("colours", extends="wide", theme=
            '  colors:\n    brand.primary: "#0B2341"\n    brand.onPrimary: "#FFFFFF"\n' + own))
        self.add("cost", "colours", 0, [], path)

        n = self.size(100_000)
        case = self.case("cost", "reference-chain")
        # The chain ends in navy, which the white text reaches 4.5:1 on: the case is the chain's cost.
        chain = "".join(f'    c{i}: "{{colors.c{i + 1}}}"\n' for i in range(n)) + f'    c{n}: "#0B2341"\n'
        path = self.write(case, "brands/chain.yaml", brand("chain", theme=
            '  colors:\n    brand.primary: "{colors.c0}"\n    brand.onPrimary: "#FFFFFF"\n' + chain))
        self.add("cost", "reference-chain", 0, [], path)

        case = self.case("cost", "reference-cycle")
        cycle = "".join(f'    c{i}: "{{colors.c{(i + 1) % n}}}"\n' for i in range(n))
        path = self.write(case, "brands/cycle.yaml", brand("cycle", theme=
            '  colors:\n    brand.primary: "{colors.c0}"\n    brand.onPrimary: "#FFFFFF"\n' + cycle))
        self.add("cost", "reference-cycle", 1, ["9:9 token-reference-cycle", "109:11 token-reference-cycle"], path)

        # A base leaving 100,000 distinct tokens to a brand that defines none: each one is
        # the brand's finding, grouped by token (a list search per token was quadratic).
        case = self.case("cost", "base-dangling")
        refs = "".join(f'    base.c{i}: "{{colors.own.c{i}}}"\n' for i in range(n))
        self.write(case, "brands/_base/wide.yaml", HOUSE.replace("  colors:\n", "  colors:\n" + refs, 1))
        path = self.write(case, "brands/dangling.yaml", brand("dangling", extends="wide"))
        self.add("cost", "base-dangling", 1, ["6:3 token-reference-dangling"], path)

        # 50,000 colours reported one by one (each finding found its line by a scan of the group).
        n = self.size(50_000)
        case = self.case("cost", "colour-format")
        bad = "".join(f"    x.c{i}: zz{i}\n" for i in range(n))
        path = self.write(case, "brands/format.yaml", brand("format", theme=
            '  colors:\n    brand.primary: "#0B2341"\n    brand.onPrimary: "#FFFFFF"\n' + bad))
        self.add("cost", "colour-format", 1, ["9:11 color-format", "108:12 color-format", "109:13 color-format"], path)
        case = self.case("cost", "colour-case")
        mixed = "".join(f'    u.c{i}: "#ABCDEF"\n    l.c{i}: "#abcdef"\n' for i in range(n))
        path = self.write(case, "brands/case.yaml", brand("case", theme=
            '  colors:\n    brand.primary: "#0B2341"\n    brand.onPrimary: "#FFFFFF"\n' + mixed))
        self.add("cost", "colour-case", 0, ["10:11 color-case", "208:12 color-case", "210:13 color-case"], path)

        depth = self.size(1_000)
        case = self.case("cost", "extends-chain")
        for i in range(depth):
            self.write(case, f"brands/_base/b{i}.yaml", f"schema: 1\nextends: b{i + 1}\n")
        self.write(case, f"brands/_base/b{depth}.yaml", f"extends: house\n")
        self.write(case, "brands/deep.yaml", brand("deep", extends="b0"))
        # The folder: every base is checked on its own too, each standing on the chain below it.
        self.add("cost", "extends-chain", 0, [], os.path.join(case, "brands"))

        case = self.case("cost", "extends-loop")
        for i in range(depth):
            self.write(case, f"brands/_base/b{i}.yaml", f"schema: 1\nextends: b{(i + 1) % depth}\n")
        self.write(case, "brands/looped.yaml", brand("looped", extends="b0"))
        self.add("cost", "extends-loop", 1, ["2:10 extends-cycle"], os.path.join(case, "brands"))

        # The largest file the loader takes, of the shapes above.
        limit = MAX_BYTES if self.scale == "full" else MAX_BYTES // 50
        own_theme = 'theme:\n  colors:\n    brand.primary: "#0B2341"\n    brand.onPrimary: "#FFFFFF"\n'
        # Each repeats one line (or pair) up to the limit. The theme shapes are reported per
        # token, each at its own line: a rule that found each token's line by name scanned
        # the group once per finding (50,000 bad colours took 3 s, colours in the wrong case 16 s).
        shapes = [
            ("max-flags", "flags:\n", "  flag-{:07d}: true\n"),
            ("max-colours", own_theme, '    c{:07d}: "#FFFFFF"\n'),
            ("max-strings", "strings:\n  en-AU:\n", '    s{:07d}: "Text {{count}} {{amount}}"\n'),
            ("max-bad-colours", own_theme, '    c{:07d}: zz\n'),
            ("max-colour-case", own_theme, '    u{0:07d}: "#ABCDEF"\n    l{0:07d}: "#abcdef"\n'),
            ("max-springs", own_theme + "  animation:\n", "    tabSwitch{:07d}: {{ spring: {{ response: 9.5, damping: 0.01 }} }}\n"),
            ("max-eased", own_theme + "  animation:\n", "    heroTransition{:07d}: {{ easing: easeInOut, duration: 0.3 }}\n"),
            # A nullable section's closest alternative with 200,000 broken items: one finding
            # stands for them (SchemaEvaluator.directLimit), and each typo's missing property
            # and unknown one are merged, grouped by object.
            ("max-misspelt-tiers", "betslip:\n  oddsBoost:\n    tiers:\n", "      - {{ minSelections: 2, percnt: 10 }}\n"),
        ]
        for name, section, unit in shapes:
            case = self.case("cost", name)
            head = brand(name, theme="")
            text = head.replace("theme:\n", "") + section
            body = []
            size = len(text)
            i = 0
            while True:
                line = unit.format(i)
                if size + len(line) > limit - 200:
                    break
                body.append(line)
                size += len(line)
                i += 1
            path = self.write(case, f"brands/{name}.yaml", text + "".join(body) + ("" if section.startswith("theme:") else "theme:\n" + COLOURS))
            self.add("cost", name, "any", [], path)
        case = self.case("cost", "over-limit")
        path = self.write(case, "brands/big.yaml", "# " + "x" * (MAX_BYTES + 10) + "\n")
        self.add("cost", "over-limit", 1, ["1:1 yaml-size-limit-exceeded"], path)

    def scenarios(self):
        # brandsim's cases: scenarios of the largest size the parser takes, replayed against
        # a small brand: nearly a million steps (each once kept a state snapshot for a trace
        # no one asked for), and a failed expectation per step (counted past the first
        # thousand, not kept). docs/performance.md has the figures.
        limit = MAX_BYTES if self.scale == "full" else MAX_BYTES // 50
        shapes = [
            ("max-steps", 0, ["- signOut\n", "- settle\n"], "- expect: { signedIn: false, betslipCount: 0 }\n"),
            ("max-failures", 1, ["- expect: { signedIn: true }\n"], ""),
        ]
        for name, exit_code, units, last in shapes:
            case = self.case("scenario", name)
            self.write(case, "brands/steps.yaml", brand("steps"))
            text = "brand: steps\nsteps:\n"
            count = (limit - 200 - len(text) - len(last)) // sum(len(unit) for unit in units)
            path = self.write(case, f"{name}.yaml", text + "".join(units) * count + last)
            self.scenario_rows.append(("scenario", name, str(exit_code), os.path.relpath(os.path.join(case, "brands"), self.out),
                                       os.path.relpath(path, self.out)))

    def finish(self):
        with open(os.path.join(self.out, "cases.tsv"), "w") as f:
            for row in self.rows:
                f.write("\t".join(row) + "\n")
        with open(os.path.join(self.out, "scenarios.tsv"), "w") as f:
            for row in self.scenario_rows:
                f.write("\t".join(row) + "\n")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = os.path.abspath(sys.argv[1])
    scale = "small" if "--scale" in sys.argv and sys.argv[sys.argv.index("--scale") + 1] == "small" else "full"
    if os.path.exists(out):
        for root, dirs, _ in os.walk(out):
            for d in dirs:
                try:
                    os.chmod(os.path.join(root, d), 0o755)
                except OSError:
                    pass
        shutil.rmtree(out)
    os.makedirs(out)
    corpus = Corpus(out, scale)
    corpus.static_cases()
    corpus.outside()
    corpus.nonregular()
    corpus.cost()
    corpus.scenarios()
    corpus.finish()
    print(f"{len(corpus.rows)} cases in {out}")


if __name__ == "__main__":
    main()
