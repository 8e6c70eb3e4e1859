// `npm run demo` serves the example with the Dev Wallet, and Ctrl-C stops every child:
// afterwards the chain ports, the API server's port and the app port are free again.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './world/example-app';
import { EXAMPLE_CHAINS } from './world/example-world';
import { isPortFree } from './world/ports';
import { track } from './world/processes';

describe('npm run demo', () => {
  it('prints the app URL, serves the app with the Dev Wallet, and stops every child on Ctrl-C', async () => {
    // The demo's own script (scripts/demo.sh) runs setup first; `npm test` already did that.
    const demo = spawn(process.execPath, ['--import', 'tsx', 'e2e/demo.ts', '--port', '0'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    track(demo);
    let output = '';
    demo.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const appUrl = await new Promise<string>((resolve, reject) => {
      demo.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^App: (http:\/\/\S+)$/m.exec(output);
        if (match) resolve(match[1]!);
      });
      demo.once('exit', (code) => reject(new Error(`demo exited (${code}) before printing its URL:\n${output}`)));
    });

    const html = await (await fetch(appUrl)).text();
    expect(html).toMatch(/<head[^>]*><script src="\/__world\/inject-0\.js"><\/script><script src="\/__world\/inject-1\.js">/);
    const walletConfig = await (await fetch(new URL('/__world/inject-0.js', appUrl))).text();
    expect(walletConfig).toContain('"1":"http://127.0.0.1:8545"');
    expect(walletConfig).toContain('"10":"http://127.0.0.1:8546"');
    for (const { port } of EXAMPLE_CHAINS) expect(await isPortFree(port)).toBe(false);
    // The API server answers for the demo project, and its wallet directory is loaded.
    const wallets = (await (await fetch('http://127.0.0.1:8787/getWallets?projectId=demo-project&page=1&entries=5')).json()) as { count: number };
    expect(wallets.count).toBeGreaterThan(5);

    const exited = new Promise<number | null>((resolve) => demo.once('exit', (code) => resolve(code)));
    demo.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped.');
    for (const { port } of EXAMPLE_CHAINS) expect(await isPortFree(port)).toBe(true);
    expect(await isPortFree(Number(new URL(appUrl).port))).toBe(true);
    expect(await isPortFree(8787)).toBe(true);
  }, 300_000); // the demo builds examples/full first
});
