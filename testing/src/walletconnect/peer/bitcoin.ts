// The wallet peer's Bitcoin side: a secp256k1 key with its native SegWit (P2WPKH) payment address,
// answering WalletConnect's bip122 signMessage with a BIP-322 signature (bip322-js).
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import * as ecc from 'tiny-secp256k1';
import * as z from 'zod/mini';
import { PeerRejection } from './requests';
import { loadBip322 } from '../../bitcoin-signatures';

/** WalletConnect's bip122 signMessage: `account` is the first external address; `protocol` defaults to ecdsa. */
const signMessage = z.looseObject({
  account: z.optional(z.string()),
  address: z.optional(z.string()),
  message: z.string(),
  protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
});

export const BITCOIN_METHODS = ['signMessage'];

export type PeerBitcoinParameters = {
  /** The private key, wallet import format (e.g. a DEV_BITCOIN_ACCOUNTS payment key). */
  wif: string;
  /** The bip122 chains (CAIP-2) the wallet approves; mainnet addresses for the mainnet id, testnet ones otherwise. */
  chains: string[];
};

export type PeerBitcoin = {
  /** The payment address (P2WPKH), the account the wallet connects. */
  address: string;
  chains: string[];
  answer: (request: { method: string; params: unknown }) => Promise<unknown>;
};

export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93';

/**
 * @example
 * const btc = peerBitcoin({ wif: devBitcoinAccount('mainnet', 'payment').wif, chains: [BITCOIN_MAINNET] });
 */
export function peerBitcoin({ wif, chains }: PeerBitcoinParameters): PeerBitcoin {
  const network = chains.includes(BITCOIN_MAINNET) ? bitcoin.networks.bitcoin : bitcoin.networks.testnet;
  const key = ECPairFactory(ecc).fromWIF(wif, network);
  const { address } = bitcoin.payments.p2wpkh({ pubkey: key.publicKey, network });
  if (!address) throw new Error('no P2WPKH address for this key');
  return {
    address,
    chains,
    async answer(request) {
      if (request.method !== 'signMessage') throw new PeerRejection(4200, `The wallet peer does not support ${request.method}`);
      const params = signMessage.parse(request.params);
      const signing = params.address ?? params.account;
      if (signing !== address) throw new PeerRejection(-32602, `The wallet has no key for ${signing}`);
      // A P2WPKH key signs BIP-322 here; the legacy ECDSA (BIP-137) format is not offered.
      if (params.protocol === 'ecdsa') throw new PeerRejection(-32602, 'This wallet signs messages with BIP-322 only');
      const signature = loadBip322().Signer.sign(wif, address, params.message);
      // WalletConnect's bip122 answer carries the signature's bytes as hex.
      return { address, signature: Buffer.from(signature.toString(), 'base64').toString('hex') };
    },
  };
}
