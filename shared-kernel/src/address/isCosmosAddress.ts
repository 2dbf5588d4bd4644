import { bech32 } from '@scure/base';

/** A lowercase human-readable prefix (`cosmos`, `osmo`, `cosmosvaloper`, …). */
const COSMOS_PREFIX = /^[a-z]+$/;
/** Account addresses are 20 bytes (secp256k1 keys); module and contract accounts 32. */
const DATA_LENGTHS = [20, 32];
const MAX_LENGTH = 90;

/**
 * Whether `address` is a Cosmos SDK account address: lowercase bech32 (BIP-173 checksum, not
 * bech32m) with a lowercase letters-only prefix and 20 or 32 bytes of data.
 * @example
 * isCosmosAddress('cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0') // true
 */
export function isCosmosAddress(address: unknown): address is string {
  if (typeof address !== 'string' || address !== address.toLowerCase()) return false;
  const decoded = bech32.decodeUnsafe(address, MAX_LENGTH);
  if (!decoded || !COSMOS_PREFIX.test(decoded.prefix)) return false;
  const data = bech32.fromWordsUnsafe(decoded.words);
  return data !== undefined && DATA_LENGTHS.includes(data.length);
}
