// The three Bitcoin signed-message formats told apart by their bytes: legacy (BIP-137: 65 bytes, a
// header byte 27-42), BIP-322 simple (a serialized witness stack) and BIP-322 full (a whole to_sign
// transaction). A full signature of the default to_sign shape is reduced to its witness, which is what
// bip322-js verifies; other to_sign shapes (proofs of funds, time locks) are reported unsupported.
import { BIP137, BIP322, Witness } from 'bip322-js';

export type SignatureFormat =
  | { format: 'legacy'; base64: string }
  | { format: 'simple'; base64: string }
  /** `spends`: the to_spend txid (display order, hex) its one input spends. */
  | { format: 'full'; base64: string; spends: string };

/** Bytes that are no signature of a known format; `message` says what is wrong. */
export class SignatureFormatError extends Error {
  override name = 'SignatureFormatError';
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * @example
 * signatureFormat('AkcwRAIg…'); // { format: 'simple', base64: 'AkcwRAIg…' }
 */
export function signatureFormat(signature: string): SignatureFormat {
  if (!BASE64.test(signature)) throw new SignatureFormatError('a Bitcoin signature is base64 text');
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length === 65 && BIP137.isBIP137Signature(signature)) return { format: 'legacy', base64: signature };
  const reader = new ByteReader(bytes);
  if (bytes.length > 6 && bytes.readUInt32LE(0) === 0 && bytes[4] === 0 && bytes[5] === 1) return fullSignature(reader);
  const unknown = new SignatureFormatError('not a BIP-322 signature (simple or full) nor a legacy one');
  let stack: Buffer[];
  try {
    stack = reader.witnessStack();
  } catch {
    throw unknown;
  }
  if (stack.length === 0 || !reader.done()) throw unknown;
  return { format: 'simple', base64: signature };
}

/** The to_spend transaction id of BIP-322 for `message` signed by the owner of `scriptPubKey`. */
export function toSpendId(message: string, scriptPubKey: Buffer): string {
  return BIP322.buildToSpendTx(message, scriptPubKey).getId();
}

/** A to_sign transaction: version 0, one input (to_spend:0, sequence 0), one OP_RETURN output of 0, lock time 0. */
function fullSignature(reader: ByteReader): SignatureFormat {
  const unsupported = (what: string) =>
    new SignatureFormatError(`a BIP-322 full signature whose to_sign transaction ${what} cannot be checked here (only the default to_sign shape is)`);
  reader.skip(6); // version 0, segwit marker and flag
  if (reader.varint() !== 1) throw unsupported('has more than one input');
  const spends = Buffer.from(reader.bytes(32)).reverse().toString('hex');
  const vout = reader.uint32();
  const scriptSig = reader.bytes(reader.varint());
  const sequence = reader.uint32();
  if (vout !== 0 || scriptSig.length !== 0 || sequence !== 0) throw unsupported('spends its input differently');
  if (reader.varint() !== 1) throw unsupported('has more than one output');
  const value = reader.bytes(8);
  const script = reader.bytes(reader.varint());
  if (value.some((byte) => byte !== 0) || script.length !== 1 || script[0] !== 0x6a) throw unsupported('pays something other than OP_RETURN');
  const witness = reader.witnessStack();
  if (reader.uint32() !== 0 || !reader.done()) throw unsupported('has a lock time or trailing bytes');
  if (witness.length === 0) throw new SignatureFormatError('the BIP-322 full signature has no witness');
  return { format: 'full', base64: Witness.serialize(witness), spends };
}

/** Reads Bitcoin's serialization; any read past the end is a format error. */
class ByteReader {
  private offset = 0;
  constructor(private readonly buffer: Buffer) {}

  bytes(length: number): Buffer {
    if (length < 0 || this.offset + length > this.buffer.length) throw new SignatureFormatError('the BIP-322 full signature ends too early');
    const slice = this.buffer.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  skip(length: number): void {
    this.bytes(length);
  }

  uint32(): number {
    return this.bytes(4).readUInt32LE(0);
  }

  varint(): number {
    const first = this.bytes(1)[0] as number;
    if (first < 0xfd) return first;
    if (first === 0xfd) return this.bytes(2).readUInt16LE(0);
    if (first === 0xfe) return this.bytes(4).readUInt32LE(0);
    throw new SignatureFormatError('a length in the BIP-322 full signature is too large');
  }

  witnessStack(): Buffer[] {
    const count = this.varint();
    // Each item takes at least its length byte: a larger count is a lie, not a reason to allocate.
    if (count > this.buffer.length - this.offset) throw new SignatureFormatError('the BIP-322 full signature ends too early');
    return Array.from({ length: count }, () => this.bytes(this.varint()));
  }

  done(): boolean {
    return this.offset === this.buffer.length;
  }
}
