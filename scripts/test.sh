#!/usr/bin/env bash
# `npm test`: sets up a fresh clone, type-checks, lints (Biome, biome.json), then runs every vitest project
# (unit, cli, e2e, server). Any failure makes it exit non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
echo "test: type-checking (tsc)"
npx tsc -p tsconfig.json --noEmit
npx tsc -p server/tsconfig.json --noEmit
npx tsc -p secure-site/tsconfig.json --noEmit
echo "test: lint (biome)"
npx biome lint .
echo "test: vitest (all projects)"
npx vitest run
