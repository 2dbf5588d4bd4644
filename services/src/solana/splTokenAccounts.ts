import type { Address, EncodedAccount } from '@solana/kit';
import { AccountState, getMintDecoder, getTokenDecoder, type Mint, type Token } from '@solana-program/token';
import { formatUnits } from '@foyer/kernel';
import { encodeAccount, type AccountJson } from './encodeAccount.js';
import type { AccountConfig } from './rpcSchemas.js';

/** The token programs a node parses (`jsonParsed`) and their `program` label. */
export const SPL_TOKEN_PROGRAM_LABELS: Readonly<Record<string, 'spl-token' | 'spl-token-2022'>> = {
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'spl-token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'spl-token-2022',
};

const TOKEN_ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;
/** Token-2022 writes the account type after the 165 base bytes of an extended account: 1 mint, 2 token account. */
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_TOKEN = 2;

/** `UiTokenAmount`, as a node writes token amounts. */
export type UiTokenAmount = { amount: string; decimals: number; uiAmount: number; uiAmountString: string };

function isTokenProgram(account: EncodedAccount): boolean {
  return Object.hasOwn(SPL_TOKEN_PROGRAM_LABELS, account.programAddress);
}

/** The token account held in `account`, or null when it is none (wrong program, size or state). */
export function decodeTokenAccount(account: EncodedAccount | null): Token | null {
  if (account === null || !isTokenProgram(account)) return null;
  const { data } = account;
  if (data.length !== TOKEN_ACCOUNT_SIZE && !(data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_TOKEN)) return null;
  const token = getTokenDecoder().decode(data.subarray(0, TOKEN_ACCOUNT_SIZE));
  return token.state === AccountState.Uninitialized ? null : token;
}

/** The mint held in `account`, or null when it is none. */
export function decodeMintAccount(account: EncodedAccount | null): Mint | null {
  if (account === null || !isTokenProgram(account)) return null;
  const { data } = account;
  if (data.length !== MINT_SIZE && !(data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT)) return null;
  const mint = getMintDecoder().decode(data.subarray(0, MINT_SIZE));
  return mint.isInitialized ? mint : null;
}

/** `amount` base units of a mint with `decimals`, as a node writes it (`uiAmountString` without trailing zeros). */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

const STATE_LABELS: Readonly<Record<AccountState, string>> = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
};

/**
 * A token account in the encoding asked for: `jsonParsed` as agave's account decoder writes it
 * (`{ program: 'spl-token', parsed: { type: 'account', info: { isNative, mint, owner, state, tokenAmount, … } }, space }`),
 * any other encoding as `getAccountInfo` writes it.
 */
export function encodeTokenAccount(account: EncodedAccount, token: Token, decimals: number, config: AccountConfig): AccountJson | (Omit<AccountJson, 'data'> & { data: unknown }) {
  const encoded = encodeAccount(account, config?.encoding === 'jsonParsed' ? { ...config, encoding: 'base64', dataSlice: undefined } : config);
  if (config?.encoding !== 'jsonParsed') return encoded;
  const info: Record<string, unknown> = {
    isNative: token.isNative.__option === 'Some',
    mint: token.mint,
    owner: token.owner,
    state: STATE_LABELS[token.state],
    tokenAmount: uiTokenAmount(token.amount, decimals),
  };
  if (token.delegate.__option === 'Some') {
    info.delegate = token.delegate.value;
    info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals);
  }
  if (token.closeAuthority.__option === 'Some') info.closeAuthority = token.closeAuthority.value;
  if (token.isNative.__option === 'Some') info.rentExemptReserve = uiTokenAmount(token.isNative.value, decimals);
  return {
    ...encoded,
    data: { program: SPL_TOKEN_PROGRAM_LABELS[account.programAddress], parsed: { info, type: 'account' }, space: BigInt(account.data.length) },
  };
}

/** The program label's address, for the mint filter's program lookup. */
export function isSplTokenProgram(program: Address | string): boolean {
  return Object.hasOwn(SPL_TOKEN_PROGRAM_LABELS, program);
}
