import { SOCIAL_PROVIDERS, type SocialProvider } from '@foyer/kernel';

/** A social provider signed in with through a popup (all but Farcaster, which uses a QR code). */
export type PopupProvider = Exclude<SocialProvider, 'farcaster'>;

/**
 * The popup provider named `name` (the ConnectingSocial view's data); throws for any other name.
 * @example
 * popupProviderOf('google') // 'google'
 */
export function popupProviderOf(name: string): PopupProvider {
  const provider = SOCIAL_PROVIDERS.find((item): item is PopupProvider => item === name && item !== 'farcaster');
  if (!provider) throw new Error(`"${name}" is not a popup social provider`);
  return provider;
}
