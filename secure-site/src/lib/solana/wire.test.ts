// The secure site's reading of Solana transactions, checked against transactions @solana/kit (an independent
// encoder) builds: legacy and v0 with lookup tables, the signer slot, the fee, and what the screen names.
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, getTransferCheckedInstruction, getTransferInstruction } from '@solana-program/token';
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
} from '@solana/kit';
import { decodeBase58, encodeBase58 } from '@wallet-modal/schema/embedded';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeSolanaMessage } from './describe.js';
import { associatedTokenAddress } from './ata.js';
import { COMPUTE_BUDGET_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs.js';
import { isSolanaMessage, parseTransaction, signerIndex, withSignature } from './wire.js';

const key = (fill: number) => encodeBase58(new Uint8Array(32).fill(fill)) as Address;
const payer = createNoopSigner(key(1));
const bob = key(2);
const blockhash = { blockhash: key(9) as string as Blockhash, lastValidBlockHeight: 100n };

function build(instructions: Instruction[], version: 'legacy' | 0 = 'legacy', feePayer: Address = payer.address): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

/** ComputeBudget's SetComputeUnitLimit (2, u32) and SetComputeUnitPrice (3, u64 micro-lamports). */
function budget(limit: number, microLamports: bigint): Instruction[] {
  const limitData = new Uint8Array(5);
  limitData[0] = 2;
  new DataView(limitData.buffer).setUint32(1, limit, true);
  const priceData = new Uint8Array(9);
  priceData[0] = 3;
  new DataView(priceData.buffer).setBigUint64(1, microLamports, true);
  const program = address(COMPUTE_BUDGET_PROGRAM);
  return [{ programAddress: program, data: limitData }, { programAddress: program, data: priceData }];
}

describe('reading Solana transactions in the secure site', () => {
  it('a SOL transfer: the fee payer, 5000 lamports a signature, the receiver and the lamports; the wallet signs in its slot', () => {
    const bytes = build([getTransferSolInstruction({ source: payer, destination: bob, amount: 123_456n })]);
    const tx = parseTransaction(bytes);
    expect(tx.message.version).toBe('legacy');
    expect(describeSolanaMessage(tx.message)).toEqual({ feePayer: payer.address, fee: '5000', transfers: [{ kind: 'sol', from: payer.address, to: bob, amount: '123456' }], other: [], lookupAccounts: 0 });
    expect(signerIndex(tx.message, decodeBase58(payer.address))).toBe(0);
    expect(signerIndex(tx.message, decodeBase58(bob))).toBeUndefined();
    const signature = new Uint8Array(64).fill(7);
    const signed = withSignature(tx, decodeBase58(payer.address), signature)!;
    expect(signed.length).toBe(bytes.length);
    expect(parseTransaction(signed).signatures[0]).toEqual(signature);
    expect(parseTransaction(signed).messageBytes).toEqual(tx.messageBytes);
    expect(withSignature(tx, decodeBase58(bob), signature)).toBeUndefined();
  });

  it('the priority fee counts: compute-unit limit × price (micro-lamports), rounded up', () => {
    const tx = parseTransaction(build([...budget(300_000, 1_000_001n), getTransferSolInstruction({ source: payer, destination: bob, amount: 1n })]));
    // 300,000 × 1,000,001 / 10^6 = 300,000.3 → 300,001, plus the signature's 5,000.
    expect(describeSolanaMessage(tx.message).fee).toBe('305001');
    expect(describeSolanaMessage(tx.message).other).toEqual([]);
  });

  it('token transfers: transferChecked names mint and decimals; plain transfer names only the token account', () => {
    const mint = key(3);
    const source = key(4);
    const destination = key(5);
    const tx = parseTransaction(
      build([
        getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount: 2_500n, decimals: 3 }),
        getTransferInstruction({ source, destination, authority: payer, amount: 7n }),
      ]),
    );
    expect(describeSolanaMessage(tx.message).transfers).toEqual([
      { kind: 'token', from: payer.address, to: destination, toTokenAccount: destination, mint, amount: '2500', decimals: 3 },
      { kind: 'token', from: payer.address, to: destination, toTokenAccount: destination, amount: '7' },
    ]);
  });

  it("a token transfer's receiver is the wallet the app names only when the token account is provably its associated token account", async () => {
    const mint = key(3);
    const source = key(4);
    for (const tokenProgram of [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]) {
      const [destination] = await findAssociatedTokenPda({ owner: bob, mint, tokenProgram: address(tokenProgram) });
      expect(associatedTokenAddress(bob, mint, tokenProgram)).toBe(destination);
      const tx = parseTransaction(build([getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount: 1n, decimals: 0 }, { programAddress: address(tokenProgram) })]));
      expect(describeSolanaMessage(tx.message, [key(20), bob]).transfers[0]).toMatchObject({ to: bob, toTokenAccount: destination, mint });
      // A wrong name is not shown: the screen says the token account instead.
      expect(describeSolanaMessage(tx.message, [key(20)]).transfers[0]).toMatchObject({ to: destination, toTokenAccount: destination });
    }
  });

  it('an instruction of another program is listed by its program; accounts from lookup tables are counted (v0)', () => {
    const program = key(6);
    const table = key(7);
    const fromTable = key(8);
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(payer.address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions([{ programAddress: program, accounts: [{ address: fromTable, role: AccountRole.WRITABLE }], data: new Uint8Array([1, 2]) }], m),
    );
    const compressed = compressTransactionMessageUsingAddressLookupTables(message, { [table]: [fromTable] });
    const tx = parseTransaction(new Uint8Array(getTransactionEncoder().encode(compileTransaction(compressed))));
    expect(tx.message.version).toBe(0);
    expect(tx.message.lookups).toHaveLength(1);
    expect(describeSolanaMessage(tx.message)).toMatchObject({ transfers: [], other: [{ program }], lookupAccounts: 1 });
  });

  it('refuses malformed bytes: truncated, trailing bytes, a wrong signature count, an unknown version', () => {
    const bytes = build([getTransferSolInstruction({ source: payer, destination: bob, amount: 1n })]);
    expect(() => parseTransaction(bytes.slice(0, -1))).toThrow(/ends too early/);
    expect(() => parseTransaction(new Uint8Array([...bytes, 0]))).toThrow(/left after the message/);
    const noSignatures = new Uint8Array([0, ...bytes.slice(65)]);
    expect(() => parseTransaction(noSignatures)).toThrow(/signature count/);
    const v1 = bytes.slice();
    v1[65] = 0x81;
    expect(() => parseTransaction(v1)).toThrow(/version 1/);
  });

  it('a message that reads as a transaction message is recognised (so signMessage never signs one)', () => {
    const tx = parseTransaction(build([getTransferSolInstruction({ source: payer, destination: bob, amount: 1n })]));
    expect(isSolanaMessage(tx.messageBytes)).toBe(true);
    expect(isSolanaMessage(new TextEncoder().encode('Hello from create-wallet-modal'))).toBe(false);
  });

  it('arbitrary bytes never crash the reader: it parses or throws its own error', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1300 }), (bytes) => {
        try {
          parseTransaction(bytes);
        } catch (error) {
          expect((error as Error).name).toBe('MalformedTransactionError');
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
