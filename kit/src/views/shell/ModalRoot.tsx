// The dialog shell: Radix Dialog (focus trap, Esc, aria, portal) around the current view.

import * as Dialog from '@radix-ui/react-dialog';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../../i18n/texts.js';
import { closeModal, markModalReady } from '../../core/controllers/modal.js';
import { goBack } from '../../core/controllers/router.js';
import type { ModalCore } from '../../core/instance.js';
import { useModalInstance } from '../../react/context.js';
import { ConfigAlert } from '../components/ConfigAlert.js';
import { Icon } from '../components/Icon.js';
import { Snackbar } from '../components/Snackbar.js';
import { iconButton } from '../components/ui.css.js';
import { en, t, type MessageId } from '../i18n/en.js';
import type { ViewName } from '../../core/types.js';
import type { ResolvedTheme } from '../../react/theme.js';
import { AnimatedHeight } from './AnimatedHeight.js';
import { shownFeatures } from './featureViews.js';
import { ViewOutlet } from './ViewOutlet.js';
import * as styles from './Modal.css.js';

export interface ModalRootProps {
  /** The resolved theme: 'dark' or 'light' (system already resolved) and the app's CSS variables. */
  theme: ResolvedTheme;
  /** Puts focus back where it was when the modal opened (Radix only knows its own Dialog.Trigger). */
  returnFocus: () => void;
}

/** The modal; rendered lazily the first time it opens. */
export default function ModalRoot({ theme, returnFocus }: ModalRootProps) {
  const modal = useModalInstance();
  const { open } = useStore(modal.$modal);
  const { view, history } = useStore(modal.$router);
  const locale = useStore($locale);
  useEffect(() => {
    if (open) markModalReady(modal);
  }, [modal, open]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeModal(modal)}>
      <Dialog.Portal>
        {/* A plain overlay: Radix's Dialog.Overlay locks scrolling by injecting a <style> element,
            which a strict CSP blocks; Modal.css.ts locks it with static CSS instead. */}
        <div className={styles.overlay} data-wm-theme={theme.mode} ref={theme.ref} aria-hidden="true" />
        <Dialog.Content
          className={styles.content}
          data-wm-theme={theme.mode}
          ref={theme.ref}
          lang={locale.code}
          dir={locale.dir}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          {/* Keyed by locale: every view renders again in the new language when it changes. */}
          <ModalBody key={locale.code} modal={modal} view={view} canGoBack={history.length > 1} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What the dialog shows: header (back, title, close), the current view and the snackbar. */
export function ModalBody({ modal, view, canGoBack }: { modal: ModalCore; view: ViewName; canGoBack: boolean }) {
  return (
    <>
      <header className={styles.header}>
        {canGoBack ? (
          <button type="button" className={iconButton} onClick={() => goBack(modal)} aria-label={t('modal.back')}>
            <Icon name="back" />
          </button>
        ) : (
          <span />
        )}
        <Dialog.Title key={view} className={styles.title}>
          {titleOf(modal, view)}
        </Dialog.Title>
        <Dialog.Close className={iconButton} aria-label={t('modal.close')}>
          <Icon name="close" />
        </Dialog.Close>
      </header>
      <ConfigAlert />
      <AnimatedHeight>
        <div key={view} className={styles.view}>
          <ViewOutlet view={view} />
        </div>
      </AnimatedHeight>
      <Snackbar />
    </>
  );
}

/** The shell's title for its views; a feature module names its own. */
function titleOf(modal: ModalCore, view: ViewName): string {
  const id = `title.${view}`;
  if (id in en) return t(id as MessageId);
  return shownFeatures(modal).find((feature) => feature.titles?.[view])?.titles?.[view] ?? view;
}

/**
 * Renders the home view once, off-screen and hidden from everyone, right after the chunk is
 * prefetched: the browser and the JS engine have then seen this code and these styles before the
 * visitor's first click, which makes the first open as quick as a later one.
 */
export function WarmUp({ theme, onDone }: { theme: ResolvedTheme; onDone: () => void }) {
  const modal = useModalInstance();
  useEffect(() => {
    const frame = requestAnimationFrame(() => onDone());
    return () => cancelAnimationFrame(frame);
  }, [onDone]);
  return (
    <Dialog.Root open={false}>
      <div className={styles.warmUp} data-wm-theme={theme.mode} ref={theme.ref} aria-hidden="true" inert>
        <div className={styles.content}>
          <ModalBody modal={modal} view="Connect" canGoBack={false} />
        </div>
      </div>
    </Dialog.Root>
  );
}
