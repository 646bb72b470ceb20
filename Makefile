# Two commands do everything on a fresh Debian machine with the Swift toolchain:
#   make run    builds and launches the demo
#   make test   builds and passes every test (unit, golden frames, end-to-end in tmux)
SWIFT ?= swift
ARGS ?=
# SwiftPM adds -color-diagnostics to every compile command when its output is a terminal and
# not otherwise, so a build in a terminal after one through a pipe (CI, an editor, `| tee`), or
# the other way round, recompiled and re-linked everything (over 30 s in release). Builds
# through make never colour their diagnostics, so their commands are the same wherever they run.
BUILD_FLAGS ?= --no-color-diagnostics

.PHONY: run test build release deps check-swift bench bench-build docs fuzz examples spiral getting-started file-browser \
  snapshot format lint clean

run: release
	./.build/release/tuicv $(ARGS)

test: deps
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	$(SWIFT) test --skip-build

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# This package's own builds are incremental: each target names every module of ours it sees
# (Package.swift says why), so a class that gains a stored property rebuilds what uses it
# (.ci/check-layout-change checks it). The Examples and Benchmarks packages use the product
# through a path dependency, whose re-exported modules SwiftPM does not count among their
# inputs, so after any change to the sources since their last build through make, our own
# modules there are compiled afresh (the packages they use are kept): $(1) is the build
# directory, $(2) more of the targets built there.
OWN_MODULES := CollectionCore GlyphRaster NcursesScreen TUICollectionView DemoApp tuicv
EXAMPLE_MODULES := GettingStarted SpiralLayout Spiral FileBrowserCore FileBrowser \
  ExampleTestSupport SpiralLayoutTests GettingStartedTests FileBrowserTests
define fresh_own_modules
	@stamp=$(1)/.own-modules-built; \
	if [ -d $(1) ] && { [ ! -e $$stamp ] || \
	  [ -n "$$(find Sources Tests Package.swift Examples/Sources Examples/Tests -newer $$stamp \
	    -print -quit)" ]; }; then \
	  for module in $(OWN_MODULES) $(2); do rm -rf $(1)/$$module.build; done; \
	fi
endef
# Marks a build directory's own modules as built from the sources as they are now.
own_modules_built = @touch $(1)/.own-modules-built

# The release binary carries the Swift runtime and libraries (--static-swift-stdlib): starting
# it binds no symbols across a dozen shared libraries (the dynamic loader's relocations were a
# fifth of a launch's instructions) and maps fewer pages (issue #30: the first frame in 20 ms).
# SwiftPM compiles everything again when the flags change, so build the release through make.
RELEASE_FLAGS := $(BUILD_FLAGS) -c release --static-swift-stdlib
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product tuicv

# Print one frame without a terminal, e.g. make snapshot ARGS='--layout flow --keys "+ +"'
snapshot: build
	./.build/debug/tuicv --snapshot 80x24 $(ARGS)

# The deep run of the random-action property tests and the layout-query bounds: every case of
# `make test` with FUZZ sequences instead of 16 (1,000: over 16,000 random sequences a layout;
# CI runs 250), every layout at ten million items with each step held to a budget, and the
# end-to-end measurements that need a window of wall-clock time (an idle demo's wake-ups).
FUZZ ?= 1000
fuzz: deps
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	TUICV_FUZZ_SEQUENCES=$(FUZZ) TUICV_DEEP_TESTS=1 $(SWIFT) test --skip-build \
	  --filter 'RandomActionTests|LayoutQueryBoundTests|DeepEndToEndTests'

# Programs built on the public product alone, in their own package as an app would be:
# `make examples` builds and tests them; `make getting-started`, `make spiral` and
# `make file-browser` run one.
examples: deps
	$(call fresh_own_modules,Examples/.build/debug,$(EXAMPLE_MODULES))
	$(SWIFT) build $(BUILD_FLAGS) --package-path Examples --build-tests
	$(call own_modules_built,Examples/.build/debug)
	$(SWIFT) test --package-path Examples --skip-build

spiral getting-started: deps
	$(call fresh_own_modules,Examples/.build/debug,$(EXAMPLE_MODULES))
	$(SWIFT) build $(BUILD_FLAGS) --package-path Examples --product $@
	$(call own_modules_built,Examples/.build/debug)
	$(SWIFT) run $(BUILD_FLAGS) --package-path Examples --skip-build $@

# The file browser, on DIR (the current directory by default): make file-browser DIR=~
DIR ?= .
file-browser: deps
	$(call fresh_own_modules,Examples/.build/debug,$(EXAMPLE_MODULES))
	$(SWIFT) build $(BUILD_FLAGS) --package-path Examples --product file-browser
	$(call own_modules_built,Examples/.build/debug)
	Examples/.build/debug/file-browser $(DIR)

