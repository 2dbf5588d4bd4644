/**
 * litesvm reports transaction errors as native objects (numbers for the field-less variants) that
 * JSON.stringify to `{}`. These helpers give the JSON a Solana node answers with
 * (`"InsufficientFundsForFee"`, `{ "InstructionError": [0, { "Custom": 1 }] }`, ...).
 */

// Variant order of agave's TransactionError / InstructionError without fields (litesvm's enums).
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

/** A transaction error as a Solana node writes it in `err`. */
export type TransactionErrorJson = string | Record<string, unknown>;

function fieldOf(value: object, key: string): unknown {
  return (value as Record<string, unknown>)[key];
}

function instructionErrorJson(error: unknown): unknown {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? String(error);
  if (typeof error === 'object' && error !== null) {
    const code = fieldOf(error, 'code');
    if (typeof code === 'number') return { Custom: code };
  }
  return String(error);
}

/**
 * The Solana JSON form of a litesvm transaction error (`FailedTransactionMetadata.err()`).
 * @example
 * transactionErrorJson(failed.err()) // { InstructionError: [0, { Custom: 1 }] }
 */
export function transactionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? String(error);
  if (typeof error !== 'object' || error === null) return String(error);
  const kind = error.constructor.name;
  const index = fieldOf(error, 'index');
  const accountIndex = fieldOf(error, 'accountIndex');
  const inner = fieldOf(error, 'err');
  if (kind === 'TransactionErrorInstructionError' && typeof index === 'number' && typeof inner === 'function') {
    return { InstructionError: [index, instructionErrorJson((inner as () => unknown).call(error))] };
  }
  if (kind === 'TransactionErrorDuplicateInstruction' && typeof index === 'number') return { DuplicateInstruction: index };
  if (typeof accountIndex === 'number' && kind.startsWith('TransactionError')) {
    return { [kind.slice('TransactionError'.length)]: { account_index: accountIndex } };
  }
  return String(error);
}

/**
 * A one-line description of a litesvm transaction error, for JSON-RPC error messages
 * (`"Error processing Instruction 0: custom program error: 0x1"` style).
 * @example
 * describeTransactionError({ InstructionError: [0, { Custom: 1 }] }) // 'Error processing Instruction 0: custom program error: 0x1'
 */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return error.replace(/([a-z])([A-Z])/g, '$1 $2');
  const instruction = error.InstructionError;
  if (Array.isArray(instruction)) {
    const [index, detail] = instruction as [number, unknown];
    const custom = typeof detail === 'object' && detail !== null ? fieldOf(detail, 'Custom') : undefined;
    const reason = typeof custom === 'number' ? `custom program error: 0x${custom.toString(16)}` : String(detail);
    return `Error processing Instruction ${index}: ${reason}`;
  }
  return JSON.stringify(error);
}
