#!/usr/bin/env bash
# `npm run demo`: prepares a fresh clone if needed, then runs the demo (e2e/demo.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# One node process (tsx as a loader, not a wrapper), so Ctrl-C and SIGTERM reach the demo directly.
exec node --import tsx e2e/demo.ts "$@"
