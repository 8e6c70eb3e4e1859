#!/usr/bin/env bash
# `npm run bench`: prepares a fresh clone if needed, then prints the benches (e2e/bench/run.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec node --import tsx e2e/bench/run.ts "$@"
