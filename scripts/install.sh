#!/usr/bin/env bash
# Installs what costlog needs on a Debian machine with Rust (system packages, via
# sudo when not root) and builds the release binary.
#   libz3-dev, pkg-config: the analyzer proves bounds with z3 (system libz3).
#   swi-prolog-nox: optional; tests compare answers with SWI-Prolog when present.
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
if command -v apt-get >/dev/null; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  if ! dpkg -s libz3-dev pkg-config swi-prolog-nox >/dev/null 2>&1; then
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends libz3-dev pkg-config swi-prolog-nox
  fi
  # Optional: the consumers tests/report_snapshots.rs feeds the profile exports to
  # (callgrind_annotate from valgrind, go tool pprof); those checks skip without them.
  if ! dpkg -s valgrind golang-go >/dev/null 2>&1; then
    { $SUDO apt-get update -qq &&
      $SUDO apt-get install -y -qq --no-install-recommends valgrind golang-go; } || true
  fi
fi
cargo build --release --locked --bin costlog
