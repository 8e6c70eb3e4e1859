// Entry of the smart-sessions test app (see App.tsx).
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
