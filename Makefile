# Installs the tools as SwiftLint and XcodeGen do: release builds with the Swift runtime and
# Foundation linked in (--static-swift-stdlib), so they run on a machine without a Swift
# toolchain; libyaml stays a shared library (apt `libyaml-dev` / `libyaml-0-2`, brew `libyaml`).
# brandgen and brandsim fetch bundles over HTTP (FoundationNetworking), which links libcurl
# statically on Linux: apt `libcurl4-openssl-dev` (macOS needs nothing more).
#
#   make install                  # into /usr/local (bin/ and share/brandengine/Schemas)
#   make install PREFIX=$HOME/.local
#   make install PREFIX=/tmp/t BIN=.build/debug   # tools already built there (`swift build`): no
#                                                 # static build (CI's multi-repository check)
#   make install STRIP=0          # keep the symbols (the tools are stripped by default, as in
#                                 # the artifact bundle)
#   make uninstall
#   make static                   # the static build only, in .build-static/release
#   make artifactbundle           # BrandEngineTools.artifactbundle: the static tools for the
#                                 # plugins' binaryTarget (docs/exports.md)
#
# The static build has its own build folder, so it leaves `swift build -c release` alone.

PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share/brandengine
SCRATCH = .build-static
TOOLS = brandlint brandgen brandsim brandreport
SWIFT_BUILD = swift build -c release --static-swift-stdlib --scratch-path $(SCRATCH)

BUNDLE = BrandEngineTools.artifactbundle
# Where `make install` takes the tools from: the static build unless BIN names a folder of
# tools built already (they then need what that build links: a Swift toolchain for a debug one).
BIN ?=
# The tools install stripped, as tools/artifactbundle lays them out (a third smaller); STRIP=0 keeps
# their symbols for a debugger or a crash report.
STRIP ?= 1
INSTALL_FROM = $(if $(BIN),$(BIN),$(SCRATCH)/release)

.PHONY: static install uninstall artifactbundle

static:
	@if [ "$$(uname)" = Linux ] && ! pkg-config --exists libcurl 2>/dev/null; then \
		echo "make static: brandgen and brandsim link libcurl statically on Linux; install it first: apt-get install libcurl4-openssl-dev" >&2; exit 2; fi
	$(foreach tool,$(TOOLS),$(SWIFT_BUILD) --product $(tool) &&) true

install: $(if $(BIN),,static)
	$(foreach tool,$(TOOLS),test -x "$(INSTALL_FROM)/$(tool)" || { echo "make install: $(INSTALL_FROM)/$(tool) is not built" >&2; exit 2; } &&) true
	install -d "$(BINDIR)" "$(SHAREDIR)"
	$(foreach tool,$(TOOLS),install -m 755 $(if $(filter 1,$(STRIP)),-s) "$(INSTALL_FROM)/$(tool)" "$(BINDIR)/$(tool)" &&) true
	rm -rf "$(SHAREDIR)/Schemas"
	cp -R Schemas "$(SHAREDIR)/Schemas"

uninstall:
	$(foreach tool,$(TOOLS),rm -f "$(BINDIR)/$(tool)" &&) true
	rm -rf "$(SHAREDIR)"

# SwiftLintBinary's layout, from the static tools (tools/artifactbundle says how).
artifactbundle: static
	tools/artifactbundle --bin "$(SCRATCH)/release" --output "$(BUNDLE)"
