// The wallet frame's Solana methods against our real server (shares, sessions) and a local SVM (testing/src/svm):
// transactions are built by the kit's transfer builder, signed by the frame after approval in the scripted UI,
// and sent by the kit's sender, so what lands proves the signature. Unknown and rejected methods are refused.
import { ed25519 } from '@noble/curves/ed25519';
import { DEFAULT_REJECTED_RPC_METHODS, decodeBase58, encodeBase58 } from '@wallet-modal/schema/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSolanaTransfer, sendSignedSolanaTransaction } from '../../../kit/src/adapters/solana/transfer';
import { startSvm, type Svm } from '@wallet-modal/testing';
import { fromBase64, toBase64 } from '../lib/bytes.js';
import { parseTransaction } from '../lib/solana/wire.js';
import { channelName, type Screen } from '../shared/channel.js';
import { startEmbeddedTestServer, type EmbeddedTestServer } from '../testing/embeddedServer.js';
import { startTestUi, type TestUi } from '../testing/testUi.js';
import { frameRequester } from '../testing/walletFrame.js';

const projectId = 'tx-project';
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const SOL = 1_000_000_000n;
// Receivers with no history: any 32 bytes are a valid Solana address.
const bob = encodeBase58(new Uint8Array(32).fill(11));
const carol = encodeBase58(new Uint8Array(32).fill(12));
let server: EmbeddedTestServer;
let svm: Svm;
let ui: TestUi;
let frameChannel: BroadcastChannel;
let request: (name: string, payload?: unknown) => Promise<{ type: string; payload: any }>;
let wallet: string;
let evmAddress: string;

const rpc = (method: string, params: unknown[], chainId: string | number = DEVNET) => request('RPC_REQUEST', { method, params, chainId });
const approveScreen = () => ui.screens.at(-1) as Extract<Screen, { kind: 'approve' }>;
const balance = (address: string) => BigInt(svm.svm.getBalance(address as never) ?? 0n);
const transfer = (to: string, value: bigint) => buildSolanaTransfer({ rpcUrl: svm.url, from: wallet, request: { to, value } });

beforeAll(async () => {
  [server, svm] = await Promise.all([startEmbeddedTestServer(), startSvm()]);
  frameChannel = new BroadcastChannel(channelName(projectId));
  request = await frameRequester(server.url, projectId, frameChannel);
  ui = startTestUi(new BroadcastChannel(channelName(projectId)));
  const email = 'solana@example.com';
  await server.signIn(request, email);
  ui.script.push({ kind: 'password', password: 'solana password' });
  await request('COMPLETE_RECOVERY');
  evmAddress = (await request('GET_USER')).payload.address;
  wallet = (await request('GET_USER', { chainId: DEVNET })).payload.address;
  svm.fund(wallet, 10n * SOL);
}, 90_000);

afterAll(async () => {
  ui?.close();
  frameChannel?.close();
  await Promise.all([server?.close(), svm?.close()]);
});

