// Headless hooks: the wallet list, connect by id and the WalletConnect pairing URI, so an app can draw
// its whole connect UI itself. They read the same stores and call the same actions as the modal's views.

import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { WalletModalError } from '../core/errors/base.js';
import { errorCode, type ErrorCode } from '../core/errors/codes.js';
import { ErrorMessages } from '../core/errors/messages.js';
import type { AdapterAccount, Connector, ConnectorType } from '../core/types.js';
import { useModalInstance } from './context.js';
import { findConnector } from './findConnector.js';

export interface WalletListItem {
  /** The connector id for a wallet of this page, the directory id otherwise: what `connect(id)` takes. */
  id: string;
  name: string;
  imageUrl?: string;
  /** Announced or injected in this browser: connects at once. */
  installed: boolean;
  /** The connector that connects it (absent for a directory wallet that pairs over WalletConnect). */
  connectorId?: string;
  type: ConnectorType | 'DIRECTORY';
  rdns?: string;
}

export interface UseWalletListParameters {
  /** Load the server's wallet directory as well (on by default when the app has an apiUrl). */
  directory?: boolean;
}

/**
 * The wallets the visitor can connect: this page's connectors first (installed wallets,
 * WalletConnect, e-mail…), then the directory's, searchable. A directory wallet that is installed
 * here appears once, as its connector.
 * @example
 * const { wallets, query, search, loadMore } = useWalletList();
 * <input value={query} onChange={(event) => search(event.target.value)} />
 * {wallets.map((wallet) => <button key={wallet.id} onClick={() => connect(wallet.id)}>{wallet.name}</button>)}
 */
export function useWalletList({ directory = true }: UseWalletListParameters = {}) {
  const modal = useModalInstance();
  const connectors = useStore(modal.$connectors);
  const entries = useStore(modal.$directory);
  const [query, setQuery] = useState(entries.search);
  const withDirectory = directory && modal.api !== undefined;
  // The directory's code is fetched only by apps that list it: apps without these hooks keep it in the views' chunk.
  const [controllers, setControllers] = useState<typeof import('../core/controllers/directory.js')>();
  useEffect(() => {
    if (!withDirectory) return;
    let live = true;
    void import('../core/controllers/directory.js').then((loaded) => {
      if (!live) return;
      setControllers(() => loaded);
      if (modal.$directory.get().page === 0) void loaded.loadWallets(modal, { reset: true });
    });
    return () => void (live = false);
  }, [modal, withDirectory]);
  const search = useCallback(
    (text: string) => {
      setQuery(text);
      if (withDirectory) void import('../core/controllers/directory.js').then((loaded) => loaded.searchWallets(modal, text));
    },
    [modal, withDirectory],
  );
  const loadMore = useCallback(
    () => (withDirectory ? import('../core/controllers/directory.js').then((loaded) => loaded.loadWallets(modal)) : Promise.resolve()),
    [modal, withDirectory],
  );
  const wallets = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const own = connectors.filter((connector) => connector.name.toLowerCase().includes(needle)).map(fromConnector);
    const rdnsHere = new Set(connectors.flatMap((connector) => connector.info?.rdns ?? []));
    const listed = controllers
      ? entries.wallets
          .filter((wallet) => !wallet.rdns || !rdnsHere.has(wallet.rdns))
          .map((wallet): WalletListItem => ({ id: wallet.id, name: wallet.name, imageUrl: controllers.walletImage(modal, wallet), installed: false, type: 'DIRECTORY', rdns: wallet.rdns ?? undefined }))
      : [];
    return [...own, ...listed];
  }, [connectors, controllers, entries.wallets, modal, query]);
  return {
    wallets,
    query,
    search,
    loadMore,
    /** Directory wallets matching, all pages together (this page's connectors not counted). */
    directoryCount: withDirectory ? entries.count : 0,
    loading: withDirectory && entries.loading,
    error: withDirectory ? entries.error : undefined,
  };
}

function fromConnector(connector: Connector): WalletListItem {
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    installed: connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
    connectorId: connector.id,
    type: connector.type,
    rdns: connector.info?.rdns,
  };
}

