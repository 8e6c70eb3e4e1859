// Puts the kit's stores in a scenario's state and opens the modal on its view. A dev tool, so it
// writes atoms directly, as only controllers do in the product.
import { createWalletModal, type WalletModal } from '../src/index.js';
import { $accounts, $activeNamespace, emptyAccount } from '../src/core/stores/account.js';
import { $connection, $connectors } from '../src/core/stores/connection.js';
import { $directory, initialDirectoryState } from '../src/core/stores/directory.js';
import { $network } from '../src/core/stores/network.js';
import { $notification } from '../src/core/stores/notifications.js';
import { $router } from '../src/core/stores/router.js';
import { ADDRESS } from './fixtures.js';
import type { GalleryScenario, GalleryTheme } from './scenarios.js';

const NETWORKS = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161'] as const;

/**
 * Creates a modal with no adapters and no apiUrl (the gallery requests nothing), then applies the scenario.
 * @example
 * const modal = openScenario(scenarios[0], 'light');
 */
export function openScenario(scenario: GalleryScenario, theme: GalleryTheme): WalletModal {
  const modal = createWalletModal({ projectId: 'gallery', networks: [...NETWORKS], themeMode: theme, adapters: [], ...scenario.config });
  // Opening resets the router and the pairing URI, so the scenario's state goes in after it.
  modal.open({ view: scenario.view });
  if (scenario.connectors) $connectors.set(scenario.connectors);
  if (scenario.account) connectAccount(scenario.account);
  if (scenario.unsupportedChainId) $network.set({ ...$network.get(), unsupportedChainId: scenario.unsupportedChainId });
  if (scenario.connection) $connection.set({ status: 'disconnected', ...scenario.connection });
  if (scenario.directory) $directory.set({ ...initialDirectoryState(), ...scenario.directory });
  $router.set({ ...$router.get(), history: scenario.history ?? [scenario.view], data: scenario.routerData });
  if (scenario.notification) pinNotification(scenario.notification);
  return modal;
}

function connectAccount(fields: GalleryScenario['account']): void {
  const chainId = $network.get().caipNetwork?.caipNetworkId ?? 'eip155:1';
  $activeNamespace.set('eip155');
  $accounts.set({
    eip155: { ...emptyAccount(), status: 'connected', address: ADDRESS, caipAddress: `${chainId}:${ADDRESS}`, ...fields },
  });
  $connection.set({ status: 'connected', connectorId: 'gallery.wallet.0' });
}

/** Shows the notification and shows it again whenever the Snackbar's timer hides it. */
function pinNotification(notification: NonNullable<GalleryScenario['notification']>): void {
  const pinned = { open: true, ...notification };
  $notification.set(pinned);
  $notification.listen((state) => {
    if (!state.open) $notification.set(pinned);
  });
}
