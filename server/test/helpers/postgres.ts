// A throwaway PostgreSQL cluster on loopback for tests: installs the Debian package when the
// binaries are missing (as root, with apt), runs initdb into a temp dir, and stops it afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '@wallet-modal/testing';

export type TestPostgres = {
  url: string;
  createDatabase(name: string): Promise<string>;
  /** Stops the server at once (`pg_ctl stop -m immediate`, as a crash would), keeping its data. */
  down(): void;
  /** Starts it again on the same port and data (after `down`). */
  up(): void;
  stop(): Promise<void>;
};
export type PostgresAvailability = { ok: true; bin: string } | { ok: false; reason: string };

const isRoot = process.getuid?.() === 0;

function findBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest && join(base, newest, 'bin');
}

/** Finds the PostgreSQL binaries, installing the Debian package first when they are missing. */
export function ensurePostgres(): PostgresAvailability {
  const found = findBin();
  if (found) return { ok: true, bin: found };
  if (!isRoot) return { ok: false, reason: 'PostgreSQL binaries are missing and installing them needs root' };
  if (spawnSync('which', ['apt-get']).status !== 0) return { ok: false, reason: 'PostgreSQL binaries are missing and apt-get is not available' };
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env, encoding: 'utf8' });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { env, encoding: 'utf8' });
    install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env, encoding: 'utf8' });
  }
  const bin = findBin();
  return bin ? { ok: true, bin } : { ok: false, reason: `apt-get install postgresql failed: ${install.stderr.slice(-500)}` };
}

/** uid and gid of the `postgres` user the Debian package creates. */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Runs a PostgreSQL tool, as the `postgres` user when we are root (the server refuses to run as root). */
function runPg(bin: string, tool: string, args: string[], cwd: string) {
  execFileSync(join(bin, tool), args, { stdio: 'pipe', cwd, ...(isRoot ? postgresUser() : {}) });
}

/**
 * @example
 * const pgServer = await startPostgres(bin);
 * const url = await pgServer.createDatabase('storage_test');
 * pgServer.down(); // crash it; pgServer.up() starts it again
 * await pgServer.stop();
 */
export async function startPostgres(bin: string, { durable = false }: { durable?: boolean } = {}): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'wm-pg-'));
  chmodSync(dir, 0o777); // the postgres user writes here when we are root
  const data = join(dir, 'data');
  const port = await freePort();
  runPg(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], dir);
  // Fast and loose by default. `durable`: a commit is acknowledged only once its WAL is written (to the OS; no
  // fsync, the machine does not crash here), so a server killed at once (`down`) keeps every acknowledged write.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off${durable ? '' : ' -c synchronous_commit=off'}`;
  let running = false;
  const up = () => {
    runPg(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'], dir);
    running = true;
  };
  up();
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (running) runPg(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // pg_ctl daemonizes postgres: it is not our child, so stop it on exit and on a terminating signal.
  process.once('exit', stopSync);
  const onSignal = (signal: NodeJS.Signals) => {
    stopSync();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return url.replace(/\/postgres$/, `/${name}`);
    },
    down() {
      runPg(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], dir);
      running = false;
    },
    up,
    async stop() {
      process.removeListener('exit', stopSync);
      process.removeListener('SIGTERM', onSignal);
      process.removeListener('SIGINT', onSignal);
      stopSync();
    },
  };
}
