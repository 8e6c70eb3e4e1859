// The admin CLI, run as a user would (the wallet-modal-server bin in a child process), against an
// on-disk embedded database: projects and origins, wallet imports, and clear errors.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/wallet-modal-server.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wm-cli-'));
// A developer's machine: `serve` creates its master key beside the data only in development mode.
const env = { ...process.env, PGLITE_DIR: join(dir, 'pgdata'), CONFIG: '', DATABASE_URL: '', WALLET_MODAL_MODE: 'development' };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], { env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// Each call starts a process that opens the embedded database (seconds on a busy two-core machine), and a test makes several.
describe('wallet-modal-server admin CLI', { timeout: 240_000 }, () => {
  it('creates a project and edits its origins', async () => {
    const created = await cli('project', 'create', 'my-app', '--origin', 'https://app.example.com', '--origin', 'https://*.example.com', '--name', 'My App');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toEqual({ id: 'my-app', name: 'My App', analyticsEnabled: true, origins: ['https://*.example.com', 'https://app.example.com'] });
    await cli('project', 'origins', 'add', 'my-app', 'http://localhost:3000');
    await cli('project', 'origins', 'remove', 'my-app', 'https://*.example.com');
    const list = await cli('project', 'origins', 'list', 'my-app');
    expect(list.stdout.trim().split('\n')).toEqual(['http://localhost:3000', 'https://app.example.com']);
  });

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const badOrigin = await cli('project', 'origins', 'add', 'my-app', 'example.com/path');
    expect(badOrigin.code).toBe(1);
    expect(badOrigin.stderr).toMatch(/invalid origin "example.com\/path": must look like https:\/\/app.example.com/);
    const unknown = await cli('project', 'origins', 'list', 'nope');
    expect(unknown.stderr).toMatch(/unknown project nope/);
    const badId = await cli('project', 'create', 'bad id!');
    expect(badId.stderr).toMatch(/invalid project id/);
  });

  it('refuses to open the embedded database while another process holds it', async () => {
    const { spawn } = await import('node:child_process');
    const holder = spawn(process.execPath, [bin, 'serve'], { env: { ...env, PORT: '0', LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => holder.stdout.on('data', (d: Buffer) => String(d).includes('listening') && resolve()));
    const refused = await cli('project', 'list');
    holder.kill('SIGTERM');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`is in use by process ${holder.pid}\\. Stop that process first, or use PostgreSQL`));
    expect((await cli('project', 'list')).code).toBe(0); // released on shutdown
  });

  it('imports a directory file, and rejects an invalid one without touching the database', async () => {
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ wallets: [{ id: 'example-wallet', name: 'Example Wallet', chains: ['eip155:1'], homepage: 'https://wallet.example' }] }));
    const imported = await cli('wallets', 'import', good);
    expect(imported.stdout).toMatch(/imported 1 wallets/);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ id: 'ok-wallet', name: 'OK' }, { id: 'Bad Id', name: '' }]));
    const refused = await cli('wallets', 'import', bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Invalid wallet directory .*bad\.json/);
    expect(refused.stderr).toMatch(/\[1\]\.id|1\.id|id/);
  });
});
