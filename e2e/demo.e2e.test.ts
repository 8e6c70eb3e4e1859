// `npm run demo` serves the example with the Dev Wallet on the ports it is given, and Ctrl-C stops
// every child: afterwards the chain ports, the API server's port and the app port are free again.
// A busy port stops it before anything starts, with the port, what holds it and flags that work.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, isPortFree, REPO_ROOT, track } from '@wallet-modal/testing';

type Demo = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs the demo as `npm run demo` does after setup (`npm test` already ran that). */
function runDemo(args: string[]): Demo {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/demo.ts', ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Two consecutive free ports, for --chain-port (chain 1 takes the first, chain 10 the next). */
async function freePair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port < 65535 && (await isPortFree(port + 1))) return port;
  }
}

describe('npm run demo', () => {
  it('--chain-port, --api-port and --svm-port: the chains, the SVM, the API server and the app the Dev Wallet talks to are on them; Ctrl-C frees every port', async () => {
    const chainPort = await freePair();
    const apiPort = await freePort();
    const svmPort = await freePort();
    const demo = runDemo(['--port', '0', '--chain-port', String(chainPort), '--api-port', String(apiPort), '--svm-port', String(svmPort)]);
    const appUrl = await new Promise<string>((resolve, reject) => {
      demo.child.stdout!.on('data', () => {
        const match = /^App: (http:\/\/\S+)$/m.exec(demo.output());
        if (match) resolve(match[1]!);
      });
      void demo.exited.then((code) => reject(new Error(`demo exited (${code}) before printing its URL:\n${demo.output()}`)));
    });
    const chainUrls = [`http://127.0.0.1:${chainPort}`, `http://127.0.0.1:${chainPort + 1}`];
    expect(demo.output()).toMatch(new RegExp(`Local +chain 31337 ${chainUrls[0]}`));
    expect(demo.output()).toMatch(new RegExp(`Base Sepolia +chain 84532 ${chainUrls[1]}`));
    // Buy is offered on mainnets only: the demo adds a local Ethereum (chain 1) on a free port.
    const ethereumUrl = /Ethereum +chain 1 +(http:\/\/\S+)/.exec(demo.output())?.[1];
    expect(ethereumUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(demo.output()).toContain(`API server (wallet directory, token balances, analytics): http://127.0.0.1:${apiPort}`);

    const html = await (await fetch(appUrl)).text();
    expect(html).toMatch(/<head[^>]*><script src="\/__world\/inject-0\.js"><\/script><script src="\/__world\/inject-1\.js">/);
    const walletConfig = await (await fetch(new URL('/__world/inject-0.js', appUrl))).text();
    expect(walletConfig).toContain(`"31337":"${chainUrls[0]}"`);
    expect(walletConfig).toContain(`"84532":"${chainUrls[1]}"`);
    expect(walletConfig).toContain(`"1":"${ethereumUrl}"`);
    for (const [index, url] of [...chainUrls, ethereumUrl!].entries()) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' });
      expect(Number(((await response.json()) as { result: string }).result)).toBe([31337, 84532, 1][index]);
    }
    // The API server answers for the demo project, and its wallet directory is loaded.
    const wallets = (await (await fetch(`http://127.0.0.1:${apiPort}/getWallets?projectId=demo-project&page=1&entries=5`)).json()) as { count: number };
    expect(wallets.count).toBeGreaterThan(5);
    // The local SVM answers on its port, and the API server reads the first dev Solana account's SOL there.
    const solanaChain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
    expect(demo.output()).toContain(`Solana (local SVM, ${solanaChain}): http://127.0.0.1:${svmPort}`);
    const genesis = await fetch(`http://127.0.0.1:${svmPort}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"getGenesisHash"}' });
    expect(((await genesis.json()) as { result: string }).result.slice(0, 32)).toBe(solanaChain.slice('solana:'.length));
    const devSolana = /Dev accounts \(100 SOL each\): (\w+)/.exec(demo.output())![1];
    const solBalance = (await (await fetch(`http://127.0.0.1:${apiPort}/v1/account/${devSolana}/balance?projectId=demo-project&chainId=${solanaChain}`)).json()) as {
      balances: { symbol: string; quantity: { numeric: string } }[];
    };
    expect(solBalance.balances[0]).toMatchObject({ symbol: 'SOL', quantity: { numeric: '100' } });
    // EVM and Solana side by side: the page also gets the Solana Dev Wallet, which talks to the demo's SVM.
    const injected = [...html.matchAll(/\/__world\/inject-\d+\.js/g)].map(([path]) => path);
    const scripts = await Promise.all(injected.map(async (path) => (await fetch(new URL(path, appUrl))).text()));
    expect(scripts.some((script) => script.includes(`http://127.0.0.1:${svmPort}`))).toBe(true);

    demo.child.kill('SIGINT');
    expect(await demo.exited).toBe(0);
    expect(demo.output()).toContain('Stopped.');
    for (const port of [chainPort, chainPort + 1, Number(new URL(ethereumUrl!).port), apiPort, svmPort, Number(new URL(appUrl).port)]) expect(await isPortFree(port)).toBe(true);
  }, 300_000); // the demo builds examples/full first

  it('a busy chain port: names the port, what listens there and the flags that pick others, then exits 1', async () => {
    const holder: Server = createServer();
    const busy = await new Promise<number>((resolve) => holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)));
    try {
      const demo = runDemo(['--port', '0', '--chain-port', String(busy)]);
      expect(await demo.exited).toBe(1);
      const output = demo.output();
      expect(output).toContain(`Port ${busy} (chain 31337, Local) is busy`);
      // What holds it: this test's own process, as ss reports it.
      expect(output).toContain(`pid ${process.pid}`);
      expect(output).toContain(`ss -ltnp 'sport = :${busy}'`);
      const hint = /npm run demo -- --chain-port (\d+) --api-port (\d+)/.exec(output);
      expect(hint, output).not.toBeNull();
      const [chainPort, apiPort] = [Number(hint![1]), Number(hint![2])];
      for (const port of [chainPort, chainPort + 1, apiPort]) expect(await isPortFree(port)).toBe(true);
      expect(output).not.toContain('App: ');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 60_000);
});
