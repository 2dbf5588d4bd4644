import { decodeBase58Check } from './decodeBase58Check.js';
import { decodeSegwitAddress } from './decodeSegwitAddress.js';

/** Which Bitcoin network an address belongs to (signet and testnet4 use testnet's encodings). */
export type BitcoinNetworkKind = 'mainnet' | 'testnet' | 'regtest';

/** Segwit human-readable parts (BIP-173). */
const SEGWIT_HRP: Record<BitcoinNetworkKind, string> = { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' };

/** Base58Check version bytes: P2PKH, P2SH (mainnet `1…` / `3…`; testnet and regtest `m…`/`n…` / `2…`). */
const BASE58_VERSIONS: Record<BitcoinNetworkKind, readonly number[]> = {
  mainnet: [0x00, 0x05],
  testnet: [0x6f, 0xc4],
  regtest: [0x6f, 0xc4],
};

const NETWORKS = Object.keys(SEGWIT_HRP) as BitcoinNetworkKind[];

/**
 * Whether `address` is a Bitcoin address of `network` (of any Bitcoin network when omitted):
 * Base58Check P2PKH / P2SH (21-byte payload with the network's version byte) or a segwit
 * address with the network's prefix (`bc1`, `tb1`, `bcrt1`; BIP-173 / BIP-350 rules).
 * @example
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') // true
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'testnet') // false
 */
export function isBitcoinAddress(address: unknown, network?: BitcoinNetworkKind): address is string {
  if (typeof address !== 'string') return false;
  const networks = network ? [network] : NETWORKS;
  const segwit = decodeSegwitAddress(address);
  if (segwit) return networks.some((item) => SEGWIT_HRP[item] === segwit.hrp);
  const payload = decodeBase58Check(address);
  if (payload?.length !== 21) return false;
  return networks.some((item) => BASE58_VERSIONS[item].includes(payload[0] ?? -1));
}
