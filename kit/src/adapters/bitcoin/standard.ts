// The Bitcoin extension of the wallet standard, as Bitcoin wallets implement it
// (github.com/ExodusMovement/bitcoin-wallet-standard, listed by wallet-standard/wallet-standard's
// extensions/bitcoin.md): the features' types declared here (the package is not a dependency), and its
// chain names mapped to our bip122 CAIP-2 ids.

import type { IdentifierString, WalletAccount } from '@wallet-standard/base';
import type { CaipNetwork } from '../../core/types.js';

/** What an address is for: payments, or holding ordinals (inscriptions). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals';

/** `bitcoin:connect` 1.0.0: accounts for the asked purposes, in the order asked. */
export type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: '1.0.0';
    readonly connect: (input: { readonly purposes: BitcoinAddressPurpose[] }) => Promise<{ readonly accounts: readonly WalletAccount[] }>;
  };
};

/** `bitcoin:signMessage` 1.0.0: the wallet signs the bytes (BIP-322, or legacy for P2PKH) and answers the signature bytes. */
export type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: '1.0.0';
    readonly signMessage: (
      ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
    ) => Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>;
  };
};

/**
 * The standard's chain names (mainnet, testnet, regtest) by our CAIP-2 ids: the bip122 reference is
 * the first 32 hex digits of the genesis block hash (regtest's 0f9188f1…466e2206). Signet and testnet4
 * have no name in the standard yet, so no wallet-standard wallet can be asked for them.
 */
const STANDARD_CHAINS: Readonly<Record<string, IdentifierString>> = {
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin:regtest',
};

/**
 * The chain a wallet-standard wallet calls `network` ('bitcoin:testnet' for Bitcoin Testnet).
 * @example
 * standardChain(getNetwork('bip122:000000000019d6689c085ae165831e93')); // 'bitcoin:mainnet'
 */
export function standardChain(network: Pick<CaipNetwork, 'caipNetworkId'>): IdentifierString | undefined {
  return STANDARD_CHAINS[network.caipNetworkId];
}

/** The CAIP-2 id of a standard chain name ('bitcoin:mainnet' → bip122:000000000019d6689c085ae165831e93). */
export function caipNetworkIdOf(chain: IdentifierString): string | undefined {
  return Object.keys(STANDARD_CHAINS).find((id) => STANDARD_CHAINS[id] === chain);
}
