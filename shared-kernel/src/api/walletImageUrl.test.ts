import { SDK_VERSION } from '../constants.js';
import { resolveEndpoints } from './resolveEndpoints.js';
import type { ServicesState } from './servicesSlice.js';
import { walletImageSrc } from './walletImageSrc.js';
import { walletImageUrl } from './walletImageUrl.js';

const services: ServicesState = {
  projectId: 'foyer-demo',
  sdkType: 'foyer',
  sdkVersion: `foyer-react-${SDK_VERSION}`,
  ...resolveEndpoints({ apiUrl: 'http://127.0.0.1:3010' }),
};

describe('walletImageUrl', () => {
  test('from the store state, with the project parameters', () => {
    expect(walletImageUrl({ services }, 'abc')).toBe(
      `http://127.0.0.1:3010/getWalletImage/abc?projectId=foyer-demo&st=foyer&sv=foyer-react-${SDK_VERSION}`,
    );
    expect(walletImageUrl(services, 'abc')).toBe(walletImageUrl({ services }, 'abc'));
  });

  test('from a bare API URL', () => {
    expect(walletImageUrl('http://127.0.0.1:3010/', 'abc')).toBe('http://127.0.0.1:3010/getWalletImage/abc');
  });

  test('ids are encoded', () => {
    expect(walletImageUrl('http://x', 'local:unisat-wallet')).toBe('http://x/getWalletImage/local%3Aunisat-wallet');
  });

  test('without a project id no parameters are added', () => {
    expect(walletImageUrl({ ...services, projectId: null }, 'abc')).toBe('http://127.0.0.1:3010/getWalletImage/abc');
  });
});

describe('walletImageSrc', () => {
  test("prefers the wallet's own image URL", () => {
    expect(walletImageSrc(services, { id: 'a', image_id: 'a', image_url: 'https://cdn/a.png' })).toBe('https://cdn/a.png');
  });

  test('falls back to the image id, then the wallet id', () => {
    expect(walletImageSrc('http://x', { id: 'a', image_id: 'img', image_url: null })).toBe('http://x/getWalletImage/img');
    expect(walletImageSrc('http://x', { id: 'a', image_id: null, image_url: null })).toBe('http://x/getWalletImage/a');
  });
});
