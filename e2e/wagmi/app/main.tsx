// Entry of the wagmi interop test app (see App.tsx).
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
