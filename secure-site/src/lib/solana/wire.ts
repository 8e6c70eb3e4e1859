// Solana's wire format, read and written inside the secure origin without a Solana SDK: a transaction is
// its signatures (compact-u16 count, 64 bytes each) followed by the message they sign. A message is legacy
// or v0 (first byte 0x80 | version): header, account keys, recent blockhash, instructions and, for v0,
// address-table lookups. Anything malformed or with bytes left over is refused.

export const SIGNATURE_BYTES = 64;
export const KEY_BYTES = 32;

export interface CompiledInstruction {
  programIdIndex: number;
  /** Indices into the message's accounts (static keys, then lookup-table writable, then readonly). */
  accounts: number[];
  data: Uint8Array;
}

export interface AddressTableLookup {
  table: Uint8Array;
  writable: number[];
  readonly: number[];
}

export interface SolanaMessage {
  version: 'legacy' | 0;
  numRequiredSignatures: number;
  numReadonlySigned: number;
  numReadonlyUnsigned: number;
  staticKeys: Uint8Array[];
  recentBlockhash: Uint8Array;
  instructions: CompiledInstruction[];
  lookups: AddressTableLookup[];
}

export interface SolanaTransaction {
  signatures: Uint8Array[];
  /** The exact bytes the signatures sign. */
  messageBytes: Uint8Array;
  message: SolanaMessage;
}

export class MalformedTransactionError extends Error {
  override name = 'MalformedTransactionError';
}

class Reader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}

  byte(): number {
    if (this.offset >= this.bytes.length) throw new MalformedTransactionError('it ends too early');
    return this.bytes[this.offset++] as number;
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new MalformedTransactionError('it ends too early');
    const slice = this.bytes.slice(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  /** Solana's compact-u16 ("shortvec"): 7 bits a byte, at most 3 bytes, no redundant bytes. */
  compactU16(): number {
    let value = 0;
    for (let index = 0; index < 3; index++) {
      const byte = this.byte();
      value |= (byte & 0x7f) << (7 * index);
      if ((byte & 0x80) === 0) {
        if (index > 0 && byte === 0) throw new MalformedTransactionError('a length is not minimally encoded');
        if (value > 0xffff) throw new MalformedTransactionError('a length is too large');
        return value;
      }
    }
    throw new MalformedTransactionError('a length is too long');
  }

  list<T>(read: () => T): T[] {
    const count = this.compactU16();
    const items: T[] = [];
    for (let index = 0; index < count; index++) items.push(read());
    return items;
  }

  done(): void {
    if (this.offset !== this.bytes.length) throw new MalformedTransactionError('bytes are left after the message');
  }
}

/**
 * Reads a message (the signed part of a transaction); throws MalformedTransactionError.
 * @example
 * parseMessage(messageBytes).staticKeys[0]; // the fee payer
 */
export function parseMessage(bytes: Uint8Array): SolanaMessage {
  const reader = new Reader(bytes);
  const first = reader.byte();
  let version: SolanaMessage['version'] = 'legacy';
  let numRequiredSignatures = first;
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new MalformedTransactionError(`message version ${first & 0x7f} is not supported`);
    version = 0;
    numRequiredSignatures = reader.byte();
  }
  const numReadonlySigned = reader.byte();
  const numReadonlyUnsigned = reader.byte();
  const staticKeys = reader.list(() => reader.take(KEY_BYTES));
  const recentBlockhash = reader.take(KEY_BYTES);
  const instructions = reader.list(() => ({ programIdIndex: reader.byte(), accounts: reader.list(() => reader.byte()), data: reader.take(reader.compactU16()) }));
  const lookups = version === 0 ? reader.list(() => ({ table: reader.take(KEY_BYTES), writable: reader.list(() => reader.byte()), readonly: reader.list(() => reader.byte()) })) : [];
  reader.done();
  if (numRequiredSignatures === 0 || numRequiredSignatures > staticKeys.length) throw new MalformedTransactionError('its signer count does not match its accounts');
  if (numReadonlySigned >= numRequiredSignatures || numReadonlyUnsigned > staticKeys.length - numRequiredSignatures) throw new MalformedTransactionError('its header does not match its accounts');
  const accountCount = staticKeys.length + lookups.reduce((sum, lookup) => sum + lookup.writable.length + lookup.readonly.length, 0);
  for (const instruction of instructions) {
    // A program is always a static key; its accounts may come from a lookup table.
    if (instruction.programIdIndex >= staticKeys.length || instruction.accounts.some((index) => index >= accountCount)) {
      throw new MalformedTransactionError('an instruction names an account the message does not have');
    }
  }
  return { version, numRequiredSignatures, numReadonlySigned, numReadonlyUnsigned, staticKeys, recentBlockhash, instructions, lookups };
}

/**
 * Reads a wire transaction; throws MalformedTransactionError.
 * @example
 * const { message, signatures } = parseTransaction(bytes);
 */
export function parseTransaction(bytes: Uint8Array): SolanaTransaction {
  const reader = new Reader(bytes);
  const signatures = reader.list(() => reader.take(SIGNATURE_BYTES));
  const messageBytes = bytes.slice(reader.offset);
  const message = parseMessage(messageBytes);
  if (signatures.length !== message.numRequiredSignatures) throw new MalformedTransactionError('its signature count does not match its signers');
  return { signatures, messageBytes, message };
}

/** Whether `bytes` read as a whole Solana message: such bytes are never signed as a plain message. */
export function isSolanaMessage(bytes: Uint8Array): boolean {
  try {
    parseMessage(bytes);
    return true;
  } catch {
    return false;
  }
}

function compactU16(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) return [...out, low];
    out.push(low | 0x80);
  }
}

/**
 * The wire transaction with `signature` in the slot of the signer `publicKey`; undefined when the message
 * needs no signature of that key.
 * @example
 * const signed = withSignature(transaction, key.publicKey, key.sign(transaction.messageBytes));
 */
export function withSignature(transaction: SolanaTransaction, publicKey: Uint8Array, signature: Uint8Array): Uint8Array | undefined {
  const index = signerIndex(transaction.message, publicKey);
  if (index === undefined) return undefined;
  const signatures = transaction.signatures.map((existing, position) => (position === index ? signature : existing));
  const head = compactU16(signatures.length);
  const out = new Uint8Array(head.length + signatures.length * SIGNATURE_BYTES + transaction.messageBytes.length);
  out.set(head, 0);
  signatures.forEach((bytes, position) => out.set(bytes, head.length + position * SIGNATURE_BYTES));
  out.set(transaction.messageBytes, head.length + signatures.length * SIGNATURE_BYTES);
  return out;
}

/** The position of `publicKey` among the message's signers, if it is one. */
export function signerIndex(message: SolanaMessage, publicKey: Uint8Array): number | undefined {
  const index = message.staticKeys.slice(0, message.numRequiredSignatures).findIndex((key) => equalBytes(key, publicKey));
  return index < 0 ? undefined : index;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}
