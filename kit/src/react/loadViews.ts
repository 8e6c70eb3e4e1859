// The views are a lazy chunk, fetched when the visitor shows intent (the pointer on the ConnectButton, or
// focus on it), or at the latest when the modal opens: nothing of them is fetched before that (issue 31).

import { showIntent } from '../core/controllers/intent.js';
import { withLocale } from '../i18n/load.js';
import { lazyModule } from './lazyModule.js';

/** The views, once their chunk and the active locale's texts are both in (the first open shows no English flash). */
export const viewsChunk = lazyModule(() => withLocale(import('../views/shell/ModalRoot.js')));

/**
 * Loads the views chunk once (later calls share the same promise), and tells the modals the visitor
 * showed intent: what they read on intent (a feature's server answers for Connect) starts with it.
 * @example
 * <button onPointerEnter={() => void loadViews()} />
 */
export const loadViews = () => {
  showIntent();
  return viewsChunk.preload();
};
