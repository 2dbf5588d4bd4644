const LABELS: Readonly<Record<string, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
};

/**
 * The display name of a social provider.
 * @example
 * providerLabel('github') // 'GitHub'
 */
export function providerLabel(provider: string): string {
  return LABELS[provider] ?? provider;
}
