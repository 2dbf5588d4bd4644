import { base58ToBytes, bytesToBase58 } from '@foyer/kernel';
import { sha256 } from '@noble/hashes/sha2.js';
import { isOnEd25519Curve } from './isOnEd25519Curve.js';
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM } from './solanaPrograms.js';

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress');

/** The program derived address of `seeds` under `program`: the first bump from 255 down whose hash is off the curve. */
export function findProgramAddress(seeds: readonly Uint8Array[], program: string): string {
  const programBytes = base58ToBytes(program);
  for (let bump = 255; bump >= 0; bump -= 1) {
    const hash = sha256.create();
    for (const seed of seeds) hash.update(seed);
    hash.update(new Uint8Array([bump])).update(programBytes).update(PDA_MARKER);
    const candidate = hash.digest();
    if (!isOnEd25519Curve(candidate)) return bytesToBase58(candidate);
  }
  throw new Error(`No program derived address for these seeds under ${program}`);
}

/**
 * The associated token account of `owner` for `mint` (what wallets hold SPL tokens in), as the
 * associated token program derives it.
 * @example
 * findAssociatedTokenAddress({ owner, mint: 'HKXf…iSjA' })
 */
export function findAssociatedTokenAddress({ owner, mint, tokenProgram = TOKEN_PROGRAM }: { owner: string; mint: string; tokenProgram?: string }): string {
  return findProgramAddress([base58ToBytes(owner), base58ToBytes(tokenProgram), base58ToBytes(mint)], ASSOCIATED_TOKEN_PROGRAM);
}
