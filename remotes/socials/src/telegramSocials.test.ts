import { DEFAULT_SOCIALS } from '@foyer/kernel';
import { filterTelegramSocials, telegramPlatform } from './telegramSocials';

describe('filterTelegramSocials', () => {
  it('keeps every provider, in the configured order, outside Telegram', () => {
    expect(filterTelegramSocials(DEFAULT_SOCIALS, undefined)).toEqual([...DEFAULT_SOCIALS]);
  });
  it('drops google on iOS', () => {
    expect(filterTelegramSocials(['google', 'x', 'github'], 'ios')).toEqual(['x', 'github']);
  });
  it('drops x on Mac', () => {
    expect(filterTelegramSocials(['google', 'x', 'github'], 'macos')).toEqual(['google', 'github']);
  });
  it('drops facebook and x on Android', () => {
    expect(filterTelegramSocials(['facebook', 'google', 'x', 'discord'], 'android')).toEqual(['google', 'discord']);
  });
});

describe('telegramPlatform', () => {
  const agent = (userAgent: string) => ({ userAgent }) as Navigator;
  it('is undefined outside Telegram', () => {
    expect(telegramPlatform({ navigator: agent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)') })).toBeUndefined();
  });
  it('reads the platform inside Telegram', () => {
    expect(telegramPlatform({ navigator: agent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)'), Telegram: {} })).toBe('ios');
    expect(telegramPlatform({ navigator: agent('Mozilla/5.0 (Linux; Android 14)'), TelegramWebviewProxy: {} })).toBe('android');
    expect(telegramPlatform({ navigator: agent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)'), Telegram: {} })).toBe('macos');
    expect(telegramPlatform({ navigator: agent('Mozilla/5.0 (X11; Linux x86_64)'), Telegram: {} })).toBeUndefined();
  });
});
