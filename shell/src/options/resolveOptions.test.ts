import { DEFAULT_ENDPOINTS, InvalidTypeError, RESTRICTED_TIMEZONES } from '@foyer/kernel';
import { resolveOptions } from './resolveOptions.js';

const inZone = (timeZone: string) =>
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone });
afterEach(() => jest.restoreAllMocks());

describe('Connect-view options', () => {
  test('defaults: wallets, wallet guide and auth logger on, no legal links, no custom wallets', () => {
    const { configured } = resolveOptions({ projectId: 'p' });
    expect(configured).toMatchObject({
      enableWallets: true,
      enableWalletGuide: true,
      enableAuthLogger: true,
      termsConditionsUrl: null,
      privacyPolicyUrl: null,
      customWallets: [],
    });
  });

  test('the set values are kept', () => {
    const { configured } = resolveOptions({
      projectId: 'p',
      enableWallets: false,
      enableWalletGuide: false,
      enableAuthLogger: false,
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    });
    expect(configured).toMatchObject({
      enableWallets: false,
      enableWalletGuide: false,
      enableAuthLogger: false,
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    });
  });

  test.each([
    [{ enableWallets: 'no' }, 'enableWallets'],
    [{ termsConditionsUrl: 'javascript:alert(1)' }, 'termsConditionsUrl'],
    [{ privacyPolicyUrl: 42 }, 'privacyPolicyUrl'],
    [{ restrictedTimezones: 'Asia/Shanghai' }, 'restrictedTimezones'],
    [{ restrictedRegionEndpoints: { apiUrl: 'http://api.example.cn' } }, 'restrictedRegionEndpoints.apiUrl'],
  ])('a wrong value is rejected naming the option: %j', (options, path) => {
    expect(() => resolveOptions({ projectId: 'p', ...(options as object) })).toThrow(InvalidTypeError);
    expect(() => resolveOptions({ projectId: 'p', ...(options as object) })).toThrow(path);
  });
});

describe('restricted time zones (AppKit: the services are reached through the alternate endpoints)', () => {
  const restrictedRegionEndpoints = { apiUrl: 'https://api.example.cn', relayUrl: 'wss://relay.example.cn' };

  test.each(['Asia/Shanghai', 'Asia/Hong_Kong', 'asia/macau', 'PRC', 'Hongkong'])('in %s the alternate endpoints are used', (zone) => {
    inZone(zone);
    const { services } = resolveOptions({ projectId: 'p', restrictedRegionEndpoints });
    expect(services).toMatchObject({ apiUrl: 'https://api.example.cn', remotesUrl: 'https://api.example.cn/remotes', relayUrl: 'wss://relay.example.cn' });
  });

  test('elsewhere, or without alternate endpoints, the usual ones', () => {
    inZone('Europe/Paris');
    expect(resolveOptions({ projectId: 'p', restrictedRegionEndpoints }).services.apiUrl).toBe(DEFAULT_ENDPOINTS.api);
    inZone('Asia/Shanghai');
    expect(resolveOptions({ projectId: 'p' }).services.apiUrl).toBe(DEFAULT_ENDPOINTS.api);
  });

  test('the list is configurable: it replaces the default one', () => {
    inZone('Europe/Paris');
    expect(resolveOptions({ projectId: 'p', restrictedRegionEndpoints, restrictedTimezones: ['Europe/Paris'] }).services.apiUrl).toBe('https://api.example.cn');
    inZone('Asia/Shanghai');
    expect(resolveOptions({ projectId: 'p', restrictedRegionEndpoints, restrictedTimezones: ['Europe/Paris'] }).services.apiUrl).toBe(DEFAULT_ENDPOINTS.api);
  });

  test('the default list holds the spec zones', () => {
    expect(RESTRICTED_TIMEZONES).toEqual(
      expect.arrayContaining(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Harbin', 'Asia/Kashgar', 'Asia/Macau', 'Asia/Hong_Kong', 'Asia/Macao', 'PRC', 'Hongkong']),
    );
  });
});
