// The operations test page: a modal with the EVM adapter, built from the kit's dist as apps use it, put
// on window so the test drives the instance's public API (estimateGas, writeContract, sendCalls, …).
import { createWalletModal } from '@wallet-modal/kit';
import { evmAdapter } from '@wallet-modal/kit/evm';

/** The world's RPC URLs, set by the test before the page loads (free ports). */
declare global {
  interface Window {
    __OPERATIONS_WORLD__: { rpcUrls: Record<string, string> };
    modal: ReturnType<typeof createWalletModal>;
  }
}

window.modal = createWalletModal({
  projectId: 'demo-project',
  networks: ['eip155:1'],
  rpcUrls: window.__OPERATIONS_WORLD__.rpcUrls,
  adapters: [evmAdapter()],
});
