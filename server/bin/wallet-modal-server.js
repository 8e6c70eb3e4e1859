#!/usr/bin/env node
// CLI entry: runs the built server (dist/), or the TypeScript sources through tsx in a checkout.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(built)) {
  const { main } = await import(built.href);
  await main();
} else {
  const { tsImport } = await import('tsx/esm/api');
  const { main } = await tsImport('../src/cli/main.ts', import.meta.url);
  await main();
}
