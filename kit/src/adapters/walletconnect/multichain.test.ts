// One WalletConnect session across eip155, solana and bip122, through the adapter's ChainAdapter
// contract (what the core calls and hears): it pairs over the loopback relay fixture with a real wallet
// peer (walletkit, with an ed25519 key on the local SVM and a P2WPKH Bitcoin key), then signs and sends
// per namespace and follows the wallet's chain and account changes. Node, not jsdom: bitcoinjs's curve
// check fails on jsdom's typed arrays. The browser test (e2e/walletconnect/multichain.e2e.test.ts)
// drives the same session through the modal's views. Nothing leaves loopback.
import { getNetwork } from '@wallet-modal/schema/networks';
import { getBase58Encoder, getPublicKeyFromAddress, verifySignature, type SignatureBytes } from '@solana/kit';
import { Verifier } from 'bip322-js';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BITCOIN_MAINNET, DEV_ACCOUNTS, DEV_SOLANA_ACCOUNTS, devBitcoinAccount, installNodeEgressGuard, type NodeEgressGuard, type Relay, startRelay, startSvm, startWalletPeer, type Svm, type WalletPeer } from '@wallet-modal/testing';
import type { AdapterAccount, CaipNetwork, ChainAdapter, ChainNamespace, Connector, TransactionRequest } from '../../core/types.js';
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectAdapter } from './index.js';

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SOLANA_TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
const SOL = 1_000_000_000n;
const recipient = DEV_SOLANA_ACCOUNTS[0]!.address;

let guard: NodeEgressGuard;
let relay: Relay;
let svm: Svm;
const peers: WalletPeer[] = [];

/** An app's network with its RPC URL on loopback. */
function local(id: string, url: string): CaipNetwork {
  const network = getNetwork(id);
  if (!network) throw new Error(`no network ${id}`);
  return { ...network, rpcUrls: { default: { http: [url] } } };
}

interface Paired {
  adapter: ChainAdapter;
  peer: WalletPeer;
  accounts: AdapterAccount[];
  connectors: Connector[];
  /** Every event the adapter emitted, in order, as "event namespace value". */
  events: string[];
  /** The account the adapter connected in `namespace`. */
  address: (namespace: ChainNamespace) => string;
}

/** The adapter set up for an app listing Ethereum, Solana devnet/mainnet/testnet and Bitcoin, paired with a new wallet peer. */
async function paired({ solanaMethods }: { solanaMethods?: string[] } = {}): Promise<Paired> {
  const peer = await startWalletPeer({
    relayUrl: relay.url,
    projectId: 'test',
    privateKey: DEV_ACCOUNTS[2]!.privateKey,
    chains: { 1: 'http://127.0.0.1:1' },
    storagePrefix: `multichain-peer-${peers.length}`,
    solana: { secretKey: Buffer.from(DEV_SOLANA_ACCOUNTS[1]!.seed, 'hex'), chains: { [SOLANA_DEVNET]: svm.url, [SOLANA_MAINNET]: svm.url }, methods: solanaMethods },
    bitcoin: { wif: devBitcoinAccount('mainnet', 'payment').wif, chains: [BITCOIN_MAINNET] },
  });
  peers.push(peer);
  const networks = [local('eip155:1', 'http://127.0.0.1:1'), local(SOLANA_DEVNET, svm.url), local(SOLANA_MAINNET, svm.url), local(SOLANA_TESTNET, svm.url), local(BITCOIN_MAINNET, 'http://127.0.0.1:1')];
  const adapter = walletConnectAdapter({ projectId: 'test', relayUrl: relay.url, storagePrefix: `multichain-dapp-${peers.length}` });
  const events: string[] = [];
  let connectors: Connector[] = [];
  adapter.setup({
    networks,
    network: (namespace) => networks.find((network) => network.chainNamespace === namespace),
    emit: (event, ...args) => {
      if (event === 'connectorsChanged') connectors = args[0] as Connector[];
      else events.push([event, ...args.map((arg) => (Array.isArray(arg) ? arg.join(',') : String(arg)))].join(' '));
    },
  });
  const accounts = await adapter.connect(WALLET_CONNECT_CONNECTOR_ID, networks[0]!, { onUri: (uri) => void peer.pair(uri) });
  const address = (namespace: ChainNamespace) => accounts.find((account) => account.namespace === namespace)?.address as string;
  return { adapter, peer, accounts, connectors, events, address };
}

const solanaBalance = (owner: string) => svm.svm.getBalance(owner as never) ?? 0n;
const network = (id: string) => local(id, id.startsWith('solana:') ? svm.url : 'http://127.0.0.1:1');

