// Mounts the app inside <WalletModal>, which provides the modal to every component below it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { WalletModal } from './wallet-modal';
import './App.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs an element with id="root"');

createRoot(root).render(
  <StrictMode>
    <WalletModal>
      <App />
    </WalletModal>
  </StrictMode>,
);