export interface UseConnectWalletReturnType {
  /**
   * Connects the wallet with this connector id, rdns (`io.metamask`) or directory id; a directory
   * wallet not installed here pairs over WalletConnect (show `usePairingUri().uri` as a QR code).
   * Rejects with a WalletModalError: WALLET_NOT_INSTALLED when nothing on this page can connect it.
   */
  connect: (id: string) => Promise<AdapterAccount[]>;
  status: 'idle' | 'connecting' | 'connected' | 'error';
  /** The last failure's stable code and catalogue text. */
  error?: ErrorCode;
}

/**
 * Connect by id, with its status and error.
 * @example
 * const { connect, status, error } = useConnectWallet();
 * <button onClick={() => connect('io.metamask')} disabled={status === 'connecting'}>MetaMask</button>
 * {error ? <p role="alert">{error.message}</p> : null}
 */
export function useConnectWallet(): UseConnectWalletReturnType {
  const modal = useModalInstance();
  const [state, setState] = useState<Pick<UseConnectWalletReturnType, 'status' | 'error'>>({ status: 'idle' });
  const connect = useCallback(
    async (id: string) => {
      setState({ status: 'connecting' });
      try {
        const connector = findConnector(modal.$connectors.get(), id) ?? pairingFor(modal, id);
        const accounts = await modal.connect(connector.id);
        setState({ status: 'connected' });
        return accounts;
      } catch (error) {
        setState({ status: 'error', error: errorCode(error) });
        throw error;
      }
    },
    [modal],
  );
  return { connect, ...state };
}

/** The WalletConnect connector, for a directory wallet that is not installed here and pairs over it. */
function pairingFor(modal: ReturnType<typeof useModalInstance>, id: string): Connector {
  const wallet = [...modal.$directory.get().wallets, ...modal.$suggestedWallets.get().featured].find((entry) => entry.id === id);
  const walletConnect = modal.$connectors.get().find((connector) => connector.type === 'WALLET_CONNECT');
  if (wallet && wallet.supports_wc !== false && walletConnect) return walletConnect;
  throw new WalletModalError(ErrorMessages.WALLET_NOT_INSTALLED(wallet?.name ?? id), {
    id: 'WALLET_NOT_INSTALLED',
    metaMessages: [`Connectors on this page: ${modal.$connectors.get().map((connector) => connector.id).join(', ') || 'none'}.`],
  });
}

/**
 * The WalletConnect pairing URI for an app's own QR code, with its expiry. `start()` asks for a fresh
 * one (call it again once `expired`); the promise settles when a wallet approves or the pairing fails.
 * @example
 * const { uri, expired, start } = usePairingUri();
 * useEffect(() => void start().catch(() => {}), [start]);
 * {uri && !expired ? <MyQrCode value={uri} /> : <button onClick={start}>New code</button>}
 */
export function usePairingUri() {
  const modal = useModalInstance();
  const connection = useStore(modal.$connection);
  const walletConnect = useStore(modal.$connectors).find((connector) => connector.type === 'WALLET_CONNECT');
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = connection.uri ? connection.pairingExpiry : undefined;
  // Re-render once the pairing expires, so `expired` turns true without the app polling.
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, expiresAt - Date.now()) + 10);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  const start = useCallback(() => {
    const connector = modal.$connectors.get().find((item) => item.type === 'WALLET_CONNECT');
    if (!connector) return Promise.reject(new WalletModalError(ErrorMessages.WALLET_NOT_INSTALLED('WalletConnect'), { id: 'WALLET_NOT_INSTALLED', metaMessages: ['Add walletConnectAdapter(config) to the modal\'s adapters.'] }));
    return modal.connect(connector.id);
  }, [modal]);
  const pairing = walletConnect !== undefined && connection.connectorId === walletConnect.id;
  return {
    /** False when the app has no WalletConnect adapter: then there is no URI to show. */
    available: walletConnect !== undefined,
    uri: pairing ? connection.uri : undefined,
    /** When the URI expires, in ms since the epoch. */
    expiresAt: pairing ? expiresAt : undefined,
    expired: pairing && expiresAt !== undefined && Math.max(now, Date.now()) >= expiresAt,
    error: pairing ? connection.error : undefined,
    start,
  };
}
