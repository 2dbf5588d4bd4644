import { TELEGRAM_EXCLUDED_SOCIALS, type SocialProvider } from '@foyer/kernel';

/** Platforms with Telegram-specific restrictions (spec §6). */
export type TelegramPlatform = keyof typeof TELEGRAM_EXCLUDED_SOCIALS;

/**
 * The providers to offer inside Telegram on `platform` (spec §6: iOS drops google, Mac drops x,
 * Android drops facebook and x); outside Telegram (`undefined`) all of them, order kept.
 * @example
 * filterTelegramSocials(['google', 'x', 'github'], 'android') // ['google', 'github']
 */
export function filterTelegramSocials(
  providers: readonly SocialProvider[],
  platform: TelegramPlatform | undefined,
): SocialProvider[] {
  if (platform === undefined) return [...providers];
  const excluded: readonly string[] = TELEGRAM_EXCLUDED_SOCIALS[platform];
  return providers.filter((provider) => !excluded.includes(provider));
}

/**
 * The Telegram platform the page runs in, or undefined outside Telegram's in-app browser.
 * @example
 * telegramPlatform(window) // 'ios' inside Telegram on an iPhone
 */
export function telegramPlatform(
  win: Pick<Window, 'navigator'> & Record<string, unknown> = window as unknown as Window & Record<string, unknown>,
): TelegramPlatform | undefined {
  const inTelegram = 'TelegramWebviewProxy' in win || 'Telegram' in win || 'TelegramWebviewProxyProto' in win;
  if (!inTelegram) return undefined;
  const agent = win.navigator.userAgent;
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios';
  if (/Android/.test(agent)) return 'android';
  if (/Macintosh|Mac OS X/.test(agent)) return 'macos';
  return undefined;
}
