/** @jest-environment node */
import { DEFAULT_FEATURES, DEFAULT_REMOTE_FEATURES, DEFAULT_SOCIALS, FEATURE_IDS, type RemoteFeatureConfig } from '@foyer/kernel';
import { resolveFeatures } from './resolveFeatures.js';

const remote = (overrides: Partial<Record<(typeof FEATURE_IDS)[number], Omit<RemoteFeatureConfig, 'id'>>> = {}) =>
  FEATURE_IDS.map((id) => ({ id, isEnabled: false, config: null, ...overrides[id] }));

describe('given the project config loaded', () => {
  test('remote features override local ones, and the overridden local keys are reported', () => {
    const { features, ignored } = resolveFeatures({
      local: { email: true, receive: false, analytics: false },
      remote: remote({ receive: { isEnabled: true, config: null } }),
      status: 'loaded',
    });
    expect(features).toMatchObject({ email: false, receive: true, send: false, swaps: false, analytics: false });
    expect(ignored).toEqual(['email', 'receive']);
  });

  test('provider lists come from the config; socials default to every provider', () => {
    const { features } = resolveFeatures({
      remote: remote({
        socials: { isEnabled: true, config: null },
        swaps: { isEnabled: true, config: ['0x'] },
        onramp: { isEnabled: true, config: [] },
      }),
      status: 'loaded',
    });
    expect(features.socials).toEqual(DEFAULT_SOCIALS);
    expect(features.swaps).toEqual(['0x']);
    expect(features.onramp).toEqual(DEFAULT_REMOTE_FEATURES.onramp);
  });

  test('unknown social providers are dropped', () => {
    const { features } = resolveFeatures({
      remote: remote({ socials: { isEnabled: true, config: ['github', 'myspace'] } }),
      status: 'loaded',
    });
    expect(features.socials).toEqual(['github']);
  });

  test('nothing is reported when no local feature was overridden', () => {
    expect(resolveFeatures({ local: { analytics: false }, remote: remote(), status: 'loaded' }).ignored).toEqual([]);
  });
});

describe('given basic mode', () => {
  test('no remote feature is enabled, whatever the local options say', () => {
    const { features, ignored } = resolveFeatures({ local: { email: true, activity: true }, status: 'basic' });
    for (const id of ['email', 'socials', 'swaps', 'onramp', 'activity', 'multiWallet', 'names'] as const) {
      expect(features[id]).toBe(false);
    }
    expect(ignored).toEqual(['email', 'activity']);
  });

  test('local switches keep their defaults', () => {
    const { features } = resolveFeatures({ status: 'basic' });
    expect(features).toMatchObject(DEFAULT_FEATURES);
  });
});

describe('given the config failed to load', () => {
  test('local settings apply, else the default remote features', () => {
    const { features, ignored } = resolveFeatures({ local: { email: false }, status: 'failed' });
    expect(features).toMatchObject({ email: false, activity: true, multiWallet: false, receive: true });
    expect(features.socials).toEqual(DEFAULT_REMOTE_FEATURES.socials);
    expect(ignored).toEqual([]);
  });
});

test('while the config loads, remote-only features stay off', () => {
  const { features } = resolveFeatures({ local: { email: true }, status: 'loading' });
  expect(features.email).toBe(false);
  expect(features.receive).toBe(true);
});
