# The installs both CI jobs need, sourced by .ci/run (the landing CI) and .ci/fuzz (the
# scheduled job): libyaml for the build, and the programs the tests run. Only what is missing is
# installed.

export DEBIAN_FRONTEND=noninteractive
# Installs Debian packages, reading the package lists once for all of them (each
# `apt-get update` costs 10-20 s on a fresh machine).
apt_lists_read=""
apt_install() {
    if [[ -z "$apt_lists_read" ]]; then
        apt-get update -qq
        apt_lists_read=1
    fi
    apt-get install -y -qq "$@"
}

# What only the tests need (each test that needs one of these fails without it in CI).
install_test_tools() {
set -e
# tools/check-schema-python checks the editors' schema with a second implementation;
# EditorSchemaTests runs it.
if ! python3 -c 'import jsonschema' 2>/dev/null; then
    echo "python3 jsonschema is missing: installing it"
    apt_install python3 python3-jsonschema \
        || python3 -m pip install --quiet jsonschema \
        || python3 -m pip install --quiet --break-system-packages jsonschema
fi

# cmark-gfm, GitHub's markdown parser, reads the markdown report as a pull-request comment is
# read (Tests/BrandReportTests, MarkdownEscapingTests).
if ! command -v cmark-gfm >/dev/null 2>&1; then
    echo "cmark-gfm is missing: installing it"
    apt_install cmark-gfm
fi

# Neovim is the real LSP client of the language server's test (Tests/LanguageServerTests,
# NeovimClientTests). About 15 s to install.
if ! command -v nvim >/dev/null 2>&1; then
    echo "neovim is missing: installing it"
    apt_install neovim
fi

# brandgen's Android tests compile the generated Kotlin (Debian's kotlin, 1.3) against the
# Compose stubs in Tests/Fixtures/BrandGen, and the resources with Debian's aapt. About 40 s
# to install after an apt-get update.
if ! command -v kotlinc >/dev/null 2>&1 || ! command -v aapt >/dev/null 2>&1; then
    echo "kotlin or aapt is missing: installing them"
    apt_install kotlin aapt
fi
# The Kotlin runtime library (Runtimes/Kotlin) compiles its store's state-holder adapter against
# Debian's kotlinx-coroutines; BrandGenTests' KotlinRuntimeLibraryTests runs its build script
# (common check, jar, tests) once, on brandgen's envelopes.
if [ ! -f /usr/share/java/kotlinx-coroutines-core.jar ]; then
    apt_install libkotlinx-coroutines-java
fi

# The Kotlin delivery client's tests (Tests/BrandDeliveryTests/Suite/KotlinDeliverySuiteTests)
# check the BouncyCastle verifier an app below Android 13 plugs in against the JDK's Ed25519.
if [[ ! -f /usr/share/java/bcprov.jar ]]; then
    echo "libbcprov-java is missing: installing it"
    apt_install libbcprov-java
fi

# The TypeScript runtime package (Runtimes/TypeScript) is compiled with tsc (Debian's
# node-typescript, which brings nodejs); its own node --test suite (TypeScriptPackageTests) and
# the differential tests against the Swift engine run it under node.
if ! command -v tsc >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
    echo "tsc or node is missing: installing node-typescript"
    apt_install node-typescript nodejs
fi

# brandgen's web appearance test renders the generated CSS in headless Chromium with dark mode
# emulated; the studio's browser test (BrandReportTests, StudioBrowserTests) drives it through
# chromedriver (WebDriver), and brandreport --pictures draws with it.
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    echo "chromium or chromedriver is missing: installing them"
    apt_install chromium chromium-driver
fi

# brandgen's web test parses the generated CSS with tinycss2, a strict CSS Syntax Level 3 parser.
if ! python3 -c "import tinycss2" 2>/dev/null; then
    echo "tinycss2 is missing: installing it"
    python3 -m pip install -q tinycss2 || python3 -m pip install -q --break-system-packages tinycss2
fi
}

# libyaml, which the engine's YAML reader is built on.
install_libyaml() {
    if ! pkg-config --exists yaml-0.1 2>/dev/null; then
        echo "libyaml-dev is missing: installing it"
        apt_install libyaml-dev pkg-config
    fi
}
