// An EIP-1193 provider backed by a modal instance: requests go to the wallet connected in the
// modal's eip155 namespace, and its events follow the modal's stores (whoever changed them: our
// modal, the wallet, or a restored connection).

import { InvalidParamsRpcError, numberToHex, ProviderDisconnectedError, UserRejectedRequestError, type EIP1193Provider } from 'viem';
import * as z from 'zod/mini';
import type { WalletModal } from '../../core/client.js';
import { connectThroughModal, evmState, settled, watchEvmState, type EvmState } from './state.js';

type ProviderEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged';
type Listener = (payload: never) => void;

const RequestArguments = z.object({
  method: z.string().check(z.minLength(1, 'method must name a JSON-RPC method, e.g. "eth_accounts"')),
  params: z.optional(z.array(z.unknown(), 'params must be an array (positional JSON-RPC parameters)')),
});

const SwitchChainParams = z.tuple([z.object({ chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'chainId must be a hex string, e.g. "0xa"')) })]);

/** The provider the wagmi connector hands to wagmi: EIP-1193 `request`, `on` and `removeListener`. */
export type WalletModalProvider = EIP1193Provider;

/**
 * An EIP-1193 provider over `modal`'s eip155 connection. `eth_requestAccounts` opens the modal when
 * no wallet is connected; `wallet_switchEthereumChain` is `modal.switchNetwork`; any other method
 * goes to the connected wallet (`modal.request`). Events: `connect` and `accountsChanged` when an
 * account connects, `accountsChanged` with the new address, `chainChanged` with the new chain id (hex),
 * `accountsChanged([])` and `disconnect` (4900) when it disconnects. It listens to the modal's
 * stores only while it has listeners.
 * @example
 * const provider = walletModalProvider(modal);
 * provider.on('accountsChanged', (accounts) => console.log(accounts));
 * await provider.request({ method: 'eth_requestAccounts' });
 */
export function walletModalProvider(modal: WalletModal): WalletModalProvider {
  const listeners = new Map<ProviderEvent, Set<Listener>>();
  let last: EvmState = evmState(modal);
  let stopWatching: (() => void) | undefined;

  const emit = (event: ProviderEvent, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload as never);
  };

  /** What a change of the modal's eip155 state means to an EIP-1193 listener. */
  const onState = (next: EvmState) => {
    const previous = last;
    last = next;
    if (next.address && !previous.address) emit('connect', { chainId: numberToHex(next.chainId) });
    if (next.address !== previous.address) emit('accountsChanged', next.address ? [next.address] : []);
    if (!next.address && previous.address) emit('disconnect', new ProviderDisconnectedError(new Error('The wallet disconnected from the modal')));
    if (next.chainId !== previous.chainId && next.chainId) emit('chainChanged', numberToHex(next.chainId));
  };

  const listenerCount = () => [...listeners.values()].reduce((count, set) => count + set.size, 0);

  async function requestAccounts(): Promise<string[]> {
    await settled(modal);
    const { address } = evmState(modal);
    if (address) return [address];
    return [await connectThroughModal(modal, () => new UserRejectedRequestError(new Error('The modal closed without a connected wallet')))];
  }

  async function request(args: unknown): Promise<unknown> {
    const parsed = RequestArguments.safeParse(args);
    if (!parsed.success) throw new InvalidParamsRpcError(new Error(`Invalid EIP-1193 request: ${z.prettifyError(parsed.error)}`));
    const { method, params } = parsed.data;
    switch (method) {
      case 'eth_accounts': {
        const { address } = evmState(modal);
        return address ? [address] : [];
      }
      case 'eth_chainId':
        return numberToHex(evmState(modal).chainId);
      case 'eth_requestAccounts':
        return requestAccounts();
      case 'wallet_switchEthereumChain': {
        const switchParams = SwitchChainParams.safeParse(params);
        if (!switchParams.success) throw new InvalidParamsRpcError(new Error(`Invalid wallet_switchEthereumChain params: ${z.prettifyError(switchParams.error)}`));
        await modal.switchNetwork(`eip155:${Number(switchParams.data[0].chainId)}`);
        return null;
      }
      default:
        if (!evmState(modal).address) throw new ProviderDisconnectedError(new Error(`Connect a wallet before ${method}`));
        return modal.request({ method, params, namespace: 'eip155' });
    }
  }

  return {
    request: request as EIP1193Provider['request'],
    on(event: string, listener: Listener) {
      if (listenerCount() === 0) {
        last = evmState(modal);
        stopWatching = watchEvmState(modal, onState);
      }
      const set = listeners.get(event as ProviderEvent) ?? new Set();
      listeners.set(event as ProviderEvent, set.add(listener));
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event as ProviderEvent)?.delete(listener);
      if (listenerCount() === 0) {
        stopWatching?.();
        stopWatching = undefined;
      }
    },
  } as WalletModalProvider;
}
