// Compiles the test contracts (test/fixtures/contracts/*.sol) with solc into
// test/fixtures/contracts.json (abi + bytecode). Run: npm run fixtures -w @wallet-modal/server
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
const dir = fileURLToPath(new URL('../test/fixtures/contracts/', import.meta.url));
const sources = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.sol'))
    .map((f) => [f, { content: readFileSync(dir + f, 'utf8') }]),
);
const output = JSON.parse(
  solc.compile(
    JSON.stringify({
      language: 'Solidity',
      sources,
      settings: { evmVersion: 'paris', optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
    }),
  ),
) as { errors?: { severity: string; formattedMessage: string }[]; contracts: Record<string, Record<string, { abi: unknown; evm: { bytecode: { object: string } } }>> };
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
const contracts = Object.fromEntries(
  Object.values(output.contracts).flatMap((byName) =>
    Object.entries(byName).map(([name, c]) => [name, { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` }]),
  ),
);
writeFileSync(fileURLToPath(new URL('../test/fixtures/contracts.json', import.meta.url)), `${JSON.stringify(contracts, null, 1)}\n`);
console.log(`compiled ${Object.keys(contracts).join(', ')}`);
