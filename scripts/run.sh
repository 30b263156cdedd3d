#!/usr/bin/env bash
# Quick start, command 1: install what is missing, build in Release, launch on the default data.
# Arguments are passed to perihelion (for example: scripts/run.sh --date 2030-01-01).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target perihelion
exec build/perihelion "$@"
