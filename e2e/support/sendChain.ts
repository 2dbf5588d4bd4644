import { address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit';
import { anvilRpc } from './anvilRpc.js';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

/** `balanceOf(holder)` of an ERC-20, read with eth_call straight from the dev node (not through the page or the services). */
export async function erc20BalanceOf(anvilUrl: string, token: string, holder: string): Promise<bigint> {
  const data = `0x70a08231${holder.slice(2).toLowerCase().padStart(64, '0')}`;
  return BigInt(await anvilRpc<string>(anvilUrl, 'eth_call', [{ to: token, data }, 'latest']));
}

/** The native balance (wei) of `account` on the dev node. */
export async function weiBalanceOf(anvilUrl: string, account: string): Promise<bigint> {
  return BigInt(await anvilRpc<string>(anvilUrl, 'eth_getBalance', [account, 'latest']));
}

/** The account's transaction count (nonce) on the dev node: unchanged means nothing was sent. */
export async function nonceOf(anvilUrl: string, account: string): Promise<bigint> {
  return BigInt(await anvilRpc<string>(anvilUrl, 'eth_getTransactionCount', [account, 'latest']));
}

/** The associated token account of `owner` for `mint` (classic token program), derived with @solana/kit. */
export async function associatedTokenAccount(owner: string, mint: string): Promise<string> {
  const encoder = getAddressEncoder();
  const [pda] = await getProgramDerivedAddress({
    programAddress: address(ASSOCIATED_TOKEN_PROGRAM),
    seeds: [encoder.encode(address(owner)), encoder.encode(address(TOKEN_PROGRAM)), encoder.encode(address(mint))],
  });
  return pda;
}

/** The SPL amount (base units) `owner` holds of `mint` in its associated token account, read from the node; 0 when it has none. */
export async function splAmountOf(solanaUrl: string, owner: string, mint: string): Promise<bigint> {
  const account = await associatedTokenAccount(owner, mint);
  const { value } = await anvilRpc<{ value: { data: [string, string] } | null }>(solanaUrl, 'getAccountInfo', [account, { encoding: 'base64' }]);
  if (value === null) return 0n;
  // SPL token account layout: mint (32) | owner (32) | amount (u64 little-endian) | ...
  const bytes = Buffer.from(value.data[0], 'base64');
  return bytes.readBigUInt64LE(64);
}
