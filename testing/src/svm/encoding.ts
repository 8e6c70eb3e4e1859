// Accounts as Solana's RPC returns them: data in base58, base64 or jsonParsed (SPL Token and
// Token-2022 mints and token accounts, as the real RPC's account decoder shows them).
import { address, getBase58Decoder, getBase64Decoder, type Address, type EncodedAccount, type ReadonlyUint8Array } from '@solana/kit';
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import type { LiteSVM } from 'litesvm';
import { RpcError } from './errors';

export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
export const TOKEN_PROGRAMS = { 'spl-token': TOKEN_PROGRAM_ADDRESS, 'spl-token-2022': TOKEN_2022_PROGRAM_ADDRESS } as const;
const MINT_SIZE = 82;
const ACCOUNT_SIZE = 165;
/** Rent-exempt accounts report u64::MAX as their rent epoch on today's clusters. */
const RENT_EPOCH = 18446744073709551615n;

export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed';
export type DataSlice = { offset: number; length: number };

/** 'spl-token' or 'spl-token-2022' for an account owned by one of them. */
export function tokenProgramName(program: Address): keyof typeof TOKEN_PROGRAMS | undefined {
  if (program === TOKEN_PROGRAM_ADDRESS) return 'spl-token';
  if (program === TOKEN_2022_PROGRAM_ADDRESS) return 'spl-token-2022';
  return undefined;
}

/** { amount, decimals, uiAmount, uiAmountString } as in getTokenAccountBalance and jsonParsed token accounts. */
export function tokenAmount(amount: bigint, decimals: number) {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

// spl-token-2022's ExtensionType numbering; the parsed form names each extension (its state is not decoded).
const EXTENSIONS = [
  'uninitialized', 'transferFeeConfig', 'transferFeeAmount', 'mintCloseAuthority', 'confidentialTransferMint',
  'confidentialTransferAccount', 'defaultAccountState', 'immutableOwner', 'memoTransfer', 'nonTransferable',
  'interestBearingConfig', 'cpiGuard', 'permanentDelegate', 'nonTransferableAccount', 'transferHook', 'transferHookAccount',
  'confidentialTransferFeeConfig', 'confidentialTransferFeeAmount', 'metadataPointer', 'tokenMetadata', 'groupPointer',
  'tokenGroup', 'groupMemberPointer', 'tokenGroupMember',
];

function extensionsOf(data: ReadonlyUint8Array): { extension: string }[] | undefined {
  if (data.length <= ACCOUNT_SIZE) return undefined;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const extensions: { extension: string }[] = [];
  // Base state (padded to 165 bytes), one account-type byte, then type/length/value entries.
  for (let offset = ACCOUNT_SIZE + 1; offset + 4 <= data.length; ) {
    const type = view.getUint16(offset, true);
    const length = view.getUint16(offset + 2, true);
    if (type === 0) break;
    extensions.push({ extension: EXTENSIONS[type] ?? 'unparseableExtension' });
    offset += 4 + length;
  }
  return extensions;
}

const optional = <T>(value: { __option: 'Some'; value: T } | { __option: 'None' }): T | null => (value.__option === 'Some' ? value.value : null);

/** A mint's parsed info, or undefined when `account` is not a mint of a token program. */
export function parseMint(account: EncodedAccount) {
  if (!tokenProgramName(account.programAddress) || (account.data.length !== MINT_SIZE && account.data.length <= ACCOUNT_SIZE)) return undefined;
  if (account.data.length > ACCOUNT_SIZE && account.data[ACCOUNT_SIZE] !== 1) return undefined;
  const mint = getMintDecoder().decode(account.data.subarray(0, MINT_SIZE));
  const extensions = extensionsOf(account.data);
  return {
    type: 'mint' as const,
    info: {
      decimals: mint.decimals,
      freezeAuthority: optional(mint.freezeAuthority),
      isInitialized: mint.isInitialized,
      mintAuthority: optional(mint.mintAuthority),
      supply: mint.supply.toString(),
      ...(extensions && { extensions }),
    },
  };
}

/** A token account's parsed info, or undefined when `account` is not one (or its mint is missing). */
export function parseTokenAccount(svm: LiteSVM, account: EncodedAccount) {
  if (!tokenProgramName(account.programAddress) || account.data.length < ACCOUNT_SIZE) return undefined;
  if (account.data.length > ACCOUNT_SIZE && account.data[ACCOUNT_SIZE] !== 2) return undefined;
  const token = getTokenDecoder().decode(account.data.subarray(0, ACCOUNT_SIZE));
  const mintAccount = svm.getAccount(token.mint);
  const mint = mintAccount.exists ? parseMint(mintAccount) : undefined;
  if (!mint) return undefined;
  const { decimals } = mint.info;
  const native = optional(token.isNative);
  const delegate = optional(token.delegate);
  const closeAuthority = optional(token.closeAuthority);
  const extensions = extensionsOf(account.data);
  return {
    type: 'account' as const,
    info: {
      isNative: native !== null,
      mint: token.mint,
      owner: token.owner,
      state: (['uninitialized', 'initialized', 'frozen'] as const)[token.state],
      tokenAmount: tokenAmount(token.amount, decimals),
      ...(delegate && { delegate, delegatedAmount: tokenAmount(token.delegatedAmount, decimals) }),
      ...(native !== null && { rentExemptReserve: tokenAmount(native, decimals) }),
      ...(closeAuthority && { closeAuthority }),
      ...(extensions && { extensions }),
    },
  };
}

/** Base58 is refused past this size, as Solana's RPC does. */
const BASE58_LIMIT = 128;

/**
 * An account as getAccountInfo returns it in `value`. jsonParsed falls back to base64 for data no
 * parser knows, as the real RPC does.
 */
export function encodeAccount(svm: LiteSVM, account: EncodedAccount, encoding: AccountEncoding, dataSlice?: DataSlice) {
  const base = { executable: account.executable, lamports: account.lamports, owner: account.programAddress, rentEpoch: RENT_EPOCH, space: account.data.length };
  if (encoding === 'jsonParsed') {
    const program = tokenProgramName(account.programAddress);
    const parsed = program && (parseMint(account) ?? parseTokenAccount(svm, account));
    if (parsed) return { ...base, data: { parsed, program, space: account.data.length } };
    return encodeAccount(svm, account, 'base64', dataSlice);
  }
  const data = dataSlice ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length) : account.data;
  if (encoding === 'base64+zstd') throw new RpcError(-32602, 'Invalid params: base64+zstd is not served by the local SVM; use base64');
  if (encoding === 'base58') {
    if (data.length > BASE58_LIMIT) {
      throw new RpcError(-32600, `Encoded binary (base 58) data should be less than ${BASE58_LIMIT} bytes, please use Base64 encoding.`);
    }
    return { ...base, data: [getBase58Decoder().decode(data), 'base58'] };
  }
  return { ...base, data: [getBase64Decoder().decode(data), 'base64'] };
}
