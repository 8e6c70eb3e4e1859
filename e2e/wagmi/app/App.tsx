// A small app that already uses wagmi (its own hooks, its own QueryClient) and takes our modal as
// its connector; our hooks and ConnectButton sit beside wagmi's. Built twice: on wagmi 3 (v3/) and
// on wagmi 2 (v2/, 'wagmi' aliased to the wagmi2 package).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createWalletModal, defineNetwork } from '@wallet-modal/kit';
import { evmAdapter } from '@wallet-modal/kit/evm';
import { ConnectButton, useAccount as useModalAccount, useNetwork, WalletModalProvider } from '@wallet-modal/kit/react';
import { wagmiNetworks, walletModalConnector } from '@wallet-modal/kit/wagmi';
import '@wallet-modal/kit/style.css';
import { useState } from 'react';
import { baseSepolia } from 'viem/chains';
import { createConfig, useAccount, useBalance, useConnect, useDisconnect, useSendTransaction, useSwitchChain, version, WagmiProvider } from 'wagmi';

/** The local chains' RPC URLs, set by the test before the page loads (their ports are free ones). */
declare global {
  interface Window {
    __WAGMI_WORLD__: { rpcUrls: Record<string, string> };
  }
}

const modal = createWalletModal({
  projectId: 'wagmi-interop',
  // The local chain (built in) and Base Sepolia (viem's chain), both served by local anvils under their real ids.
  networks: ['eip155:31337', defineNetwork(baseSepolia)],
  rpcUrls: window.__WAGMI_WORLD__.rpcUrls,
  adapters: [evmAdapter()],
});

const config = createConfig({ ...wagmiNetworks(modal), connectors: [walletModalConnector(modal)], multiInjectedProviderDiscovery: false });
const queryClient = new QueryClient();

/** Where a test's transfers go: the second dev account. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function WagmiPanel() {
  const account = useAccount();
  const balance = useBalance({ address: account.address, chainId: account.chainId });
  const { connect, connectors } = useConnect();
  const { disconnect } = useDisconnect();
  const { sendTransactionAsync } = useSendTransaction();
  const { switchChainAsync } = useSwitchChain();
  const [result, setResult] = useState('');
  const run = (action: () => Promise<unknown>) => () => void action().then((value) => setResult(String(value)), (error: Error) => setResult(`error: ${error.message}`));
  return (
    <section aria-label="wagmi">
      <p data-testid="wagmi-version">{version}</p>
      <p data-testid="wagmi-status">{account.status}</p>
      <p data-testid="wagmi-address">{account.address ?? ''}</p>
      <p data-testid="wagmi-chain">{account.chainId ?? ''}</p>
      <p data-testid="wagmi-balance">{balance.data ? balance.data.value.toString() : ''}</p>
      <p data-testid="wagmi-result">{result}</p>
      <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
        wagmi connect
      </button>
      <button type="button" onClick={run(() => sendTransactionAsync({ to: RECIPIENT, value: 1_000n }))}>
        wagmi send
      </button>
      <button type="button" onClick={run(async () => (await switchChainAsync({ chainId: baseSepolia.id })).id)}>
        wagmi switch to Base Sepolia
      </button>
      <button type="button" onClick={() => disconnect()}>
        wagmi disconnect
      </button>
    </section>
  );
}

function ModalPanel() {
  const account = useModalAccount();
  const { network } = useNetwork();
  return (
    <section aria-label="wallet modal">
      <ConnectButton />
      <p data-testid="modal-status">{account.status}</p>
      <p data-testid="modal-address">{account.address ?? ''}</p>
      <p data-testid="modal-network">{network?.caipNetworkId ?? ''}</p>
    </section>
  );
}

export function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WalletModalProvider modal={modal}>
          <ModalPanel />
          <WagmiPanel />
        </WalletModalProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
