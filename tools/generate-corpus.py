#!/usr/bin/env python3
"""Writes a deterministic corpus of realistic brand profiles for brandbench.

    tools/generate-corpus.py [--count 1000] [--seed 42] [--output .build/corpus] [--no-appearances] [--no-rollouts]

Every profile is a complete brand as brandlint accepts it: about half extend a shared
base (as the Entain brands do), the rest stand alone with their own theme; each has
two to four locales of strings, a tool slot, flags, theme tokens with references, and
a third have odds-boost tiers. Appearances as brands ship them today: the shared base
declares dark and high-contrast palettes (as Brands/_base/entain.yaml does), so every brand
extending it has all four appearances, and three in five of those darken their own primary
colour in dark; of the standalone brands, three in ten declare a dark appearance and half
of those a high-contrast one too. The appearance choices draw from a generator of their
own, so `--no-appearances` writes the same profiles without them (the corpus before
appearances existed). Rollouts as a group rolling screens out would write them: one brand in
four writes one of its flags as a default and rules (a platform and app-version split by
user id, with its own salt, and a market rule), from a generator of its own too, so
`--no-rollouts` writes the same profiles with every flag plain. Same seed, same bytes.
"""
import argparse
import os
import random
import shutil

LOCALES = ["en-AU", "en-GB", "en-NZ", "fr", "de", "es", "it", "pt", "sv", "pl"]
WORDS = {
    "en": ("Search", "Log In", "Join", "Balance {amount}", "My Bets", "Our Bets", "Account", "Locker", "Toolbox",
           ("Betslip, {count} selection", "Betslip, {count} selections"), ("{count} new item", "{count} new items"),
           "Get {percent} win boost", "Max win boost activated! ({percent})",
           ("Add {count} more qualifying selection to get a {percent} win boost",
            "Add {count} more qualifying selections to get a {percent} win boost")),
    "fr": ("Rechercher", "Connexion", "S’inscrire", "Solde {amount}", "Mes paris", "Nos paris", "Compte", "Casier", "Boîte à outils",
           ("Coupon, {count} sélection", "Coupon, {count} sélections"), ("{count} nouvel élément", "{count} nouveaux éléments"),
           "Obtenez un boost de {percent}", "Boost maximum activé ! ({percent})",
           ("Ajoutez {count} sélection pour un boost de {percent}", "Ajoutez {count} sélections pour un boost de {percent}")),
    "de": ("Suche", "Anmelden", "Registrieren", "Guthaben {amount}", "Meine Wetten", "Unsere Wetten", "Konto", "Schließfach", "Werkzeugkasten",
           ("Wettschein, {count} Auswahl", "Wettschein, {count} Auswahlen"), ("{count} neues Element", "{count} neue Elemente"),
           "Hol dir {percent} Gewinnboost", "Maximaler Gewinnboost aktiv! ({percent})",
           ("Noch {count} Auswahl für {percent} Boost", "Noch {count} Auswahlen für {percent} Boost")),
}
# The odds-boost box's labels (win boost, odds), required of a brand with tiers.
LABELS = {"en": ("Win Boost:", "Odds:"), "fr": ("Boost de gains\u00A0:", "Cote\u00A0:"), "de": ("Gewinnboost:", "Quote:")}
PLURALS = {"pl": ["one", "few", "many", "other"]}


def words_for(locale):
    return WORDS.get(locale.split("-")[0], WORDS["en"])


def strings_block(locale, rng, toolbox_kind, observe, odds):
    w = words_for(locale)
    forms = PLURALS.get(locale.split("-")[0], ["one", "other"])

    def plural(pair):
        return "{ " + ", ".join(f'{f}: "{pair[0] if f == "one" else pair[1]}"' for f in forms) + " }"

    lines = [f"  {locale}:",
             f'    appBar.search: "{w[0]}"', f'    appBar.login: "{w[1]}"', f'    appBar.join: "{w[2]}"',
             f'    appBar.balance: "{w[3]}"', f'    appBar.pendingBets.myBets: "{w[4]}"', f'    appBar.pendingBets.ourBets: "{w[5]}"',
             f"    appBar.betslip: {plural(w[9])}", f'    appBar.userTray: "{w[6]}"']
    if toolbox_kind == "locker":
        lines.append(f'    appBar.locker: "{w[7]}"')
    if toolbox_kind == "toolbox":
        lines.append(f'    appBar.toolbox: "{w[8]}"')
    if observe and toolbox_kind != "none":
        lines.append(f"    appBar.toolBadge: {plural(w[10])}")
    if odds:
        lines += ['    oddsBoost.capsule: "{percent}"', f'    oddsBoost.heading.next: "{w[11]}"',
                  f'    oddsBoost.heading.max: "{w[12]}"', f"    oddsBoost.callToAction: {plural(w[13])}"]
        labels = LABELS.get(locale.split("-")[0], LABELS["en"])
        lines += [f'    oddsBoost.label.winBoost: "{labels[0]}"', f'    oddsBoost.label.odds: "{labels[1]}"']
    # Marketing copy the engine does not read: realistic bulk.
    for index in range(rng.randint(16, 28)):
        lines.append(f'    promo.banner{index}: "{w[11].replace("{percent}", str(rng.randint(5, 50)) + "%")} #{index}"')
    return lines


