// Every gallery scenario: one view in one state, described as data. The gallery page applies one per
// load (stores are global singletons); the screenshot and accessibility tests iterate this same list.
import type { WalletModalConfigInput } from '@wallet-modal/schema';
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { getNetwork } from '@wallet-modal/schema/networks';
import type { AccountState } from '../src/core/stores/account.js';
import type { ConnectionState } from '../src/core/stores/connection.js';
import type { DirectoryState } from '../src/core/stores/directory.js';
import type { NotificationState } from '../src/core/stores/notifications.js';
import type { RouterData } from '../src/core/stores/router.js';
import type { Connector, ViewName } from '../src/core/types.js';
import type { PayState } from '../src/features/pay/state.js';
import { ADDRESS, DEV_WALLET, LONG_NAME_WALLETS, MANY_WALLETS, TWO_WALLETS, directoryWallets, wallet } from './fixtures.js';

export const THEMES = ['dark', 'light'] as const;
export type GalleryTheme = (typeof THEMES)[number];

export interface GalleryScenario {
  /** URL-safe and file-name-safe: `?scenario=<id>` and references/<id>-<theme>.png. */
  id: string;
  title: string;
  view: ViewName;
  /** The router history; default `[view]` (a longer one shows the Back button). */
  history?: ViewName[];
  routerData?: RouterData;
  /** Config given to createWalletModal on top of the gallery's base config. */
  config?: Partial<WalletModalConfigInput>;
  connectors?: Connector[];
  /** When set, an EVM account is connected with these fields over the dev address. */
  account?: Partial<AccountState>;
  connection?: Partial<ConnectionState>;
  /** The wallet's chain id when the app does not list it (UnsupportedChain). */
  unsupportedChainId?: string;
  directory?: Partial<DirectoryState>;
  /** Screenshot at a phone's width (375 px), where the modal is a bottom sheet; default 480 px. */
  mobile?: boolean;
  /** A notification kept open while the page lives (the Snackbar would hide it after 2.5 s). */
  notification?: Required<Omit<NotificationState, 'open'>>;
  /** The payment under way (the Pay view), with its plan already made (the gallery requests nothing). */
  pay?: PayState;
}

/** Wallet-list scenarios leave out e-mail and social login so the list is what one sees. */
const WALLETS_ONLY: Partial<WalletModalConfigInput> = { features: { email: false }, socials: [] };
const CONNECTED: Partial<AccountState> = {
  balance: '1234.56789',
  balanceSymbol: 'ETH',
  addressExplorerUrl: 'https://etherscan.io/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
};
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const CONNECTING_HISTORY: ViewName[] = ['Connect', 'ConnectingExternal'];
const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1900000000';

