// A view in a chunk of its own, rendered without Suspense (see react/lazyModule.ts for why).

import { useCallback, useState, type ComponentType } from 'react';
import { lazyModule } from '../../react/lazyModule.js';
import { center, errorText, secondaryButton, spinner } from '../components/ui.css.js';
import { t } from '../i18n/en.js';

function Loading() {
  return (
    <div className={center}>
      <div className={spinner} role="progressbar" aria-label={t('modal.loading')} />
    </div>
  );
}

/** A chunk that did not load: says so, and tries again on request (never a spinner for ever). */
function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className={center} role="alert">
      <p className={errorText}>{t('modal.loadFailed')}</p>
      <button type="button" className={secondaryButton} onClick={retry}>
        {t('connecting.retry')}
      </button>
    </div>
  );
}

/** A component that shows a spinner until its chunk has loaded, then the view; `preload` fetches ahead. */
export function lazyView<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  const chunk = lazyModule(load);
  function LazyView(props: P) {
    const [failed, setFailed] = useState(false);
    const onError = useCallback(() => setFailed(true), []);
    const View = chunk.useModule(!failed, onError);
    if (View) return <View {...props} />;
    return failed ? <LoadFailed retry={() => setFailed(false)} /> : <Loading />;
  }
  return Object.assign(LazyView, { preload: chunk.preload });
}
