// EIP-5792 in the wallet peer, as an EOA's wallet app does it: the calls are sent one by one (atomic
// unsupported), signed with the peer's key on the local chain; the status is read from their receipts.
import { randomBytes } from 'node:crypto';
import { createPublicClient, createWalletClient, http, toHex, type Hex, type LocalAccount } from 'viem';
import * as z from 'zod/mini';
import type { PeerChains } from './requests';

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const sendCalls = z.tuple([
  z.looseObject({
    chainId: z.optional(hex),
    atomicRequired: z.optional(z.boolean()),
    id: z.optional(z.string()),
    calls: z.array(z.looseObject({ to: hex, data: z.optional(hex), value: z.optional(hex) })).check(z.minLength(1)),
  }),
]);

/** The methods the peer adds to its eip155 namespace. */
export const CALLS_METHODS = ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'];

/** A refusal with a wallet error code (EIP-5792's 57xx); the peer answers it as a JSON-RPC error. */
type Reject = (code: number, message: string) => Error;

export type PeerCalls = ReturnType<typeof peerCalls>;

/** The peer's batches, by id, and its answers to the three methods. */
export function peerCalls(account: LocalAccount, chains: PeerChains, reject: Reject) {
  const batches = new Map<string, { chainId: number; hashes: Hex[] }>();
  return {
    async answer(method: string, params: unknown, chainId: number): Promise<unknown> {
      switch (method) {
        case 'wallet_getCapabilities':
          return Object.fromEntries(Object.keys(chains).map((id) => [toHex(Number(id)), { atomic: { status: 'unsupported' } }]));
        case 'wallet_sendCalls': {
          const [batch] = sendCalls.parse(params);
          if (batch.atomicRequired) throw reject(5760, 'The wallet does not support atomic execution but the request requires it.');
          const onChain = batch.chainId ? Number(batch.chainId) : chainId;
          const url = chains[onChain];
          if (!url) throw reject(5710, 'This wallet does not support the requested chain ID.');
          if (batch.id && batches.has(batch.id)) throw reject(5720, 'There is already a bundle submitted with this ID.');
          const client = createWalletClient({ account, transport: http(url) });
          const hashes: Hex[] = [];
          for (const call of batch.calls) {
            hashes.push(await client.sendTransaction({ chain: null, to: call.to as Hex, data: call.data as Hex | undefined, value: call.value ? BigInt(call.value) : undefined }));
          }
          const id = batch.id ?? toHex(randomBytes(32));
          batches.set(id, { chainId: onChain, hashes });
          return { id };
        }
        case 'wallet_getCallsStatus': {
          const [id] = z.tuple([z.string()]).parse(params);
          const batch = batches.get(id);
          if (!batch) throw reject(5730, 'This bundle ID is unknown or has not been submitted.');
          const client = createPublicClient({ transport: http(chains[batch.chainId]) });
          const receipts = await Promise.all(batch.hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => null)));
          const mined = receipts.filter((receipt) => receipt !== null);
          const failed = mined.filter((receipt) => receipt.status !== 'success').length;
          const status = mined.length < receipts.length ? 100 : failed === 0 ? 200 : failed === mined.length ? 500 : 600;
          return {
            version: '2.0.0',
            id,
            chainId: toHex(batch.chainId),
            status,
            atomic: false,
            receipts: mined.map((r) => ({ status: r.status === 'success' ? '0x1' : '0x0', blockHash: r.blockHash, blockNumber: toHex(r.blockNumber), gasUsed: toHex(r.gasUsed), transactionHash: r.transactionHash, logs: [] })),
          };
        }
        default:
          throw reject(4200, `The wallet peer does not support ${method}`);
      }
    },
  };
}
