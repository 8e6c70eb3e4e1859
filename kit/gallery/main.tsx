// The gallery (`npm run gallery`): the index lists every scenario in both themes; `?scenario=<id>&theme=<t>`
// renders the real modal, open, in that scenario's state. One scenario per page, one modal instance each.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider } from '../src/react/index.js';
import { openScenario } from './applyScenario.js';
import { Index } from './Index.js';
import { THEMES, scenarios, type GalleryTheme } from './scenarios.js';
// The kit's src/index.ts is side-effect free for the bundler, so its theme import would be dropped.
import '../src/theme/index.js';
import './gallery.css';

const params = new URLSearchParams(window.location.search);
const theme: GalleryTheme = THEMES.find((name) => name === params.get('theme')) ?? 'dark';
const scenario = scenarios.find(({ id }) => id === params.get('scenario'));
document.documentElement.dataset.galleryTheme = theme;

const root = createRoot(document.getElementById('root')!);
if (!scenario) {
  root.render(<Index unknown={params.get('scenario') ?? undefined} />);
} else {
  document.title = `${scenario.title} (${theme}) · Wallet modal gallery`;
  const modal = openScenario(scenario, theme);
  root.render(
    <StrictMode>
      <WalletModalProvider modal={modal}>
        <main className="gallery-page">
          <a href="./">All scenarios</a>
          <ConnectButton />
        </main>
      </WalletModalProvider>
    </StrictMode>,
  );
}
