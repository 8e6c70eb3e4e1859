// Puts the kit's stores in a scenario's state and opens the modal on its view. A dev tool, so it
// writes atoms directly, as only controllers do in the product.
import { createWalletModal, type WalletModal } from '../src/index.js';
import { registerEmbeddedLogin } from '../src/core/controllers/embeddedLogin.js';
import { emptyAccount } from '../src/core/stores/account.js';
import { initialDirectoryState } from '../src/core/stores/directory.js';
import { email } from '../src/features/email/index.js';
import { history } from '../src/features/history/index.js';
import { pay } from '../src/features/pay/index.js';
import { payState } from '../src/features/pay/state.js';
import { receive } from '../src/features/receive/index.js';
import { send } from '../src/features/send/index.js';
import { socials } from '../src/features/socials/index.js';
import { offeredProviders } from '../src/features/socials/offered.js';
import type { WritableAtom } from 'nanostores';
import { ADDRESS } from './fixtures.js';
import type { GalleryScenario, GalleryTheme } from './scenarios.js';

const NETWORKS = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161'] as const;

/** The gallery shows the e-mail and social sections as an app with an embedded wallet would. */
const SHOWCASE_LOGIN = { connectEmail: async () => {}, connectSocial: async () => {} };

/**
 * Creates a modal with no adapters and no apiUrl (the gallery requests nothing), then applies the scenario.
 * @example
 * const modal = openScenario(scenarios[0], 'light');
 */
export function openScenario(scenario: GalleryScenario, theme: GalleryTheme): WalletModal {
  const modal = createWalletModal({
    projectId: 'gallery',
    networks: [...NETWORKS],
    themeMode: theme,
    adapters: [],
    modules: [email(), socials(), history(), receive(), send(), pay()],
    ...scenario.config,
  });
  registerEmbeddedLogin(modal, SHOWCASE_LOGIN);
  // As a secure site offering every provider would answer (the gallery requests nothing).
  (offeredProviders(modal) as WritableAtom<readonly string[] | undefined>).set(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
  // Opening resets the router and the pairing URI, so the scenario's state goes in after it.
  modal.open({ view: scenario.view });
  if (scenario.connectors) modal.$connectors.set(scenario.connectors);
  if (scenario.account) connectAccount(modal, scenario.account);
  if (scenario.unsupportedChainId) {
    const networks = modal.$networks.get();
    modal.$networks.set({ ...networks, eip155: { ...networks.eip155!, unsupportedChainId: scenario.unsupportedChainId } });
  }
  if (scenario.connection) modal.$connection.set({ status: 'disconnected', ...scenario.connection });
  if (scenario.directory) modal.$directory.set({ ...initialDirectoryState(), ...scenario.directory });
  modal.$router.set({ ...modal.$router.get(), history: scenario.history ?? [scenario.view], data: scenario.routerData });
  if (scenario.notification) pinNotification(modal, scenario.notification);
  if (scenario.pay) payState(modal).set(scenario.pay);
  return modal;
}

function connectAccount(modal: WalletModal, fields: GalleryScenario['account']): void {
  const chainId = modal.$network.get().caipNetwork?.caipNetworkId ?? 'eip155:1';
  modal.$activeNamespace.set('eip155');
  modal.$accounts.set({
    eip155: { ...emptyAccount(), status: 'connected', address: ADDRESS, caipAddress: `${chainId}:${ADDRESS}`, ...fields },
  });
  modal.$connection.set({ status: 'connected', connectorId: 'gallery.wallet.0' });
}

/** Shows the notification and shows it again whenever the Snackbar's timer hides it. */
function pinNotification(modal: WalletModal, notification: NonNullable<GalleryScenario['notification']>): void {
  const pinned = { open: true, ...notification };
  modal.$notification.set(pinned);
  modal.$notification.listen((state) => {
    if (!state.open) modal.$notification.set(pinned);
  });
}
