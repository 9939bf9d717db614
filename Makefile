# Installs the tools as SwiftLint and XcodeGen do: release builds with the Swift runtime and
# Foundation linked in (--static-swift-stdlib), so they run on a machine without a Swift
# toolchain; libyaml stays a shared library (apt `libyaml-dev` / `libyaml-0-2`, brew `libyaml`).
#
#   make install                  # into /usr/local (bin/ and share/brandengine/Schemas)
#   make install PREFIX=$HOME/.local
#   make uninstall
#   make static                   # the static build only, in .build-static/release
#
# The static build has its own build folder, so it leaves `swift build -c release` alone.

PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share/brandengine
SCRATCH = .build-static
TOOLS = brandlint brandgen brandsim brandreport
SWIFT_BUILD = swift build -c release --static-swift-stdlib --scratch-path $(SCRATCH)

.PHONY: static install uninstall

static:
	$(foreach tool,$(TOOLS),$(SWIFT_BUILD) --product $(tool) &&) true

install: static
	install -d "$(BINDIR)" "$(SHAREDIR)"
	$(foreach tool,$(TOOLS),install -m 755 "$(SCRATCH)/release/$(tool)" "$(BINDIR)/$(tool)" &&) true
	rm -rf "$(SHAREDIR)/Schemas"
	cp -R Schemas "$(SHAREDIR)/Schemas"

uninstall:
	$(foreach tool,$(TOOLS),rm -f "$(BINDIR)/$(tool)" &&) true
	rm -rf "$(SHAREDIR)"
