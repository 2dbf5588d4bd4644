import type { SiwxMessageData } from '@foyer/kernel';

/** The Wallet Standard `solana:signIn` input (Sign-In-With-Solana), as `@solana/wallet-standard-features` types it. */
export type SolanaSignInInput = {
  domain?: string;
  address?: string;
  statement?: string;
  uri?: string;
  version?: string;
  chainId?: string;
  nonce?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: readonly string[];
};

export type SolanaSignInOutput = {
  account: { address: string };
  signedMessage: Uint8Array;
  signature: Uint8Array;
};

/** The part of the feature the shell calls (the shell does not depend on the Wallet Standard packages). */
export type SolanaSignInFeatureLike = {
  signIn(...inputs: readonly SolanaSignInInput[]): Promise<readonly SolanaSignInOutput[]>;
};

/**
 * The `solana:signIn` input for a message the sessions service wrote: every field of it, so the
 * wallet's text carries the same domain, nonce and times (the service verifies the wallet's text).
 * @example
 * feature.signIn(solanaSignInInput(message.data))
 */
export function solanaSignInInput(data: SiwxMessageData): SolanaSignInInput {
  const input: SolanaSignInInput = {
    domain: data.domain,
    address: data.accountAddress,
    uri: data.uri,
    version: data.version,
    // Sign-In-With-Solana's Chain ID is the CAIP-2 reference (as the sessions service writes it).
    chainId: data.chainId.startsWith('solana:') ? data.chainId.slice('solana:'.length) : data.chainId,
    nonce: data.nonce,
  };
  if (data.statement !== undefined) input.statement = data.statement;
  if (data.issuedAt !== undefined) input.issuedAt = data.issuedAt;
  if (data.expirationTime !== undefined) input.expirationTime = data.expirationTime;
  if (data.notBefore !== undefined) input.notBefore = data.notBefore;
  if (data.requestId !== undefined) input.requestId = data.requestId;
  if (data.resources !== undefined) input.resources = [...data.resources];
  return input;
}
