/**
 * Row of `account_names` (migration 0008): one registered name. `label` is the lower-cased name without the
 * deployment's suffix (unique: a name exists once per deployment); `address` is EIP-55 for EVM, base58 for
 * Solana. Numbers are bigint columns (PostgreSQL answers them as strings, hence `number | string`).
 */
export type AccountNamesTable = {
  /** Random UUID (auto-increment syntax differs between SQLite and PostgreSQL). */
  id: string;
  label: string;
  /** ENSIP-11 coin type of the registering chain (60 mainnet, 0x80000000 | chainId), 501 Solana. */
  coin_type: number | string;
  address: string;
  /** The signed JSON text and its signature, kept as the proof of the registration. */
  message: string;
  signature: string;
  /** The signed message's timestamp (ms): the address's newest one is its primary name and the replay floor. */
  signed_at: number | string;
  /** JSON object of `RegisteredName['attributes']`. */
  attributes: string;
  /** ISO 8601. */
  created_at: string;
};
