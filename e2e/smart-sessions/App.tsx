// An app that grants smart sessions: our ConnectButton, and a button that asks the connected wallet for an
// ERC-7715 permission through @wallet-modal/kit/smart-sessions (the grant is recorded on our server); the
// modal's Account view lists the sessions in its Sessions tab.
import { createWalletModal } from '@wallet-modal/kit';
import { evmAdapter } from '@wallet-modal/kit/evm';
import { ConnectButton, WalletModalProvider } from '@wallet-modal/kit/react';
import { grantPermissions, smartSessions } from '@wallet-modal/kit/smart-sessions';
import '@wallet-modal/kit/style.css';
import { useState } from 'react';

/** The world's URLs, set by the test before the page loads (free ports). */
declare global {
  interface Window {
    __SESSIONS_WORLD__: { rpcUrls: Record<string, string>; apiUrl: string; projectId: string };
  }
}

const world = window.__SESSIONS_WORLD__;
const modal = createWalletModal({
  projectId: world.projectId,
  networks: ['eip155:31337'],
  rpcUrls: world.rpcUrls,
  apiUrl: world.apiUrl,
  features: { smartSessions: true, analytics: false },
  adapters: [evmAdapter()],
  modules: [smartSessions()],
});

/** A day's allowance of 0.01 ETH for a session key, for an hour. */
const request = () => ({
  expiry: Math.floor(Date.now() / 1000) + 3600,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: `0x04${'11'.repeat(64)}` } },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', start: Math.floor(Date.now() / 1000), period: 86400 } }],
});

export function App() {
  const [result, setResult] = useState('');
  const grant = () =>
    grantPermissions(modal, request()).then(
      ({ session }) => setResult(JSON.stringify({ id: session.id, expiry: session.expiry, permissionsContext: session.permissionsContext })),
      (error: Error) => setResult(`error: ${error.message}`),
    );
  return (
    <WalletModalProvider modal={modal}>
      <ConnectButton />
      <button type="button" onClick={() => void grant()}>
        Grant session
      </button>
      <p data-testid="grant-result">{result}</p>
    </WalletModalProvider>
  );
}
