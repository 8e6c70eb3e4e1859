// The home page: a connect button and what the connected wallet reports. The modal does the rest.
import { TryIt } from './TryIt';
import { ConnectButton, useAccount, useNetwork } from './wallet-modal';

export function App() {
  const { address, isConnected } = useAccount();
  const { network } = useNetwork();

  return (
    <main className="app">
      <h1>Wallet modal</h1>
      <ConnectButton />
      {isConnected ? (
        <>
          <dl>
            <dt>Address</dt>
            <dd>{address}</dd>
            <dt>Network</dt>
            <dd data-testid="network-name">{network?.name ?? 'Unknown network'}</dd>
          </dl>
          {network?.chainNamespace === 'eip155' ? <TryIt /> : null}
        </>
      ) : (
        <p>Connect a wallet to see its address and network.</p>
      )}
    </main>
  );
}
