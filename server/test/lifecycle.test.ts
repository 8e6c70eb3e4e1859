// `wallet-modal-server serve` as a process: structured logs, health, graceful stop on SIGTERM and
// SIGINT, and a clear refusal of a bad config file.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/server.js';
import { PROJECT, projects } from './helpers/world.js';

const bin = fileURLToPath(new URL('../bin/wallet-modal-server.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wm-life-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, DATABASE_URL: '', WALLET_MODAL_MODE: 'development', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const listening = new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (d: Buffer) => {
      buffer += d;
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = JSON.parse(buffer.slice(0, nl)) as Record<string, unknown>;
        buffer = buffer.slice(nl + 1);
        lines.push(line);
        if (line.msg === 'wallet-modal-server listening') resolve(line.url as string);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  listening.catch(() => {}); // a run expected to fail never listens; its exit code is asserted instead
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, listening, exited, stderr: () => stderr };
}

describe('server process', () => {
  // The second run reopens the first one's data directory: a restart keeps its data.
  it.each(['SIGTERM', 'SIGINT'] as const)('logs JSON, answers /health, and stops cleanly on %s', async (signal) => {
    const p = run(['serve'], { PORT: '0', HOST: '127.0.0.1', PGLITE_DIR: join(dir, 'pgdata'), LOG_LEVEL: 'info' });
    const url = await p.listening;
    expect((await (await fetch(`${url}/health`)).json())).toEqual({ status: 'ok' });
    p.child.kill(signal);
    expect(await p.exited).toBe(0);
    expect(p.lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['request', 'shutting down', 'wallet-modal-server stopped']));
    expect(p.lines.find((l) => l.msg === 'request')).toMatchObject({ level: 30, method: 'GET', path: '/health', status: 200, service: 'wallet-modal-server' });
  });

  it('refuses an invalid config file, naming the field', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ port: 'eighty', chains: [{ id: 'eip155:1', name: 'x', rpcUrl: 'ftp://x' }] }));
    const p = run(['serve', '--config', file], {});
    expect(await p.exited).toBe(1);
    expect(p.stderr()).toMatch(/Invalid server config \(.*bad\.json\)/);
    expect(p.stderr()).toMatch(/port/);
    expect(p.stderr()).toMatch(/chains\[0\]\.rpcUrl|chains.0.rpcUrl/);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    // An upstream node that takes 500 ms to answer keeps a proxy request in flight.
    const slow = createServer((req, res) => {
      req.resume();
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":"0x1"}'), 500);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const rpcUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const server = await startTestServer({ projects, chains: [{ id: 'eip155:1', name: 'Slow', rpcUrl, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }] });
    const inFlight = fetch(`${server.url}/v1?chainId=eip155:1&projectId=${PROJECT}`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    });
    await new Promise((r) => setTimeout(r, 100));
    const closed = server.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' });
    const drainStart = Date.now();
    await closed;
    // The client's idle keep-alive socket does not hold the shutdown until the 10 s drain limit.
    expect(Date.now() - drainStart).toBeLessThan(2000);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    await new Promise<void>((r) => slow.close(() => r()));
  });
});
