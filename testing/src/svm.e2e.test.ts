// The local SVM driven over HTTP by @solana/kit's RPC client, as wallets, the kit and our server use it:
// SOL and SPL (Token and Token-2022) transfers land and move balances; bad requests get JSON-RPC errors.
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionEncoder,
  isSolanaError,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SOLANA_ACCOUNTS } from './accounts';
import { startSvm, type Svm } from './svm';

const SOL = 10n ** 9n;
let solana: Svm;
let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnet>>>;

beforeAll(async () => {
  solana = await startSvm();
  rpc = createSolanaRpc(devnet(solana.url));
});
afterAll(() => solana?.close());

/** JSON-RPC over fetch, for what the typed client will not send. */
async function raw(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(solana.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { response, json: (await response.json()) as any };
}

/** Builds and signs a v0 transaction paid by `payer` with the SVM's latest blockhash. */
async function signed(payer: KeyPairSigner, instructions: Instruction[], blockhash?: Awaited<ReturnType<typeof latest>>) {
  const lifetime = blockhash ?? (await latest());
  return signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  );
}
const latest = async () => (await rpc.getLatestBlockhash().send()).value;

/** Sends over HTTP and polls getSignatureStatuses until the transaction is finalized. */
async function sendAndConfirm(transaction: Awaited<ReturnType<typeof signed>>) {
  const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send();
  expect(signature).toBe(getSignatureFromTransaction(transaction));
  for (let attempt = 0; attempt < 50; attempt++) {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value;
    if (status?.confirmationStatus === 'finalized') return { signature, status };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${signature} did not land`);
}

describe('dev Solana accounts', () => {
  it('each fixed seed derives its listed base58 address', async () => {
    for (const account of DEV_SOLANA_ACCOUNTS) {
      const signer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(Buffer.from(account.seed, 'hex')));
      expect(signer.address).toBe(account.address);
    }
  });
});

describe('local SVM over JSON-RPC', () => {
  it('answers the cluster facts clients start with (genesis hash of devnet, version, health, slot below block height)', async () => {
    expect(await rpc.getGenesisHash().send()).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG');
    expect(await rpc.getHealth().send()).toBe('ok');
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    const [slot, height, epoch] = await Promise.all([rpc.getSlot().send(), rpc.getBlockHeight().send(), rpc.getEpochInfo().send()]);
    expect(height).toBeLessThan(slot);
    expect(epoch.absoluteSlot).toBe(slot);
    const { blockhash, lastValidBlockHeight } = await latest();
    expect(lastValidBlockHeight).toBe(height + 150n);
    expect((await rpc.isBlockhashValid(blockhash).send()).value).toBe(true);
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n);
  });

  it('fund and requestAirdrop credit an account; a SOL transfer signed by a KeyPairSigner lands and moves balances', async () => {
    const sender = await generateKeyPairSigner();
    const receiver = await generateKeyPairSigner();
    solana.fund(sender.address, 2n * SOL);
    const airdrop = await rpc.requestAirdrop(sender.address, SOL as never).send();
    expect((await rpc.getSignatureStatuses([airdrop]).send()).value[0]?.confirmationStatus).toBe('finalized');
    expect((await rpc.getBalance(sender.address).send()).value).toBe(3n * SOL);

    const slotBefore = await rpc.getSlot().send();
    const transaction = await signed(sender, [getTransferSolInstruction({ source: sender, destination: receiver.address, amount: SOL / 2n })]);
    const { signature, status } = await sendAndConfirm(transaction);
    expect(status.err).toBeNull();
    expect(status.slot).toBeGreaterThan(slotBefore - 1n);
    expect(await rpc.getSlot().send()).toBeGreaterThan(slotBefore);
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(SOL / 2n);
    expect((await rpc.getBalance(sender.address).send()).value).toBe(3n * SOL - SOL / 2n - 5000n);
    expect(solana.svm.getBalance(receiver.address)).toBe(SOL / 2n);

    const shown = await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' }).send();
    expect(shown?.meta?.fee).toBe(5000n);
    expect(shown?.meta?.err).toBeNull();
    expect(shown?.transaction.message.accountKeys).toEqual([sender.address, receiver.address, '11111111111111111111111111111111']);
    expect(shown?.meta?.postBalances[1]).toBe(SOL / 2n);
  });

  it('a blockhash fetched before other transactions landed is still accepted (150-block window)', async () => {
    const payer = await generateKeyPairSigner();
    solana.fund(payer.address, SOL);
    const early = await latest();
    solana.fund((await generateKeyPairSigner()).address, SOL);
    const transaction = await signed(payer, [getTransferSolInstruction({ source: payer, destination: (await generateKeyPairSigner()).address, amount: SOL / 10n })], early);
    expect((await sendAndConfirm(transaction)).status.err).toBeNull();
  });

  it('a failing send is refused by preflight with -32002 "Transaction simulation failed: …" and the logs; nothing lands', async () => {
    const payer = await generateKeyPairSigner();
    solana.fund(payer.address, SOL);
    const transaction = await signed(payer, [getTransferSolInstruction({ source: payer, destination: (await generateKeyPairSigner()).address, amount: 5n * SOL })]);
    const wire = getBase64EncodedWireTransaction(transaction);
    const { json } = await raw(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [wire, { encoding: 'base64' }] }));
    expect(json.error.code).toBe(-32002);
    expect(json.error.message).toBe('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1');
    expect(json.error.data.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(json.error.data.logs.join('\n')).toContain('insufficient lamports');
    expect((await rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send()).value[0]).toBeNull();
    expect((await rpc.getBalance(payer.address).send()).value).toBe(SOL);
  });

  it('an expired blockhash is refused with "Blockhash not found", by preflight and by simulateTransaction', async () => {
    const payer = await generateKeyPairSigner();
    solana.fund(payer.address, SOL);
    const stale = await latest();
    solana.expireBlockhash();
    expect((await rpc.isBlockhashValid(stale.blockhash).send()).value).toBe(false);
    expect(await rpc.getBlockHeight().send()).toBeGreaterThan(stale.lastValidBlockHeight);
    const transaction = await signed(payer, [getTransferSolInstruction({ source: payer, destination: payer.address, amount: 1n })], stale);
    const wire = getBase64EncodedWireTransaction(transaction);
    const refused = await raw(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [wire, { encoding: 'base64' }] }));
    expect(refused.json.error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: Blockhash not found', data: { err: 'BlockhashNotFound' } });
    // @solana/kit reads the data: its preflight error carries the blockhash-not-found transaction error as its cause.
    const error = await rpc.sendTransaction(wire, { encoding: 'base64' }).send().catch((caught: unknown) => caught);
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true);
    expect(isSolanaError((error as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(true);
    const simulation = await rpc.simulateTransaction(wire, { encoding: 'base64' }).send();
    expect(simulation.value.err).toBe('BlockhashNotFound');
    // skipPreflight: Solana hands back the signature of a transaction that never lands.
    const signature = await rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true, maxRetries: 0n }).send();
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]).toBeNull();
    expect((await rpc.getBalance(payer.address).send()).value).toBe(SOL);
  });

  it('sendTransaction takes base58 too, and a second send of the same transaction is refused (nothing sent twice)', async () => {
    const payer = await generateKeyPairSigner();
    solana.fund(payer.address, SOL);
    const transaction = await signed(payer, [getTransferSolInstruction({ source: payer, destination: (await generateKeyPairSigner()).address, amount: SOL / 4n })]);
    const base58 = getBase58Decoder().decode(getTransactionEncoder().encode(transaction));
    const first = await raw(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base58, { preflightCommitment: 'confirmed', minContextSlot: 0 }] }));
    expect(first.json.result).toBe(getSignatureFromTransaction(transaction));
    const again = await raw(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'sendTransaction', params: [base58] }));
    expect(again.json.error.code).toBe(-32002);
    expect((await rpc.getBalance(payer.address).send()).value).toBe(SOL - SOL / 4n - 5000n);
  });

  for (const program of ['token', 'token-2022'] as const) {
    it(`SPL ${program}: mint, transfer to a receiver whose associated token account the transfer creates, balances by owner`, async () => {
      const sender = await generateKeyPairSigner();
      const receiver = await generateKeyPairSigner();
      solana.fund(sender.address, SOL);
      const mint = address(await solana.createMint({ decimals: 6, program }));
      const senderAta = address(await solana.mintTo({ mint, owner: sender.address, amount: 5_000_000n }));
      expect(solana.tokenBalance(sender.address, mint)).toBe(5_000_000n);
      const mintInfo = await rpc.getAccountInfo(mint, { encoding: 'jsonParsed' }).send();
      const tokenProgram = mintInfo.value!.owner;
      expect(tokenProgram).toBe(program === 'token' ? 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' : 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
      expect(mintInfo.value!.data).toMatchObject({ program: program === 'token' ? 'spl-token' : 'spl-token-2022', parsed: { type: 'mint', info: { decimals: 6, supply: '5000000' } } });

      const [receiverAta] = await findAssociatedTokenPda({ owner: receiver.address, mint, tokenProgram });
      const transaction = await signed(sender, [
        getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: receiverAta, owner: receiver.address, mint, tokenProgram }),
        getTransferCheckedInstruction(
          { source: senderAta, mint, destination: receiverAta, authority: sender, amount: 1_250_000n, decimals: 6 },
          { programAddress: tokenProgram },
        ),
      ]);
      const { signature } = await sendAndConfirm(transaction);
      expect(solana.tokenBalance(receiver.address, mint)).toBe(1_250_000n);
      expect((await rpc.getTokenAccountBalance(receiverAta).send()).value).toMatchObject({ amount: '1250000', decimals: 6, uiAmountString: '1.25' });

      const parsed = await rpc.getTokenAccountsByOwner(receiver.address, { programId: tokenProgram }, { encoding: 'jsonParsed' }).send();
      expect(parsed.value).toHaveLength(1);
      expect(parsed.value[0]!.pubkey).toBe(receiverAta);
      expect(parsed.value[0]!.account.data.parsed.info).toMatchObject({ mint, owner: receiver.address, state: 'initialized', tokenAmount: { amount: '1250000', decimals: 6, uiAmountString: '1.25' } });
      const byMint = await rpc.getTokenAccountsByOwner(sender.address, { mint }, { encoding: 'base64' }).send();
      expect(byMint.value.map((entry) => entry.pubkey)).toEqual([senderAta]);
      expect(byMint.value[0]!.account.data[1]).toBe('base64');

      const shown = await rpc.getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'jsonParsed' }).send();
      const post = shown!.meta!.postTokenBalances!.find((balance) => balance.owner === receiver.address);
      expect(post).toMatchObject({ mint, programId: tokenProgram, uiTokenAmount: { amount: '1250000' } });
    });
  }

  it('getMultipleAccounts, getFeeForMessage and getRecentPrioritizationFees answer in Solana shapes', async () => {
    const owner = DEV_SOLANA_ACCOUNTS[1]!.address;
    solana.fund(owner, SOL);
    const missing = (await generateKeyPairSigner()).address;
    const accounts = await rpc.getMultipleAccounts([address(owner), missing], { encoding: 'base64' }).send();
    expect(accounts.value[0]).toMatchObject({ lamports: SOL, owner: '11111111111111111111111111111111', data: ['', 'base64'] });
    expect(accounts.value[1]).toBeNull();
    const transaction = await signed(await generateKeyPairSigner(), []);
    const message = Buffer.from(transaction.messageBytes).toString('base64');
    expect((await rpc.getFeeForMessage(message as never).send()).value).toBe(5000n);
    expect((await rpc.getRecentPrioritizationFees().send()).length).toBeGreaterThan(0);
  });

  it('JSON-RPC errors: parse error -32700, malformed request -32600, bad params -32602, unknown method -32601; batches answer each call', async () => {
    expect((await raw('{not json')).json.error.code).toBe(-32700);
    expect((await raw(JSON.stringify({ id: 1, method: 'getSlot' }))).json.error).toMatchObject({ code: -32600, message: expect.stringContaining('jsonrpc') });
    expect((await raw('[]')).json.error.code).toBe(-32600);
    const badAddress = await raw(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getBalance', params: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }));
    expect(badAddress.json).toMatchObject({ id: 7, error: { code: -32602, message: expect.stringContaining('base58 public key') } });
    const unknown = await raw(JSON.stringify({ jsonrpc: '2.0', id: 'x', method: 'getBananas', params: [] }));
    expect(unknown.json).toMatchObject({ id: 'x', error: { code: -32601 } });
    const batch = await raw(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'getHealth' }, { jsonrpc: '2.0', id: 2, method: 'nope' }, 5]));
    expect(batch.json).toMatchObject([{ id: 1, result: 'ok' }, { id: 2, error: { code: -32601 } }, { id: null, error: { code: -32600 } }]);
    await expect(rpc.getBalance('not-an-address' as never).send()).rejects.toThrow(/base58 public key/);
  });

  it('a page on another loopback port may call it (CORS preflight and headers)', async () => {
    const preflight = await fetch(solana.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,solana-client' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('solana-client');
    const { response } = await raw(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }), { origin: 'http://127.0.0.1:5173' });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });
});