def color(rng, dark):
    value = rng.randint(0x10, 0x40) if dark else rng.randint(0xC0, 0xFF)
    return "#%02X%02X%02X" % (value, max(0, value - rng.randint(0, 12)), min(255, value + rng.randint(0, 12)))


THEME = """theme:
  colors:
    brand.primary: "{primary}"
    brand.onPrimary: "{on_primary}"
    brand.accent: "{accent}"
    brand.onAccent: "{on_accent}"
    neutral.white: "#FFFFFF"
    neutral.ink: "#1A1A1A"
    neutral.border: "#D9D9D9"
    appBar.background: "{{colors.brand.primary}}"
    appBar.foreground: "{{colors.brand.onPrimary}}"
    balancePill.background: "{{colors.neutral.white}}"
    balancePill.text: "{{colors.neutral.ink}}"
    badge.background: "{{colors.brand.accent}}"
    badge.text: "{{colors.brand.onAccent}}"
    betslipCounter.background: "{{colors.brand.accent}}"
    betslipCounter.text: "{{colors.brand.onAccent}}"
    segment.empty: "{{colors.neutral.border}}"
    segment.filled: "{{colors.brand.accent}}"
  contrastPairs:
    - {{ foreground: appBar.foreground, background: appBar.background }}
    - {{ foreground: balancePill.text, background: balancePill.background }}
    - {{ foreground: badge.text, background: badge.background }}
    - {{ foreground: betslipCounter.text, background: betslipCounter.background }}
  typography:
    balance: {{ family: {font}, size: 14, weight: semibold }}
    badge: {{ family: {font}, size: 11, weight: bold }}
    label: {{ family: {font}, size: 12, weight: medium }}
  spacing:
    appBar.height: {height}
    appBar.itemGap: 8
    appBar.padding: 12
    balancePill.radius: 14
  animation:
    buttonPress: {{ spring: {{ response: 0.3, damping: 0.7 }} }}
    tabTransition: {{ spring: {{ response: 0.35, damping: 0.82 }} }}
    heroTransition: {{ spring: {{ response: 0.4, damping: 0.85 }} }}
    lockerToggle: {{ spring: {{ response: 0.4, damping: 0.85 }} }}
    counterRoll: {{ spring: {{ response: 0.25, damping: 0.6 }} }}
    loadingPulse: {{ easing: easeInOut, duration: 2.0, repeat: true }}
    segmentFill: {{ duration: 0.3, stagger: 0.05, reduceMotion: crossFade }}
    segmentAdd: {{ duration: 0.4, delay: 0.1, scaleFrom: 0.3, reduceMotion: crossFade }}
    segmentRemove: {{ duration: 0.2, scaleTo: 0.3, reduceMotion: crossFade }}
"""


BASE_APPEARANCES = """  appearances:
    dark:
      colors:
        neutral.white: "#2C2C2E"
        neutral.ink: "#F2F2F7"
        neutral.border: "#545458"
    highContrast:
      colors:
        neutral.border: "#8E8E93"
        brand.onAccent: "#000000"
"""


def appearances(rng, extends):
    """A brand's own `theme.appearances` lines (under `theme:`), or none."""
    if extends:
        if rng.random() >= 0.6:
            return []
        return ["  appearances:", "    dark:", "      colors:", f'        brand.primary: "{color(rng, True)}"']
    if rng.random() >= 0.3:
        return []
    lines = ["  appearances:", "    dark:", "      colors:", f'        brand.primary: "{color(rng, True)}"',
             '        neutral.white: "#2C2C2E"', '        neutral.ink: "#F2F2F7"', '        neutral.border: "#545458"']
    if rng.random() < 0.5:
        lines += ["    highContrast:", "      colors:", '        brand.onAccent: "#000000"', '        neutral.border: "#8E8E93"']
    return lines


