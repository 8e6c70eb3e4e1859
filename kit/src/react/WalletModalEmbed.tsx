// <WalletModalEmbed />: the embedded variant (spec §2), the modal's content inline where the app puts
// it instead of a dialog appended to the body. The views are the same lazy chunk the dialog uses.

import { useEffect } from 'react';
import { withLocale } from '../i18n/load.js';
import { useModalInstance } from './context.js';
import { lazyModule } from './lazyModule.js';
import { useResolvedTheme } from './theme.js';

const embedChunk = /* @__PURE__ */ lazyModule(() => withLocale(import('../views/shell/EmbeddedRoot.js')));

export interface WalletModalEmbedProps {
  /** A class for the card, beside ours (e.g. to set its width in the app's layout). */
  className?: string;
}

/**
 * Renders the modal inline. The modal must be created with `embedded: true`: closing then goes to
 * Account when an address is connected, otherwise Connect, and the provider appends no dialog.
 * @example
 * const modal = createWalletModal({ ...config, adapters, embedded: true });
 * <WalletModalProvider modal={modal}><aside><WalletModalEmbed /></aside></WalletModalProvider>
 */
export function WalletModalEmbed({ className }: WalletModalEmbedProps) {
  const modal = useModalInstance();
  if (!modal.options.embedded) {
    throw new Error('<WalletModalEmbed /> needs a modal created with `embedded: true`: createWalletModal({ ...config, adapters, embedded: true }).');
  }
  const theme = useResolvedTheme();
  const chunk = embedChunk.useModule(true);
  // The embedded modal is always open: on its home view (Account when connected, otherwise Connect).
  useEffect(() => {
    if (!modal.$modal.get().open) modal.open();
  }, [modal]);
  return chunk ? <chunk.default theme={theme} className={className} /> : null;
}
