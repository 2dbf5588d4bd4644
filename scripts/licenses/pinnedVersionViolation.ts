/** The WalletConnect monorepo's packages: the last Apache-2.0 release, pinned exactly. */
const WALLETCONNECT_MONOREPO = [
  '@walletconnect/core',
  '@walletconnect/ethereum-provider',
  '@walletconnect/react-native-compat',
  '@walletconnect/sign-client',
  '@walletconnect/types',
  '@walletconnect/universal-provider',
  '@walletconnect/utils',
];

/**
 * Exact versions required when a package is present (later releases carry a
 * non-open-source licence). WalletConnect's small helper packages (`jsonrpc-*`,
 * `relay-*`, `logger`, ...) are versioned on their own and only need an allowed licence.
 */
export const PINNED_VERSIONS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(WALLETCONNECT_MONOREPO.map((name) => [name, '2.21.8'])),
  '@reown/walletkit': '1.2.10',
};

/** A message when `name@version` breaks a pin, else undefined. */
export function pinnedVersionViolation(name: string, version: string): string | undefined {
  const pinned = PINNED_VERSIONS[name];
  if (pinned === undefined || pinned === version) return undefined;
  return `${name}@${version} must be exactly ${pinned} (the last Apache-2.0 release)`;
}
