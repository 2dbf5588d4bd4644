import type { RegisterNameMessage } from './profileContract.js';

/**
 * The JSON text an account signs to register `name` (the full name, suffix included): the exact
 * bytes the names service verifies, in the contract's field order.
 * @example
 * createRegisterNameMessage({ name: 'alice.foyer.id', coinType: 60, address: '0xf39F…', timestamp: Date.now() })
 * // '{"name":"alice.foyer.id","coinType":60,"address":"0xf39F…","timestamp":1764115200000}'
 */
export function createRegisterNameMessage({ name, coinType, address, timestamp }: RegisterNameMessage): string {
  const message: RegisterNameMessage = { name, coinType, address, timestamp };
  return JSON.stringify(message);
}
