// Feature modules hand the shell lazy loaders; this turns each loader into one lazy view component,
// the same one every render (a new component per render would remount the view).

import type { ComponentType } from 'react';
import { activeFeatures, type FeatureModule, type LazyView } from '../../core/feature.js';
import type { ModalCore } from '../../core/instance.js';
import { lazyView } from './lazyView.js';

// Feature views take the props of the slot they fill (a connect method gets `disabled`, a tab nothing).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyView = ComponentType<any>;
type ViewComponent = AnyView & { preload: () => Promise<AnyView> };

const components = new WeakMap<LazyView<AnyView>, ViewComponent>();

/**
 * @example
 * const Tab = featureView(tab.view); // <Tab />
 */
export function featureView(load: LazyView<AnyView>): ViewComponent {
  let component = components.get(load);
  if (!component) {
    component = lazyView(load);
    components.set(load, component);
  }
  return component;
}

/**
 * The modal's feature modules that apply now (active namespace, available), with React views.
 * @example
 * shownFeatures(modal).flatMap((feature) => feature.accountTabs ?? []);
 */
export function shownFeatures(modal: ModalCore): FeatureModule<AnyView>[] {
  return activeFeatures(modal) as FeatureModule<AnyView>[];
}