describe('WalletConnect: eip155, solana and bip122 in one session, with a real wallet peer over the relay fixture', () => {
  let wallet: Paired;

  beforeAll(async () => {
    guard = installNodeEgressGuard();
    [relay, svm] = await Promise.all([startRelay(), startSvm()]);
    svm.fund(DEV_SOLANA_ACCOUNTS[1]!.address, 10n * SOL);
    wallet = await paired();
  }, 60_000);

  afterAll(async () => {
    await Promise.allSettled(peers.map((peer) => peer.close()));
    await Promise.allSettled([relay?.close(), svm?.close()]);
    guard?.uninstall();
  });

  it('the WalletConnect connector lists the namespaces it serves', () => {
    expect(wallet.connectors).toEqual([{ id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', namespaces: ['eip155', 'solana', 'bip122'] }]);
  });

  it('One session carries eip155, solana and bip122: the proposal names each, and the adapter connects an account in each', () => {
    const { peer, accounts } = wallet;
    expect(Object.keys(peer.session().namespaces).sort()).toEqual(['bip122', 'eip155', 'solana']);
    expect(peer.session().namespaces.solana?.chains).toEqual([SOLANA_DEVNET, SOLANA_MAINNET]);
    const connectorId = WALLET_CONNECT_CONNECTOR_ID;
    expect(accounts).toEqual([
      { namespace: 'eip155', address: peer.address, chainId: 1, connectorId, approvedNetworks: ['eip155:1'] },
      // The wallet has no Solana testnet: the adapter says which of the proposed chains it approved.
      { namespace: 'solana', address: DEV_SOLANA_ACCOUNTS[1]!.address, chainId: SOLANA_DEVNET.split(':')[1], connectorId, approvedNetworks: [SOLANA_DEVNET, SOLANA_MAINNET] },
      { namespace: 'bip122', address: devBitcoinAccount('mainnet', 'payment').address, chainId: BITCOIN_MAINNET.split(':')[1], connectorId, approvedNetworks: [BITCOIN_MAINNET] },
    ]);
  });

  it('personal_sign still signs for the eip155 account of the same session', async () => {
    const signature = (await wallet.adapter.signMessage({ namespace: 'eip155', address: wallet.address('eip155'), message: 'Hello from eip155' })) as `0x${string}`;
    expect(await verifyMessage({ address: wallet.peer.address, message: 'Hello from eip155', signature })).toBe(true);
  });

  it('solana_signMessage over the session: the base58 signature verifies (ed25519) against the Solana address', async () => {
    const address = wallet.address('solana');
    const signature = await wallet.adapter.signMessage({ namespace: 'solana', address, message: 'Hello from Solana' });
    const key = await getPublicKeyFromAddress(address as never);
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes;
    expect(await verifySignature(key, bytes, new TextEncoder().encode('Hello from Solana'))).toBe(true);
    expect(await verifySignature(key, bytes, new TextEncoder().encode('Hello from Solanb'))).toBe(false);
    expect(wallet.peer.requests.at(-1)).toBe('solana_signMessage');
  });

  it('solana_* and bip122 requests pass through request() in WalletConnect shapes (one object, alone or as the only param)', async () => {
    const address = wallet.address('solana');
    const message = 'StV1DL6CwTryKyV'; // base58 of "hello world"
    const answer = (await wallet.adapter.request?.({ namespace: 'solana', method: 'solana_signMessage', params: [{ message, pubkey: address }] })) as { signature: string };
    const key = await getPublicKeyFromAddress(address as never);
    expect(await verifySignature(key, getBase58Encoder().encode(answer.signature) as SignatureBytes, new TextEncoder().encode('hello world'))).toBe(true);
    const bitcoin = wallet.address('bip122');
    const signed = (await wallet.adapter.request?.({ namespace: 'bip122', method: 'signMessage', params: [{ account: bitcoin, message: 'hi', protocol: 'bip322' }] })) as { address: string; signature: string };
    expect(signed.address).toBe(bitcoin);
    expect(Verifier.verifySignature(bitcoin, 'hi', Buffer.from(signed.signature, 'hex').toString('base64'))).toBe(true);
  });

  it('sends SOL over the session: the wallet signs and sends (solana_signAndSendTransaction) and the transfer lands on the SVM', async () => {
    const before = solanaBalance(recipient);
    const signature = await wallet.adapter.sendTransaction({ namespace: 'solana', to: recipient, value: SOL / 100n }, wallet.address('solana'));
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(solanaBalance(recipient)).toBe(before + SOL / 100n);
    expect(wallet.peer.requests.at(-1)).toBe('solana_signAndSendTransaction');
  });

  it("sends an SPL token over the session, creating the receiver's token account", async () => {
    const sender = wallet.address('solana');
    const mint = await svm.createMint({ decimals: 6 });
    await svm.mintTo({ mint, owner: sender, amount: 5_000_000n });
    expect(svm.tokenBalance(recipient, mint)).toBe(0n);
    await wallet.adapter.sendTransaction({ namespace: 'solana', to: recipient, value: 1_500_000n, token: { mint, decimals: 6 } }, sender);
    expect(svm.tokenBalance(recipient, mint)).toBe(1_500_000n);
    expect(svm.tokenBalance(sender, mint)).toBe(3_500_000n);
  });

  it('A chain change updates the default chain and emits chainChanged. If accounts exist on the new chain, it also emits accountsChanged (solana)', async () => {
    const { adapter, peer, events } = wallet;
    const address = wallet.address('solana');
    events.length = 0;
    await peer.switchChain(SOLANA_MAINNET);
    await expect.poll(() => events.length, { timeout: 20_000 }).toBe(2);
    expect(events).toEqual([`chainChanged solana ${SOLANA_MAINNET.split(':')[1]}`, `accountsChanged solana ${address}`]);
    // The app's own switch between the chains the wallet approved takes the same path, and sends go there.
    events.length = 0;
    await adapter.switchNetwork(network(SOLANA_DEVNET));
    expect(events).toEqual([`chainChanged solana ${SOLANA_DEVNET.split(':')[1]}`, `accountsChanged solana ${address}`]);
  });

  it("a Solana network the wallet did not approve in the session is refused with 'Unsupported chain'", async () => {
    wallet.events.length = 0;
    await expect(wallet.adapter.switchNetwork(network(SOLANA_TESTNET))).rejects.toMatchObject({ shortMessage: 'Unsupported chain' });
    expect(wallet.events).toEqual([]);
  });

  it('bip122 signMessage over the session: a BIP-322 signature of the payment address', async () => {
    const address = wallet.address('bip122');
    const signature = await wallet.adapter.signMessage({ namespace: 'bip122', address, message: 'Hello from Bitcoin' });
    expect(signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Verifier.verifySignature(address, 'Hello from Bitcoin', signature)).toBe(true);
    expect(Verifier.verifySignature(address, 'Hello from Bitcoim', signature)).toBe(false);
    expect(wallet.peer.requests.at(-1)).toBe('signMessage');
  });

  it("Sending on bip122 fails as an unsupported chain (spec §4): 'Unsupported chain', nothing asked of the wallet", async () => {
    const asked = wallet.peer.requests.length;
    const request = { namespace: 'bip122', to: wallet.address('bip122'), value: 1_000n } as unknown as TransactionRequest;
    await expect(wallet.adapter.sendTransaction(request, wallet.address('bip122'))).rejects.toMatchObject({ shortMessage: 'Unsupported chain' });
    expect(wallet.peer.requests).toHaveLength(asked);
  });

  it('session_update replaces namespaces: the adapter reports the Solana accounts the wallet now grants', async () => {
    wallet.events.length = 0;
    await wallet.peer.updateAccounts([recipient], 'solana');
    await expect.poll(() => wallet.events, { timeout: 20_000 }).toContain(`accountsChanged solana ${recipient}`);
    expect(wallet.events).toContain(`accountsChanged eip155 ${wallet.peer.address}`);
  });

  it('the wallet ends the session: the adapter emits disconnect', async () => {
    wallet.events.length = 0;
    await wallet.peer.disconnect();
    await expect.poll(() => wallet.events, { timeout: 20_000 }).toEqual(['disconnect']);
  });

  it('a wallet that cannot send (no solana_signAndSendTransaction): it signs (solana_signTransaction) and the kit sends it once', async () => {
    const other = await paired({ solanaMethods: ['solana_signMessage', 'solana_signTransaction'] });
    const before = solanaBalance(recipient);
    await other.adapter.sendTransaction({ namespace: 'solana', to: recipient, value: SOL / 50n }, other.address('solana'));
    expect(solanaBalance(recipient)).toBe(before + SOL / 50n);
    expect(other.peer.requests).toEqual(['solana_signTransaction']);
  }, 60_000);

  it('no socket, lookup or fetch left loopback', () => {
    guard.assertNoEgress();
  });
});