# The DocC catalogs as static HTML, one site per public module, in .build/docs/<Module>; any
# DocC warning (an unresolved link, a missing symbol) fails the build.
DOC_MODULES = TUICollectionView CollectionCore GlyphRaster NcursesScreen
docs: deps
	mkdir -p .build/docs
	for module in $(DOC_MODULES); do \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
	    --target $$module --output-path .build/docs/$$module --transform-for-static-hosting \
	    --hosting-base-path $$module --warnings-as-errors || exit 1; \
	done
	@echo "Documentation: .build/docs/TUICollectionView/index.html (serve .build/docs over HTTP)"

# CI compiles the benchmarks (debug, without running them) so they cannot rot.
bench-build:
	$(SWIFT) build $(BUILD_FLAGS) --package-path Benchmarks

# Benchmarks live in their own package so `make test` stays lean. BASELINE=path/to/an/older/tuicv
# puts that build's live figures beside this one's (a page jump with Reduce Motion, the two apps
# side by side and each page sent to both in turn, and the launch, measured in turn with it when
# that build knows TUICV_EXIT_AFTER_FIRST_FRAME, from 2026-11-27 on, and alone otherwise).
BASELINE ?=
# The benchmarks written for the harness (package-benchmark runs every executable under
# Benchmarks/ unless told which: the others print their own figures and run after it).
HARNESS_BENCHMARKS := MorphBenchmarks GridBenchmarks DiffableBenchmarks
bench: release
	$(call fresh_own_modules,Benchmarks/.build/release,MorphBenchmarks GridBenchmarks \
	  DiffableBenchmarks Soak PageWalk EstimatedFirstFrame LayoutScale KeySweep RandomSnapshots \
	  OutlineToggle BenchmarkSupport)
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark \
	  $(foreach target,$(HARNESS_BENCHMARKS),--target $(target))
	$(call own_modules_built,Benchmarks/.build/release)
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks Soak
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks EstimatedFirstFrame
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks LayoutScale \
	  .build/release/tuicv
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks KeySweep \
	  .build/release/tuicv
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks RandomSnapshots \
	  .build/release/tuicv 1500
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks PageWalk 20
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks PageWalk 20 truecolor
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks PageWalk 20 reduce-motion
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks PageWalk 20 list
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks PageWalk 300 list subtitles
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks OutlineToggle
	PAGEWALK_SLEEP=1 $(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks PageWalk 20
	$(SWIFT) run -c release --no-color-diagnostics --package-path Benchmarks MachineFloor loads
	Benchmarks/measure-idle.sh .build/release/tuicv 10
	MACHINE_FLOOR=Benchmarks/.build/release/MachineFloor \
	  Benchmarks/measure-scroll.sh .build/release/tuicv 10
	COLORTERM_UNDER_TEST=truecolor Benchmarks/measure-scroll.sh .build/release/tuicv 10
	Benchmarks/measure-scroll.sh .build/release/tuicv 15 --reduce-motion
	$(if $(BASELINE),Benchmarks/compare-jumps.sh .build/release/tuicv $(BASELINE) 40)
	Benchmarks/measure-launch.sh .build/release/tuicv 10 $(BASELINE)

format:
	$(SWIFT) format -i -r Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks \
	  Examples/Package.swift Examples/Sources Examples/Tests

lint:
	$(SWIFT) format lint --strict -r Sources Tests Benchmarks/Benchmarks Examples/Sources Examples/Tests

clean:
	rm -rf .build Benchmarks/.build Examples/.build

check-swift:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "error: the Swift toolchain (6.1 or later) is not on PATH; install it from swift.org and retry."; \
	  exit 1; }

# Installs what is missing (the ncursesw headers, tmux for the end-to-end tests, ncurses-term for
# the direct-colour terminfo entries that 24-bit colour is drawn through) with apt-get
# when it can, and says what to install when it cannot. The build needs no pkg-config: the
# headers are in the default include path and the module map links ncursesw.
deps: check-swift
	@missing=""; \
	[ -f /usr/include/curses.h ] || missing="$$missing libncurses-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	infocmp xterm-direct >/dev/null 2>&1 || missing="$$missing ncurses-term"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing packages:$$missing"; \
	  if command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  elif command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then \
	    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	  else \
	    echo "error: please install:$$missing  (on Debian/Ubuntu: sudo apt-get install$$missing)"; \
	    exit 1; \
	  fi; \
	fi
