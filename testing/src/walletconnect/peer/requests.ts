// What the wallet peer does with a dapp's request: signs with its private key, sends on the local
// chain, switches chains. Params are parsed with zod/mini where they arrive from the relay.
import { createWalletClient, http, type Hex, type LocalAccount } from 'viem';
import * as z from 'zod/mini';

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const personalSign = z.tuple([z.string(), z.string()]);
const sendTransaction = z.tuple([
  z.looseObject({ from: z.optional(z.string()), to: hex, value: z.optional(hex), data: z.optional(hex), gas: z.optional(hex) }),
]);
const switchChain = z.tuple([z.looseObject({ chainId: hex })]);
const addChain = z.tuple([z.looseObject({ chainId: hex, rpcUrls: z.array(z.string()).check(z.minLength(1)) })]);

export type PeerChains = Record<number, string>;

export type RequestContext = { account: LocalAccount; chains: PeerChains; chainId: number; onSwitch: (chainId: number) => Promise<void> };

/** Thrown to answer a request with a JSON-RPC error (e.g. 4001 user rejected). */
export class PeerRejection extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Answers one request the way a wallet app would after the user tapped "Approve".
 * @example
 * await answer({ method: 'personal_sign', params: ['0x68656c6c6f', address] }, context);
 */
export async function answer(request: { method: string; params: unknown }, context: RequestContext): Promise<unknown> {
  switch (request.method) {
    case 'personal_sign': {
      const [message] = personalSign.parse(request.params);
      return context.account.signMessage({ message: message.startsWith('0x') ? { raw: message as Hex } : message });
    }
    case 'eth_sendTransaction': {
      const [tx] = sendTransaction.parse(request.params);
      const url = context.chains[context.chainId];
      if (!url) throw new PeerRejection(4901, `chain ${context.chainId} is not connected`);
      const client = createWalletClient({ account: context.account, transport: http(url) });
      return client.sendTransaction({
        chain: null,
        to: tx.to as Hex,
        value: tx.value ? BigInt(tx.value) : undefined,
        data: tx.data as Hex | undefined,
        gas: tx.gas ? BigInt(tx.gas) : undefined,
      });
    }
    case 'wallet_switchEthereumChain': {
      const [{ chainId }] = switchChain.parse(request.params);
      if (!context.chains[Number(chainId)]) throw new PeerRejection(4902, 'Unrecognized chain ID. Try adding the chain first.');
      await context.onSwitch(Number(chainId));
      return null;
    }
    case 'wallet_addEthereumChain': {
      // Like MetaMask: remember the chain's RPC URL, then move to it.
      const [{ chainId, rpcUrls }] = addChain.parse(request.params);
      context.chains[Number(chainId)] = rpcUrls[0]!;
      await context.onSwitch(Number(chainId));
      return null;
    }
    default:
      throw new PeerRejection(4200, `The wallet peer does not support ${request.method}`);
  }
}
