'use client';

// The home page's content: a connect button and what the connected wallet reports. The modal does the
// rest. Wallet state shows once mounted: the server cannot know it, and the first render in the browser
// must equal the server's HTML.
import { TryIt } from './TryIt';
import { ConnectButton, useAccount, useMounted, useNetwork } from './wallet-modal';

export function App() {
  const mounted = useMounted();
  const { address, isConnected } = useAccount();
  const { network } = useNetwork();

  return (
    <main className="app">
      <h1>Wallet modal</h1>
      <ConnectButton />
      {mounted && isConnected ? (
        <>
          <dl>
            <dt>Address</dt>
            <dd>{address}</dd>
            <dt>Network</dt>
            <dd data-testid="network-name">{network?.name ?? 'Unknown network'}</dd>
          </dl>
          {/* Keyed by namespace: switching from EVM to Solana starts with a clean form. */}
          <TryIt key={network?.chainNamespace} />
        </>
      ) : (
        <p>Connect a wallet to see its address and network.</p>
      )}
    </main>
  );
}
