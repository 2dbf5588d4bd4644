import type { RegisterNameMessage } from './profileContract.js';

/**
 * The JSON text an account signs to register `name` (the full name, suffix included) on the deployment `domain`
 * (the name lookup's): the exact bytes the names service verifies, in the contract's field order.
 * @example
 * createRegisterNameMessage({ name: 'alice.foyer.id', domain: 'api.example.com', coinType: 60, address: '0xf39F…', timestamp: Date.now() })
 * // '{"name":"alice.foyer.id","domain":"api.example.com","coinType":60,"address":"0xf39F…","timestamp":1764115200000}'
 */
export function createRegisterNameMessage({ name, domain, coinType, address, timestamp }: RegisterNameMessage): string {
  const message: RegisterNameMessage = { name, domain, coinType, address, timestamp };
  return JSON.stringify(message);
}
