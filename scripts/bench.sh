#!/usr/bin/env bash
# `npm run bench`: prepares a fresh clone if needed, then prints the benches (e2e/bench/run.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
node --import tsx e2e/bench/run.ts "$@"
echo
echo "## A scaffolded app's node_modules: size and package count (installed from npm pack tarballs)"
node --import tsx e2e/bench/app-size.ts
echo
echo "## API server load (autocannon on loopback), then 10 minutes of /getWallets: memory must stay flat"
BENCH_SOAK_SECONDS=${BENCH_SOAK_SECONDS:-600} npm run bench:server -w @wallet-modal/server
echo
echo "## Session restore: 100 reloads of a connected page per connection kind (injected, Solana, embedded, WalletConnect), no flash of the disconnected button"
RELOADS=100 npx vitest run --project e2e e2e/reload.e2e.test.ts e2e/solana.e2e.test.ts e2e/embedded.e2e.test.ts e2e/walletconnect/walletconnect.e2e.test.ts
echo
echo "## History: an account with 10,000 transfers (indexer catch-up on anvil, first page latency)"
node --import tsx server/bench/history.ts
echo
echo "## Swap quote and build-transaction latency (anvil + Uniswap, loopback)"
node --import tsx server/bench/convert.ts
echo
echo "## Fuzzing, long run: 10,000 cases per property and per API and secure-site route (seeds printed)"
FUZZ_RUNS=10000 FUZZ_ROUTE_RUNS=10000 npx vitest run $(git ls-files '*.fuzz.test.ts') server/test/routes-fuzz.test.ts server/test/embedded-fuzz.test.ts