export const scenarios: readonly GalleryScenario[] = [
  { id: 'connect-wallets', title: 'Connect: two installed wallets', view: 'Connect', config: WALLETS_ONLY, connectors: TWO_WALLETS },
  { id: 'connect-many-wallets', title: 'Connect: many wallets', view: 'Connect', config: WALLETS_ONLY, connectors: MANY_WALLETS },
  { id: 'connect-mobile', title: 'Connect: bottom sheet on a phone', view: 'Connect', config: WALLETS_ONLY, connectors: TWO_WALLETS, mobile: true },
  { id: 'connect-long-names', title: 'Connect: long wallet names', view: 'Connect', config: WALLETS_ONLY, connectors: LONG_NAME_WALLETS },
  { id: 'connect-empty', title: 'Connect: no wallet installed', view: 'Connect', config: WALLETS_ONLY, connectors: [] },
  { id: 'connect-all-methods', title: 'Connect: e-mail, social and wallets', view: 'Connect', connectors: TWO_WALLETS },
  {
    id: 'connect-legal',
    title: 'Connect: legal checkbox not ticked',
    view: 'Connect',
    config: { ...WALLETS_ONLY, features: { email: false, legalCheckbox: true }, termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' },
    connectors: TWO_WALLETS,
  },
  { id: 'connect-collapsed', title: 'Connect: e-mail first, wallets collapsed', view: 'Connect', config: { features: { collapseWallets: true }, socials: ['google', 'x', 'discord'] }, connectors: TWO_WALLETS },
  {
    id: 'connecting-external',
    title: 'ConnectingExternal: waiting for the wallet',
    view: 'ConnectingExternal',
    history: CONNECTING_HISTORY,
    routerData: { connector: DEV_WALLET },
    connection: { status: 'connecting', connectorId: DEV_WALLET.id },
  },
  {
    id: 'connecting-external-declined',
    title: 'ConnectingExternal: declined (error)',
    view: 'ConnectingExternal',
    history: CONNECTING_HISTORY,
    routerData: { connector: DEV_WALLET },
    connection: { status: 'disconnected', error: { code: 'SIGNATURE_DECLINED', message: 'Signature declined' } },
  },
  {
    id: 'connecting-external-long-name',
    title: 'ConnectingExternal: long wallet name',
    view: 'ConnectingExternal',
    history: CONNECTING_HISTORY,
    routerData: { connector: LONG_NAME_WALLETS[0] },
    connection: { status: 'connecting' },
  },
  { id: 'walletconnect-loading', title: 'WalletConnect: getting a pairing link', view: 'ConnectingWalletConnectBasic', history: ['Connect', 'ConnectingWalletConnectBasic'] },
  {
    id: 'walletconnect-qr',
    title: 'WalletConnect: QR code for a picked wallet',
    view: 'ConnectingWalletConnect',
    history: ['Connect', 'ConnectingWalletConnect'],
    routerData: { wallet: { id: 'rainbow', name: 'Rainbow', imageUrl: wallet(5, 'Rainbow').imageUrl, links: { mobile: 'rainbow://' } } },
    connection: { status: 'connecting', uri: PAIRING_URI, pairingExpiry: 1_900_000_000_000 },
  },
  {
    id: 'walletconnect-error',
    title: 'WalletConnect: pairing failed (error)',
    view: 'ConnectingWalletConnectBasic',
    history: ['Connect', 'ConnectingWalletConnectBasic'],
    connection: { status: 'disconnected', error: { code: 'UNKNOWN', message: 'Pairing expired: try again' } },
  },
  { id: 'account-connected', title: 'Account: connected', view: 'Account', account: CONNECTED },
  { id: 'account-mobile', title: 'Account: bottom sheet on a phone', view: 'Account', account: CONNECTED, mobile: true },
  { id: 'account-balance-loading', title: 'Account: balance loading', view: 'Account', account: { balanceLoading: true } },
  { id: 'account-other-network', title: 'Account: on Arbitrum One', view: 'Account', config: { defaultNetwork: 'eip155:42161' }, account: CONNECTED },
  { id: 'notification-success', title: 'Notification: success', view: 'Account', account: CONNECTED, notification: { variant: 'success', message: 'Address copied' } },
  { id: 'notification-loading', title: 'Notification: loading', view: 'Account', account: CONNECTED, notification: { variant: 'loading', message: 'Authenticating...' } },
  { id: 'notification-error', title: 'Notification: error', view: 'Account', account: CONNECTED, notification: { variant: 'error', message: 'Signature declined' } },
  { id: 'receive', title: 'Receive: the address as a QR code, its networks', view: 'WalletReceive', history: ['Account', 'WalletReceive'], account: CONNECTED },
  { id: 'send', title: 'Send: the form on Ethereum, native coin picked', view: 'WalletSend', history: ['Account', 'WalletSend'], account: CONNECTED },
  {
    id: 'pay-swap',
    title: 'Pay: 10 USDC by swap-and-send from ETH, the quote shown',
    view: 'Pay',
    config: { features: { pay: true } },
    account: CONNECTED,
    pay: {
      stage: 'ready',
      sent: false,
      plannedFor: `eip155:1:${ADDRESS}`,
      intent: { network: getNetwork('eip155:1')!, token: USDC, symbol: 'USDC', decimals: 6, amount: '10', recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', label: 'Order 42' },
      plan: {
        kind: 'swap',
        swap: {
          from: `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
          to: `eip155:1:${USDC}`,
          fromSymbol: 'ETH',
          fromNative: true,
          fromDecimals: 18,
          input: '0.003391',
          output: '10.1',
          outputMin: '9.999',
          networkFee: '0.000412',
          at: 0,
        },
      },
    },
  },
  { id: 'networks', title: 'Networks: six networks, OP Mainnet current', view: 'Networks', history: ['Account', 'Networks'], config: { defaultNetwork: 'eip155:10' }, account: CONNECTED },
  { id: 'unsupported-chain', title: 'UnsupportedChain: wallet on BNB Smart Chain', view: 'UnsupportedChain', account: CONNECTED, unsupportedChainId: '56', config: { networks: ['eip155:1', 'eip155:10'] } },
  { id: 'all-wallets', title: 'AllWallets: first pages loaded', view: 'AllWallets', history: ['Connect', 'AllWallets'], directory: { wallets: directoryWallets(80), count: 431, page: 2 } },
  { id: 'all-wallets-loading', title: 'AllWallets: loading', view: 'AllWallets', history: ['Connect', 'AllWallets'], directory: { loading: true, page: 1 } },
  { id: 'all-wallets-error', title: 'AllWallets: directory error', view: 'AllWallets', history: ['Connect', 'AllWallets'], directory: { page: 1, error: 'HTTP status code 503' } },
  { id: 'all-wallets-empty', title: 'AllWallets: search with no result', view: 'AllWallets', history: ['Connect', 'AllWallets'], directory: { page: 1, search: 'zzzz', count: 0 } },
  {
    id: 'all-wallets-long-names',
    title: 'AllWallets: long names',
    view: 'AllWallets',
    history: ['Connect', 'AllWallets'],
    directory: { wallets: directoryWallets(12, (i) => `Extraordinarily Long Wallet Name Number ${i + 1}`), count: 12, page: 1 },
  },
];

/** The gallery URL (relative to its index) of a scenario in a theme. */
export function scenarioPath(id: string, theme: GalleryTheme): string {
  return `?scenario=${encodeURIComponent(id)}&theme=${theme}`;
}
