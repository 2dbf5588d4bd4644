import type { Eip6963ProviderInfo } from '../types/eip1193.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const REVERSE_DNS = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`, 'i');

/**
 * Whether an EIP-6963 announcement's info conforms: UUIDv4 `uuid`, non-empty `name`, string
 * `icon`, and a reverse-DNS `rdns` (RFC 1034 labels, at least two).
 * @example
 * isEip6963ProviderInfo({ uuid, name: 'Example Wallet', icon, rdns: 'com.example.wallet' }) // true
 */
export function isEip6963ProviderInfo(value: unknown): value is Eip6963ProviderInfo {
  if (value === null || typeof value !== 'object') return false;
  const { uuid, name, icon, rdns } = value as Record<string, unknown>;
  return (
    typeof uuid === 'string' &&
    UUID_V4.test(uuid) &&
    typeof name === 'string' &&
    name.trim() !== '' &&
    typeof icon === 'string' &&
    typeof rdns === 'string' &&
    REVERSE_DNS.test(rdns)
  );
}
