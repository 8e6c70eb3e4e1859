// The CLI as a user installs it: schema, kit and cli packed with `npm pack`, the cli tarball installed
// into a folder of its own. Benches scaffold apps with it from the tarballs (`--kit-source packed`).
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, runCommand } from '@wallet-modal/testing';
import { userShellEnv } from './fresh-app';

export type PackedCli = {
  /** The folder holding the three tarballs: the CLI's `--kit-source`. */
  packed: string;
  /** The installed `create-wallet-modal` binary. */
  bin: string;
};

/**
 * Packs the three packages into `<workspace>/packed` and installs the packed CLI into `<workspace>/tools`.
 * Needs `npm run build` first.
 * @example
 * const { packed, bin } = await installPackedCli(workspace);
 * await runCommand(bin, ['my-app', '--project-id', 'demo', '--yes', '--kit-source', packed], { cwd: workspace });
 */
export async function installPackedCli(workspace: string): Promise<PackedCli> {
  const env = userShellEnv();
  const packed = join(workspace, 'packed');
  mkdirSync(packed, { recursive: true });
  // One at a time: the cli's prepack copies ../templates and ../kit/manifest.json.
  for (const name of ['@wallet-modal/schema', '@wallet-modal/kit', 'create-wallet-modal']) {
    await runCommand('npm', ['pack', '-w', name, '--pack-destination', packed], { cwd: REPO_ROOT, env });
  }
  const tarball = (prefix: string) => join(packed, readdirSync(packed).find((file) => file.startsWith(prefix))!);
  const tools = join(workspace, 'tools');
  await runCommand('npm', ['install', '--prefix', tools, tarball('create-wallet-modal-'), tarball('wallet-modal-schema-'), '--no-audit', '--no-fund'], { cwd: workspace, env });
  return { packed, bin: join(tools, 'node_modules', '.bin', 'create-wallet-modal') };
}