def profile(index, rng, extends, appearance_rng=None, rollout_rng=None):
    brand_id = f"brand-{index:04d}"
    kind = rng.choice(["locker", "toolbox", "none"])
    handler = {"locker": "locker", "toolbox": "toolbox", "none": "none"}[kind]
    observe = kind != "none" and rng.random() < 0.7
    odds = rng.random() < 0.35
    locales = rng.sample(LOCALES, rng.randint(2, 4))
    lines = ["# yaml-language-server: $schema=../../Schemas/brand-profile.schema.json", "schema: 1",
             f"id: {brand_id}", f"name: Brand {index:04d}"]
    if extends:
        lines.append("extends: house")
    lines += [f"locales: [{', '.join(locales)}]", f"currency: {rng.choice(['AUD', 'NZD', 'GBP', 'EUR', 'XAF'])}", "appBar:"]
    if not extends:
        lines += ["  signedOut: [search, login, join, betslipCounter]",
                  "  signedIn: [search, balance, pendingBets, toolSlot, betslipCounter, userTray]"]
    lines += [f"  pendingBetsLabel: {rng.choice(['myBets', 'ourBets'])}",
              f"  potIcon: {brand_id}.pot" if rng.random() < 0.8 else "  potIcon: null",
              "  toolSlot:", f"    kind: {kind}", f"    handler: {handler}", f"    observeBalance: {'true' if observe else 'false'}"]
    if kind == "locker":
        lines.append(f"    dismissUserTrayFirst: {rng.choice([250, 300, 350])}ms")
    flags = ["betslip-native", "pending-resulted-native", "login-native"]
    lines += ["flags:"] + [f"  {flag}: {'true' if rng.random() < 0.5 else 'false'}" for flag in flags]
    if rollout_rng and rollout_rng.random() < 0.25:
        flag = rollout_rng.choice(flags)
        at = lines.index(f"  {flag}: true") if f"  {flag}: true" in lines else lines.index(f"  {flag}: false")
        version = f"{rollout_rng.randint(6, 9)}.{rollout_rng.randint(0, 12)}.0"
        lines[at:at + 1] = [
            f"  {flag}:", "    default: false", "    rules:",
            f"      - when: {{ platform: {rollout_rng.choice(['ios', 'android', 'react-native'])}, appVersion: \">={version}\" }}",
            f"        rollout: {{ percent: {rollout_rng.choice([1, 5, 10, 25, 50])}, by: userId, salt: {flag}-{brand_id} }}",
            f"      - when: {{ market: [{rollout_rng.choice(['AU', 'NZ', 'GB'])}] }}", "        value: true"]
    if odds:
        tiers, selections, percent = [], 1, 0
        for _ in range(rng.randint(3, 6)):
            selections += rng.randint(1, 3)
            percent += rng.choice([5, 10])
            tiers.append(f"      - {{ minSelections: {selections}, percent: {percent} }}")
        lines += ["betslip:", "  oddsBoost:", "    tiers:"] + tiers
    lines.append(f"cache: {{ ttl: {rng.choice(['5m', '10m', '15m'])} }}")
    if extends:
        lines += ["theme:", "  colors:", f'    brand.primary: "{color(rng, True)}"', f'    brand.onPrimary: "#FFFFFF"',
                  f'    brand.accent: "{color(rng, False)}"', f'    brand.onAccent: "#1A1A1A"']
        if appearance_rng:
            lines += appearances(appearance_rng, extends)
    else:
        theme = THEME.format(primary=color(rng, True), on_primary="#FFFFFF", accent=color(rng, False), on_accent="#1A1A1A",
                             font=rng.choice(["Inter", "Roboto", "Brand Sans"]), height=rng.choice([52, 56, 60])).rstrip("\n").split("\n")
        if appearance_rng:
            # Under `theme:`, after the colours.
            at = theme.index("  contrastPairs:")
            theme[at:at] = appearances(appearance_rng, extends)
        lines += theme
    lines.append("strings:")
    for locale in locales:
        lines += strings_block(locale, rng, kind, observe, odds)
    return brand_id, "\n".join(lines) + "\n"


HOUSE = """# The corpus's shared base, like Brands/_base/entain.yaml.
schema: 1
appBar:
  signedOut: [search, login, join, betslipCounter]
  signedIn: [search, balance, pendingBets, toolSlot, betslipCounter, userTray]
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--output", default=".build/corpus")
    parser.add_argument("--no-appearances", action="store_true", help="write no theme.appearances (the corpus before them)")
    parser.add_argument("--no-rollouts", action="store_true", help="write every flag plain (the corpus before rollouts)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    appearance_rng = None if args.no_appearances else random.Random(args.seed + 1)
    rollout_rng = None if args.no_rollouts else random.Random(args.seed + 2)
    if os.path.isdir(args.output):
        shutil.rmtree(args.output)
    os.makedirs(os.path.join(args.output, "_base"))
    theme = THEME.format(primary="{colors.brand.primary}", on_primary="#FFFFFF", accent="#FFD200", on_accent="#1A1A1A",
                         font="Inter", height=56)
    # The base's own colours are placeholders its brands override.
    theme = theme.replace('brand.primary: "{colors.brand.primary}"', 'brand.primary: "#222222"')
    if appearance_rng:
        at = theme.index("  contrastPairs:")
        theme = theme[:at] + BASE_APPEARANCES + theme[at:]
    with open(os.path.join(args.output, "_base", "house.yaml"), "w", encoding="utf-8") as file:
        file.write(HOUSE + theme)
    total = 0
    for index in range(args.count):
        brand_id, text = profile(index, rng, extends=rng.random() < 0.5, appearance_rng=appearance_rng, rollout_rng=rollout_rng)
        with open(os.path.join(args.output, brand_id + ".yaml"), "w", encoding="utf-8") as file:
            file.write(text)
        total += len(text.encode("utf-8"))
    print(f"wrote {args.count} profiles ({total / 1e6:.1f} MB) to {args.output}")


if __name__ == "__main__":
    main()
