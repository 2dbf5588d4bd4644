import type { Eip1193Provider } from '../types/eip1193.js';

/**
 * Whether `value` looks like an EIP-1193 provider (has `request`, `on` and `removeListener`).
 * @example
 * if (isEip1193Provider(window.ethereum)) connectors.push(...)
 */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate['request'] === 'function' &&
    typeof candidate['on'] === 'function' &&
    typeof candidate['removeListener'] === 'function'
  );
}
