// What a feature module (send, swap, e-mail, activity, …) brings to the modal. The shell iterates the
// modules it was given and names none of them: adding a feature adds a folder, not a shell edit.

import type { ConnectMethod } from '@wallet-modal/schema/defaults';
import type { ReadableAtom } from 'nanostores';
import type { ModalCore } from './instance.js';
import type { ChainAdapter, ChainNamespace, ViewName } from './types.js';

/** A view component, loaded when first shown. `View` is the UI layer's component type. */
export type LazyView<View> = () => Promise<View>;

/** How the shell treats one of a module's views: the shell names no view, the module that owns it says. */
export interface ViewRule {
  /** Closing is refused here unless forced: a request the person must answer (approve or reject). */
  readonly closesOnlyWhenForced?: boolean;
  /** A signature is asked here: closing is refused while a required sign-in has no session (spec §2). */
  readonly asksSignature?: boolean;
  /** Runs as the person goes back from this view, before the router leaves it. */
  back?(modal: ModalCore): void;
}

export interface FeatureModule<View = unknown> {
  /** The config's feature key (e.g. 'history', 'send'). */
  readonly id: string;
  /** Namespaces it works on; absent means every namespace. Hidden elsewhere. */
  readonly namespaces?: readonly ChainNamespace[];
  /** Views it adds to the router, by name. */
  readonly views?: Readonly<Record<string, LazyView<View>>>;
  /** How the shell treats its views (closing, going back), by view name. */
  readonly viewRules?: Readonly<Record<string, ViewRule>>;
  /** The modal header's title for each of its views, by view name. */
  readonly titles?: Readonly<Record<string, string>>;
  /** Tabs it adds to the Account view, after Tokens. */
  readonly accountTabs?: readonly { id: string; label: string; view: LazyView<View> }[];
  /** Sections it adds to the Activity tab (whichever module shows that tab), above the transactions. */
  readonly activitySections?: readonly { id: string; view: LazyView<View> }[];
  /** Buttons it adds to the Account view (placed in the spec's wallet-feature order); each opens a view. */
  readonly accountActions?: readonly { id: string; label: string; view: ViewName; available?: (modal: ModalCore) => boolean }[];
  /**
   * Sections it adds to Connect (placed in the app's connect-method order). `shown` says whether the section
   * has anything to show (it may change, e.g. once a server answered); absent means always. Connect places an
   * "or" only between sections that show.
   */
  readonly connectMethods?: readonly {
    id: ConnectMethod;
    view: LazyView<View>;
    shown?: (modal: ModalCore) => ReadableAtom<boolean>;
    /** Whether the wallet list collapses to one button while this section shows (e-mail does, unless the app asks otherwise). */
    collapsesWallets?: (modal: ModalCore) => boolean;
  }[];
  /** Whether it can work in this modal (e.g. it needs the app's API); absent means always. */
  available?(modal: ModalCore): boolean;
  /**
   * A chain adapter that knows its modal (the embedded wallet's): made once per modal, before
   * `setup`; it joins the app's adapters and is set up like them.
   */
  adapter?(modal: ModalCore): ChainAdapter;
  /** Runs once when the modal is created; may return a teardown. */
  setup?(modal: ModalCore): void | (() => void);
}

/**
 * Whether a feature applies to a namespace.
 * @example
 * featureServes(history(), 'solana'); // false
 */
export function featureServes(feature: Pick<FeatureModule, 'namespaces'>, namespace: ChainNamespace): boolean {
  return feature.namespaces === undefined || feature.namespaces.includes(namespace);
}

/**
 * The rule a module gives for `view`, if any (every module given, whichever namespace is active).
 * @example
 * viewRule(modal, 'ApproveTransaction')?.closesOnlyWhenForced; // true with the embedded wallet
 */
export function viewRule(modal: ModalCore, view: ViewName): ViewRule | undefined {
  return modal.features.find((feature) => feature.viewRules?.[view])?.viewRules?.[view];
}

/**
 * The modules shown for the active namespace: those that serve it and can work in this modal.
 * @example
 * activeFeatures(modal).flatMap((feature) => feature.accountTabs ?? []);
 */
export function activeFeatures(modal: ModalCore): FeatureModule[] {
  const namespace = modal.$activeNamespace.get();
  return modal.features.filter((feature) => featureServes(feature, namespace) && (feature.available?.(modal) ?? true));
}
