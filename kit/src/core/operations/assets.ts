// wallet_getAssets (spec §7: account, chainFilter) on the connected eip155 wallet, its answer checked
// by the spec §5 asset rule.

import type { ModalCore } from '../instance.js';
import { parseAssets, type WalletAsset, type WalletAssets } from '../validate/assets.js';
import { eip155Account, eip155WalletRequest } from './eip155.js';

export type { WalletAsset, WalletAssets };

/**
 * The connected account's assets on the current network, as the wallet knows them (EIP-7811 wallet_getAssets).
 * @example
 * const assets = await getAssets(modal); // { '0x1': [{ address: 'native', balance: '0x…', type: 'NATIVE', metadata: { … } }] }
 */
export async function getAssets(modal: ModalCore): Promise<WalletAssets> {
  const { address, chainId } = eip155Account(modal);
  return parseAssets(await eip155WalletRequest(modal, 'wallet_getAssets', [{ account: address, chainFilter: [chainId] }]));
}
