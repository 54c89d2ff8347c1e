# Builds and installs mvvm: `make install` (PREFIX=/usr/local by default), `make uninstall`;
# `make artifactbundle` packs a release binary as a SwiftPM artifact bundle.
# On Linux the Swift runtime is linked in statically, so the copied binary runs on machines
# without the toolchain; the rule documents and templates are embedded in the binary.
PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
SWIFT ?= swift
UNAME := $(shell uname -s)
ifeq ($(UNAME),Linux)
STATIC = --static-swift-stdlib
# Debug symbols are most of a statically linked binary (87 MB of its size unstripped).
STRIP = strip
else
STRIP = true
endif
# The commit `mvvm --version` names (with -dirty when tracked files differ from it).
COMMIT := $(shell c=$$(git rev-parse --short=12 HEAD 2>/dev/null) && { git diff --quiet HEAD || c="$$c-dirty"; } && echo "$$c")
BUILD_FLAGS = -c release --product mvvm $(STATIC) --scratch-path .build-install -Xcc '-DMVVM_COMMIT="$(COMMIT)"'

.PHONY: build install uninstall artifactbundle clean

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/mvvm" "$(DESTDIR)$(BINDIR)/mvvm"
	$(STRIP) "$(DESTDIR)$(BINDIR)/mvvm"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/mvvm"

artifactbundle:
	Scripts/make-artifactbundle.sh .build-artifactbundle

clean:
	rm -rf .build-install .build-artifactbundle .build-artifactbundle-build
