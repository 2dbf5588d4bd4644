import { randomBytes } from 'node:crypto';
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } from '@solana/kit';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { bytesToHex, hexToBytes } from 'viem';
import { decryptSecret, encryptSecret } from '../crypto/keyEncryption.js';

/** A new user's addresses and their encrypted keys (plaintext keys never leave this module's functions). */
export type NewWalletKeys = { evmAddress: string; evmKey: string; solanaAddress: string; solanaKey: string };

/**
 * Generates one EVM key (viem) and one Solana ed25519 seed, and encrypts both under `kek` bound to `userId`.
 * @example
 * const keys = await createWalletKeys(kek, user.id)
 */
export async function createWalletKeys(kek: Uint8Array, userId: string): Promise<NewWalletKeys> {
  const evmPrivateKey = generatePrivateKey();
  const evmAddress = privateKeyToAccount(evmPrivateKey).address;
  const solanaSeed = new Uint8Array(randomBytes(32));
  const solanaPair = await createKeyPairFromPrivateKeyBytes(solanaSeed);
  const solanaAddress = await getAddressFromPublicKey(solanaPair.publicKey);
  const keys = {
    evmAddress,
    evmKey: encryptSecret(hexToBytes(evmPrivateKey), kek, userId),
    solanaAddress,
    solanaKey: encryptSecret(solanaSeed, kek, userId),
  };
  solanaSeed.fill(0);
  return keys;
}

/** The viem signer of a user's EVM key, decrypted for the duration of one request. */
export function loadEvmAccount(envelope: string, kek: Uint8Array, userId: string): PrivateKeyAccount {
  const bytes = decryptSecret(envelope, kek, userId);
  const account = privateKeyToAccount(bytesToHex(bytes));
  bytes.fill(0);
  return account;
}

/** The Solana key pair (non-extractable WebCrypto keys) of a user, for signing. */
export async function loadSolanaKeyPair(envelope: string, kek: Uint8Array, userId: string): Promise<CryptoKeyPair> {
  const seed = decryptSecret(envelope, kek, userId);
  try {
    return await createKeyPairFromPrivateKeyBytes(seed);
  } finally {
    seed.fill(0);
  }
}
