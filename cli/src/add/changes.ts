// The files `add` writes, recorded first so a failed step leaves the app exactly as it was.

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * Writes files below `root`, remembering what each replaced; `restore()` puts every one back (and
 * removes the files and folders it created, and what an install created: node_modules, a lockfile).
 * @example
 * const changes = new Changes('/app', ['node_modules', 'package-lock.json']);
 * changes.write('package.json', text);
 * changes.restore();
 */
export class Changes {
  private readonly before = new Map<string, string | undefined>();
  private readonly createdDirs: string[] = [];
  private readonly absent: string[];
  private restored = false;

  constructor(
    private readonly root: string,
    /** Paths an install may create: removed on restore when they did not exist before. */
    installOutputs: readonly string[],
  ) {
    this.absent = installOutputs.filter((path) => !existsSync(join(root, path)));
  }

  /** Writes `content` to `path` (relative to the root), creating its folders. */
  write(path: string, content: string): void {
    const target = join(this.root, path);
    if (!this.before.has(path)) this.before.set(path, existsSync(target) ? readFileSync(target, 'utf8') : undefined);
    this.makeDirs(dirname(target));
    writeFileSync(target, content);
  }

  private makeDirs(dir: string): void {
    const missing: string[] = [];
    for (let folder = dir; !existsSync(folder) && relative(this.root, folder) !== ''; folder = dirname(folder)) missing.unshift(folder);
    if (missing.length === 0) return;
    mkdirSync(dir, { recursive: true });
    this.createdDirs.push(...missing);
  }

  /** The paths written so far. */
  get written(): string[] {
    return [...this.before.keys()];
  }

  /** Puts back every file as it was and removes what was created. */
  restore(): void {
    if (this.restored) return;
    this.restored = true;
    for (const [path, content] of this.before) {
      const target = join(this.root, path);
      if (content === undefined) rmSync(target, { force: true });
      else writeFileSync(target, content);
    }
    for (const dir of this.createdDirs.reverse()) rmSync(dir, { recursive: true, force: true });
    for (const path of this.absent) rmSync(join(this.root, path), { recursive: true, force: true });
  }
}

