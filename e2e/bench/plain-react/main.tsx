// The smallest React app: what every example pays before any wallet code.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Plain React</h1>
    {/* The start-up bench times when a button labelled like ours is first painted. */}
    <button type="button">Connect Wallet</button>
  </StrictMode>,
);
