// Solana's error shapes for the local SVM: litesvm's transaction errors as the JSON the real RPC
// returns (`"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`) and their texts.

/** A JSON-RPC error the shim answers with (code, message and optional data, as Solana's RPC sends them). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** -32602 with what is wrong with the parameters. */
export function invalidParams(detail: string): RpcError {
  return new RpcError(-32602, `Invalid params: ${detail}`);
}

/** A transaction error as Solana's JSON: a name, or an object naming the variant. */
export type TransactionErrorJson = string | Record<string, unknown>;

// The order of litesvm's TransactionErrorFieldless and InstructionErrorFieldless enums (const enums,
// so their names exist only in the type declarations).
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks', 'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded',
  'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const;

type LiteSvmInstructionError = number | { code: number } | { msg: string };
type LiteSvmTransactionError =
  | number
  | { index: number; err?: () => LiteSvmInstructionError }
  | { accountIndex: number; constructor: { name: string } };

function instructionErrorJson(error: LiteSvmInstructionError): TransactionErrorJson {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? `InstructionError${error}`;
  if ('code' in error) return { Custom: error.code };
  return { BorshIoError: error.msg };
}

/** litesvm's `FailedTransactionMetadata.err()` as the JSON Solana's RPC uses for `err`. */
export function transactionErrorJson(error: unknown): TransactionErrorJson {
  const value = error as LiteSvmTransactionError;
  if (typeof value === 'number') return TRANSACTION_ERRORS[value] ?? `TransactionError${value}`;
  if ('index' in value) {
    return value.err ? { InstructionError: [value.index, instructionErrorJson(value.err())] } : { DuplicateInstruction: value.index };
  }
  const name = value.constructor.name.replace(/^TransactionError/, '');
  return { [name]: { account_index: value.accountIndex } };
}

const TRANSACTION_TEXTS: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
};

const INSTRUCTION_TEXTS: Record<string, string> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
};

const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The text Solana prints for a transaction error, e.g. 'Error processing Instruction 0: custom program error: 0x1'. */
export function transactionErrorText(error: TransactionErrorJson): string {
  if (typeof error === 'string') return TRANSACTION_TEXTS[error] ?? words(error);
  const [[name, detail]] = Object.entries(error) as [[string, unknown]];
  if (name === 'InstructionError') {
    const [index, inner] = detail as [number, TransactionErrorJson];
    const text =
      typeof inner === 'string'
        ? (INSTRUCTION_TEXTS[inner] ?? words(inner))
        : 'Custom' in inner
          ? `custom program error: 0x${Number(inner.Custom).toString(16)}`
          : `Borsh IO error: ${String(inner.BorshIoError)}`;
    return `Error processing Instruction ${index}: ${text}`;
  }
  if (name === 'InsufficientFundsForRent') {
    return `Transaction results in an account (${(detail as { account_index: number }).account_index}) with insufficient funds for rent`;
  }
  return `${words(name)}: ${JSON.stringify(detail)}`;
}

/** Errors after which the transaction is on the chain (fee charged, status recorded), not dropped. */
export function landsDespite(error: TransactionErrorJson): boolean {
  return typeof error === 'object' && ['InstructionError', 'DuplicateInstruction', 'InsufficientFundsForRent', 'ProgramExecutionTemporarilyRestricted'].some((name) => name in error);
}
