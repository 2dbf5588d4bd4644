import { decodeSs58Address } from './decodeSs58Address.js';

/**
 * Whether `address` is an SS58 account address (any network prefix; valid checksum; 32-byte
 * account id), such as a Polkadot (`1…`), Kusama or generic Substrate (`5…`) address.
 * @example
 * isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // true
 */
export function isPolkadotAddress(address: unknown): address is string {
  return typeof address === 'string' && decodeSs58Address(address) !== undefined;
}
