import type { SolanaInstruction } from './compileLegacyTransaction.js';
import { ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM, TOKEN_PROGRAM } from './solanaPrograms.js';

function u64(value: bigint): number[] {
  const bytes: number[] = [];
  for (let shift = 0n; shift < 64n; shift += 8n) bytes.push(Number((value >> shift) & 0xffn));
  return bytes;
}

/** System program `Transfer` (instruction 2) of `lamports` from `from` (signer) to `to`. */
export function transferSolInstruction({ from, to, lamports }: { from: string; to: string; lamports: bigint }): SolanaInstruction {
  return {
    program: SYSTEM_PROGRAM,
    accounts: [
      { address: from, signer: true, writable: true },
      { address: to, signer: false, writable: true },
    ],
    data: new Uint8Array([2, 0, 0, 0, ...u64(lamports)]),
  };
}

/** Token program `TransferChecked` (instruction 12): `amount` of `mint` (with its `decimals`) from `source` to `destination`. */
export function transferCheckedInstruction(parameters: {
  source: string;
  mint: string;
  destination: string;
  owner: string;
  amount: bigint;
  decimals: number;
  tokenProgram?: string;
}): SolanaInstruction {
  const { source, mint, destination, owner, amount, decimals, tokenProgram = TOKEN_PROGRAM } = parameters;
  return {
    program: tokenProgram,
    accounts: [
      { address: source, signer: false, writable: true },
      { address: mint, signer: false, writable: false },
      { address: destination, signer: false, writable: true },
      { address: owner, signer: true, writable: false },
    ],
    data: new Uint8Array([12, ...u64(amount), decimals]),
  };
}

/** Associated token program `CreateIdempotent` (instruction 1): `owner`'s token account for `mint`, paid by `payer`. */
export function createAssociatedTokenAccountIdempotentInstruction(parameters: {
  payer: string;
  account: string;
  owner: string;
  mint: string;
  tokenProgram?: string;
}): SolanaInstruction {
  const { payer, account, owner, mint, tokenProgram = TOKEN_PROGRAM } = parameters;
  return {
    program: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [
      { address: payer, signer: true, writable: true },
      { address: account, signer: false, writable: true },
      { address: owner, signer: false, writable: false },
      { address: mint, signer: false, writable: false },
      { address: SYSTEM_PROGRAM, signer: false, writable: false },
      { address: tokenProgram, signer: false, writable: false },
    ],
    data: new Uint8Array([1]),
  };
}
