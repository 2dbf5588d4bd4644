import { decodeBase58Check } from './decodeBase58Check.js';
import { decodeSegwitAddress } from './decodeSegwitAddress.js';
import { isBitcoinAddress, type BitcoinNetworkKind } from './isBitcoinAddress.js';

/** CAIP-2 references (genesis hash prefixes) of the Bitcoin networks and their address encodings. */
export const BITCOIN_CHAIN_REFERENCES: Readonly<Record<string, BitcoinNetworkKind>> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet', // testnet3
  '00000000da84f2bafbbc53dee25a72ae': 'testnet', // testnet4
  '00000008819873e925422c1ff0f99f7c': 'testnet', // signet
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
};

/**
 * Whether `address` is valid on the bip122 chain `reference`. Bitcoin chains (and no
 * reference) follow `isBitcoinAddress`; another bip122 chain (Litecoin, Dogecoin, …) is only
 * checked for its encoding: a Base58Check 21-byte payload or a segwit address.
 * @example
 * isBip122Address('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '000000000019d6689c085ae165831e93') // true
 * isBip122Address('ltc1q8c6fshw2dlwun7ekn9qwf37cu2rn755u9ym7p0', '12a765e31ffd4059bada1e25190f6e98') // true
 */
export function isBip122Address(address: unknown, reference?: string): address is string {
  if (typeof address !== 'string') return false;
  if (reference === undefined) return isBitcoinAddress(address);
  const bitcoinNetwork = BITCOIN_CHAIN_REFERENCES[reference];
  if (bitcoinNetwork) return isBitcoinAddress(address, bitcoinNetwork);
  return decodeSegwitAddress(address) !== undefined || decodeBase58Check(address)?.length === 21;
}
