// A view in a chunk of its own, rendered without Suspense (see react/lazyModule.ts for why).

import type { ComponentType } from 'react';
import { lazyModule } from '../../react/lazyModule.js';
import { center, spinner } from '../components/ui.css.js';
import { t } from '../i18n/en.js';

function Loading() {
  return (
    <div className={center}>
      <div className={spinner} role="progressbar" aria-label={t('modal.loading')} />
    </div>
  );
}

/** A component that shows a spinner until its chunk has loaded, then the view; `preload` fetches ahead. */
export function lazyView<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  const chunk = lazyModule(load);
  function LazyView(props: P) {
    const View = chunk.useModule(true);
    return View ? <View {...props} /> : <Loading />;
  }
  return Object.assign(LazyView, { preload: chunk.preload });
}
