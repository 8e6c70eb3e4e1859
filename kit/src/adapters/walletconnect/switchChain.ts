// wallet_switchEthereumChain over the session (spec §7 "Wallet RPC methods over the session"): the
// wallet is asked on the chain it is on now, then the session follows. A chain the session lacks comes
// back as 4902, and the EVM adapter adds it (wallet_addEthereumChain) and asks again.

import type Provider from '@walletconnect/universal-provider';
import * as z from 'zod/mini';

const switchParams = z.tuple([z.looseObject({ chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) })]);

/** Whether `method` is one this module answers instead of the SDK. */
export const isSwitchChain = (method: string) => method === 'wallet_switchEthereumChain';

/**
 * @example
 * await switchOverSession(client, [{ chainId: '0xa' }]); // the wallet said yes; eip155:10 is current
 */
export async function switchOverSession(client: Provider, params: unknown): Promise<null> {
  const [{ chainId }] = switchParams.parse(params);
  const session = client.session;
  const eip155 = session?.namespaces.eip155;
  const current = client.rpcProviders.eip155?.getDefaultChain();
  if (!session || !eip155 || !current || !eip155.methods.includes('wallet_switchEthereumChain')) {
    // A wallet that cannot switch: the SDK switches locally between approved chains, or refuses.
    return client.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, current && `eip155:${current}`);
  }
  await client.client.request({
    topic: session.topic,
    chainId: `eip155:${current}`,
    request: { method: 'wallet_switchEthereumChain', params: [{ chainId }] },
  });
  client.setDefaultChain(`eip155:${Number.parseInt(chainId, 16)}`);
  return null;
}
