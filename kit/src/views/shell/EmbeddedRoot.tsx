// The embedded variant (spec §2): the modal's content inline where the app renders
// <WalletModalEmbed />, not appended to the body. A non-modal Radix Dialog keeps the title and close
// wiring; clicks elsewhere on the page and focus are left to the page.

import * as Dialog from '@radix-ui/react-dialog';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $locale } from '../../i18n/texts.js';
import { closeModal, markModalReady } from '../../core/controllers/modal.js';
import { useModalInstance } from '../../react/context.js';
import type { ResolvedTheme } from '../../react/theme.js';
import { ModalBody } from './ModalRoot.js';
import * as styles from './EmbeddedRoot.css.js';

export interface EmbeddedRootProps {
  theme: ResolvedTheme;
  className?: string;
}

export default function EmbeddedRoot({ theme, className }: EmbeddedRootProps) {
  const modal = useModalInstance();
  const { view, history } = useStore(modal.$router);
  const locale = useStore($locale);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => markModalReady(modal), [modal]);
  return (
    // Closing the embedded variant goes to its home view (closeModal); it never unmounts.
    <Dialog.Root open modal={false} onOpenChange={(next) => !next && closeModal(modal)}>
      <Dialog.Content
        ref={(element) => {
          content.current = element;
          theme.ref(element);
        }}
        className={className ? `${styles.embedded} ${className}` : styles.embedded}
        data-wm-theme={theme.mode}
        data-wm-embedded=""
        lang={locale.code}
        dir={locale.dir}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        // Esc typed elsewhere on the page is the page's, not ours.
        onEscapeKeyDown={(event) => {
          if (!(event.target instanceof Node && content.current?.contains(event.target))) event.preventDefault();
        }}
      >
        <ModalBody key={locale.code} modal={modal} view={view} canGoBack={history.length > 1} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
