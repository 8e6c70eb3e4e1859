// The Farcaster side of the local world: the IdRegistry stand-in on the local OP Mainnet (anvil, chain 10) at
// the canonical address, and a scripted Farcaster app that reads a sign-in QR URL, signs the channel's SIWE
// message with the FID's custody key and answers our relay, as the real app does.

import { createWalletClient, http, type Abi, type Hex, type PrivateKeyAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { FARCASTER_RELAY_PATH } from '../../schema/src/embedded/farcaster.js';
import { ID_REGISTRY_ADDRESS } from '../../server/src/embedded/farcaster/config.js';
import contracts from '../../server/test/fixtures/contracts.json' with { type: 'json' };
import type { Anvil } from './anvil';

export type LocalFarcaster = {
  /** Makes `custody` the custody address of `fid` on the local IdRegistry. */
  register(fid: number, custody: { address: Hex }): Promise<void>;
  /** The Farcaster app approving the sign-in behind `url` (the QR code's); resolves with the relay's HTTP status (201 once accepted). */
  approve(url: string, who: { fid: number; signer: PrivateKeyAccount; username: string }): Promise<number>;
};

const rpc = async (url: string, method: string, params: unknown[]) =>
  ((await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).json()) as { result: any }).result; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * @example
 * const farcaster = await setUpFarcaster(opChain, () => secureSiteUrl);
 * await farcaster.register(1234, custody);
 */
export async function setUpFarcaster(chain: Anvil, secureSiteUrl: () => string): Promise<LocalFarcaster> {
  if (chain.chainId !== 10) throw new Error('The IdRegistry lives on OP Mainnet (chain 10)');
  const registry = (contracts as unknown as Record<'TestIdRegistry', { abi: Abi; bytecode: Hex }>).TestIdRegistry;
  const deployer = privateKeyToAccount(chain.accounts[0]!.privateKey);
  const viemChain = { id: 10, name: 'op-local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.url] } } };
  const wallet = createWalletClient({ account: deployer, transport: http(chain.url), chain: viemChain });
  const receiptOf = async (hash: Hex) => {
    for (;;) {
      const receipt = await rpc(chain.url, 'eth_getTransactionReceipt', [hash]);
      if (receipt) return receipt as { contractAddress: Hex };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  // Deployed anywhere, then its code put at the canonical address (the server's default idRegistry).
  const deployed = (await receiptOf(await wallet.deployContract({ abi: registry.abi, bytecode: registry.bytecode }))).contractAddress;
  await rpc(chain.url, 'anvil_setCode', [ID_REGISTRY_ADDRESS, await rpc(chain.url, 'eth_getCode', [deployed, 'latest'])]);
  return {
    async register(fid, custody) {
      await receiptOf(await wallet.writeContract({ address: ID_REGISTRY_ADDRESS, abi: registry.abi, functionName: 'register', args: [BigInt(fid), custody.address] }));
    },
    async approve(url, { fid, signer, username }) {
      const message = createSiweMessage(farcasterMessageFields(url, fid, signer.address));
      const signature = await signer.signMessage({ message });
      const response = await fetch(`${secureSiteUrl()}${FARCASTER_RELAY_PATH}/v1/channel/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${new URL(url).searchParams.get('channelToken')}` },
        body: JSON.stringify({ message, signature, fid, username }),
      });
      await response.arrayBuffer();
      return response.status;
    },
  };
}

/**
 * The sign-in message a Farcaster app signs for the channel of a connect URL (FIP-11): its domain,
 * URI, nonce and expiry from the URL's query, the FID as a resource.
 * @example
 * const message = createSiweMessage(farcasterMessageFields(url, 1234, custody.address));
 */
export function farcasterMessageFields(url: string, fid: number, address: Hex): Parameters<typeof createSiweMessage>[0] {
  const query = new URL(url).searchParams;
  return {
    domain: query.get('domain')!,
    address,
    statement: 'Farcaster Auth',
    uri: query.get('siweUri')!,
    version: '1',
    chainId: 10,
    nonce: query.get('nonce')!,
    issuedAt: new Date(),
    expirationTime: query.get('expirationTime') ? new Date(query.get('expirationTime')!) : undefined,
    resources: [`farcaster://fid/${fid}`],
  };
}