describe('the embedded wallet on Solana', () => {
  it('GET_USER with a solana chainId answers the Solana account; accounts carry the EVM and the Solana address', async () => {
    const user = (await request('GET_USER', { chainId: DEVNET })).payload;
    expect(user).toMatchObject({ chainId: DEVNET, address: wallet });
    expect(wallet).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(decodeBase58(wallet)).toHaveLength(32);
    expect(user.accounts).toEqual([
      { address: evmAddress, type: 'eoa', namespace: 'eip155' },
      { address: wallet, type: 'eoa', namespace: 'solana' },
    ]);
    // An EVM chain answers the EVM account again, with the same accounts.
    expect((await request('GET_USER', { chainId: 31337 })).payload).toMatchObject({ address: evmAddress, chainId: 31337, accounts: user.accounts });
    expect((await request('SWITCH_NETWORK', { chainId: DEVNET })).payload).toEqual({ chainId: DEVNET });
    expect((await request('RPC_REQUEST', { method: 'solana_getAccounts', params: [] })).payload).toEqual([{ pubkey: wallet }]);
    expect((await request('SWITCH_NETWORK', { chainId: 'solana:not-a-network' })).payload).toMatchObject({ message: 'Unsupported chain' });
  });

  it('solana_signMessage: Solana signing methods are not safe and need approval; the screen shows the text and the signature verifies (ed25519)', async () => {
    const text = 'Hello from create-wallet-modal on Solana';
    const message = encodeBase58(new TextEncoder().encode(text));
    ui.script.push({ kind: 'approve' });
    const reply = await rpc('solana_signMessage', [{ message, pubkey: wallet }]);
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    expect(approveScreen()).toMatchObject({ chainId: DEVNET, networkName: 'Solana Devnet', details: { method: 'solana_signMessage' } });
    expect(Buffer.from(approveScreen().details.method === 'solana_signMessage' ? (approveScreen().details as { message: string }).message.slice(2) : '', 'hex').toString()).toBe(text);
    expect(ed25519.verify(decodeBase58(reply.payload.signature), new TextEncoder().encode(text), decodeBase58(wallet))).toBe(true);

    ui.script.push({ kind: 'reject' });
    expect((await rpc('solana_signMessage', [{ message, pubkey: wallet }])).payload).toMatchObject({ code: 'USER_REJECTED' });
  });

  it('solana_signMessage refuses another pubkey, and bytes that read as a transaction, before any approval', async () => {
    const shown = ui.screens.length;
    expect((await rpc('solana_signMessage', [{ message: encodeBase58(new Uint8Array([104, 105])), pubkey: bob }])).payload).toEqual({ code: 'UNKNOWN', message: 'Invalid parameters: the pubkey is not this wallet’s' });
    const unsigned = parseTransaction(await transfer(bob, 1_000n));
    expect((await rpc('solana_signMessage', [{ message: encodeBase58(unsigned.messageBytes), pubkey: wallet }])).payload).toEqual({
      code: 'UNKNOWN',
      message: 'Invalid parameters: the message is a Solana transaction; sign it with solana_signTransaction',
    });
    expect((await rpc('solana_signMessage', [{ message: 'not base58 0OIl', pubkey: wallet }])).payload.message).toMatch(/^Invalid parameters: solana_signMessage takes \[\{ message, pubkey \}\] \(message: the message must be base58\)/);
    expect(ui.screens.length).toBe(shown);
  });

  it('solana_signAndSendTransaction: the screen shows receiver, amount in SOL and the fee; the kit sends what the frame signed and it lands on the SVM', async () => {
    const before = balance(bob);
    const unsigned = await transfer(bob, 10_000_000n);
    ui.script.push({ kind: 'approve' });
    const reply = await rpc('solana_signAndSendTransaction', [{ transaction: toBase64(unsigned), options: { preflightCommitment: 'confirmed', maxRetries: 2 } }]);
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    expect(approveScreen().details).toEqual({
      method: 'solana_signAndSendTransaction',
      wallet,
      transactions: [{ feePayer: wallet, fee: '5000', transfers: [{ kind: 'sol', from: wallet, to: bob, amount: '10000000' }], other: [], lookupAccounts: 0 }],
    });
    const signature = await sendSignedSolanaTransaction({ rpcUrl: svm.url, transaction: fromBase64(reply.payload.transaction), options: { preflightCommitment: 'confirmed' } });
    expect(signature).toBe(reply.payload.signature);
    expect(balance(bob)).toBe(before + 10_000_000n);
  });

  it('solana_signTransaction of a token transfer: the screen names the receiver, the amount and the mint; the signed transaction lands', async () => {
    const mint = await svm.createMint({ decimals: 6 });
    await svm.mintTo({ mint, owner: wallet, amount: 5_000_000n });
    const unsigned = await buildSolanaTransfer({ rpcUrl: svm.url, from: wallet, request: { to: carol, value: 1_500_000n, token: { mint, decimals: 6 } } });
    ui.script.push({ kind: 'approve' });
    const reply = await rpc('solana_signTransaction', [{ transaction: toBase64(unsigned) }]);
    const [shown] = approveScreen().details.method === 'solana_signTransaction' ? (approveScreen().details as { transactions: any[] }).transactions : [];
    expect(shown.transfers).toEqual([{ kind: 'token', from: wallet, to: carol, toTokenAccount: expect.any(String), mint, amount: '1500000', decimals: 6 }]);
    expect(shown.other).toEqual([{ program: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', name: `Create the receiver's token account (paid by ${wallet})` }]);
    const signed = parseTransaction(fromBase64(reply.payload.transaction));
    expect(encodeBase58(signed.signatures[0]!)).toBe(reply.payload.signature);
    expect(ed25519.verify(signed.signatures[0]!, signed.messageBytes, decodeBase58(wallet))).toBe(true);
    await sendSignedSolanaTransaction({ rpcUrl: svm.url, transaction: fromBase64(reply.payload.transaction) });
    expect(svm.tokenBalance(carol, mint)).toBe(1_500_000n);

    // Carol's token account exists now: the transfer names only it, and the receiver the app names is shown
    // when the derivation proves that account is Carol's (a wrong name is not).
    const again = toBase64(await buildSolanaTransfer({ rpcUrl: svm.url, from: wallet, request: { to: carol, value: 1n, token: { mint, decimals: 6 } } }));
    ui.script.push({ kind: 'reject' }, { kind: 'reject' });
    await rpc('solana_signAndSendTransaction', [{ transaction: again, receivers: [bob, carol] }]);
    const named = (approveScreen().details as { transactions: any[] }).transactions[0].transfers[0];
    expect(named).toMatchObject({ to: carol, mint, toTokenAccount: expect.not.stringMatching(carol) });
    await rpc('solana_signAndSendTransaction', [{ transaction: again, receivers: [bob] }]);
    const unnamed = (approveScreen().details as { transactions: any[] }).transactions[0].transfers[0];
    expect(unnamed.to).toBe(unnamed.toTokenAccount);
    expect(unnamed.to).not.toBe(carol);
  });

  it('solana_signAllTransactions: one approval for every transaction, each signed in this wallet\'s slot', async () => {
    const unsigned = [await transfer(bob, 1_000n), await transfer(carol, 2_000n)];
    ui.script.push({ kind: 'approve' });
    const reply = await rpc('solana_signAllTransactions', [{ transactions: unsigned.map(toBase64) }]);
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    expect((approveScreen().details as { transactions: any[] }).transactions.map((tx) => tx.transfers[0].to)).toEqual([bob, carol]);
    for (const text of reply.payload.transactions) {
      const signed = parseTransaction(fromBase64(text));
      expect(ed25519.verify(signed.signatures[0]!, signed.messageBytes, decodeBase58(wallet))).toBe(true);
    }
  });

  it('refuses a transaction that does not ask this wallet to sign, and one that is not a transaction, before any approval', async () => {
    const shown = ui.screens.length;
    const foreign = await buildSolanaTransfer({ rpcUrl: svm.url, from: bob, request: { to: carol, value: 1n } });
    expect((await rpc('solana_signTransaction', [{ transaction: toBase64(foreign) }])).payload).toEqual({ code: 'UNKNOWN', message: 'Invalid parameters: the transaction does not ask this wallet to sign' });
    expect((await rpc('solana_signTransaction', [{ transaction: toBase64(new Uint8Array([1, 2, 3, 4])) }])).payload.message).toMatch(/^Invalid parameters: the transaction is not a Solana transaction/);
    expect(ui.screens.length).toBe(shown);
  });

  it("Unknown methods are rejected: unknown Solana methods answer 'Requested RPC call is not allowed'", async () => {
    for (const method of ['solana_signIn', 'solana_signAndSendAllTransactions', 'solana_exportKey']) {
      expect((await rpc(method, [{}])).payload).toEqual({ code: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' });
    }
  });

  it('Default rejected methods are listed per chain type (EVM, Solana, Bitcoin): each is refused, and a method only runs on a chain of its own type', async () => {
    const chains = { eip155: 31337, solana: DEVNET, bip122: 'bip122:000000000019d6689c085ae165831e93' } as const;
    for (const [type, methods] of Object.entries(DEFAULT_REJECTED_RPC_METHODS) as [keyof typeof chains, readonly string[]][]) {
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) expect((await rpc(method, [], chains[type])).payload, method).toMatchObject({ code: 'RPC_NOT_ALLOWED' });
    }
    const shown = ui.screens.length;
    const message = encodeBase58(new TextEncoder().encode('hi'));
    expect((await rpc('solana_signMessage', [{ message, pubkey: wallet }], 31337)).payload).toMatchObject({ code: 'RPC_NOT_ALLOWED' });
    expect((await rpc('personal_sign', ['0x6869', evmAddress], DEVNET)).payload).toMatchObject({ code: 'RPC_NOT_ALLOWED' });
    expect((await rpc('solana_signMessage', [{ message, pubkey: wallet }], chains.bip122)).payload).toMatchObject({ code: 'RPC_NOT_ALLOWED' });
    expect(ui.screens.length).toBe(shown);
  });
});
