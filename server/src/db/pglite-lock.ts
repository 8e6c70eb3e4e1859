// PGlite is a single-process database: a lock file beside its directory stops a second process
// (a second server, or an admin command while the server runs) from opening it and corrupting it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock (replacing a stale one left by a dead process); returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && alive(owner)) {
        throw new Error(
          `The embedded database ${dataDir} is in use by process ${owner}. Stop that process first, or use PostgreSQL (DATABASE_URL) to share one database.`,
        );
      }
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Cannot lock the embedded database ${dataDir}`);
}
