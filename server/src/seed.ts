// Start-up data: projects declared in the config, the shipped wallet directory into an empty database,
// and an icon for each configured chain without a built-in one. Idempotent, so every instance may run it.
import { isBuiltinAsset } from './images/assets.js';
import { lettermarkSvg } from './images/lettermark.js';
import type { Services } from './services.js';
import { readWalletFile, shippedDirectory } from './wallets/load.js';

export async function seed(s: Services): Promise<void> {
  for (const p of s.config.projects) {
    await s.projects.upsert({ id: p.id, name: p.name, analytics: p.analytics, origins: p.origins });
  }
  if (s.config.directory.seed && (await s.wallets.count()) === 0) {
    const n = await s.wallets.upsertMany(readWalletFile(shippedDirectory));
    s.log.info({ wallets: n }, 'seeded the wallet directory');
  }
  for (const { config: chain } of s.chains.all()) {
    if (isBuiltinAsset(chain.id)) continue;
    const body = lettermarkSvg({ text: chain.name });
    await s.images.put('asset', chain.id, { contentType: 'image/svg+xml', body }, { onlyIfMissing: true });
  }
}
