const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;

/**
 * Whether `value` is 40 hex digits with an optional `0x` prefix (spec §5). Does not check the
 * EIP-55 checksum: see `isChecksumValid`.
 * @example
 * isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}
