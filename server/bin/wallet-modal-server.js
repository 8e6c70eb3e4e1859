#!/usr/bin/env node
// CLI entry. In a checkout (src/ present) it runs the TypeScript sources through tsx, so it never
// runs a stale build; an installed package (dist/ only) runs the compiled JavaScript.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/main.ts', import.meta.url);
if (existsSync(source)) {
  const { tsImport } = await import('tsx/esm/api');
  const { main } = await tsImport(source.href, import.meta.url);
  await main();
} else {
  const { main } = await import(new URL('../dist/cli/main.js', import.meta.url).href);
  await main();
}
