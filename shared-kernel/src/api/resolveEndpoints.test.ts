import { DEFAULT_ENDPOINTS } from '../constants.js';
import { resolveEndpoints } from './resolveEndpoints.js';

describe('resolveEndpoints', () => {
  test('defaults every endpoint from DEFAULT_ENDPOINTS', () => {
    expect(resolveEndpoints()).toEqual({
      apiUrl: DEFAULT_ENDPOINTS.api,
      remotesUrl: `${DEFAULT_ENDPOINTS.api}/remotes`,
      relayUrl: DEFAULT_ENDPOINTS.relay,
      secureSiteUrl: DEFAULT_ENDPOINTS.secureSite,
      rpcProxyUrl: `${DEFAULT_ENDPOINTS.api}/v1/`,
    });
  });

  test('remotes and RPC proxy follow apiUrl; trailing slashes are dropped', () => {
    expect(resolveEndpoints({ apiUrl: 'https://api.example.com/', secureSiteUrl: 'https://secure.example.com//' })).toEqual({
      apiUrl: 'https://api.example.com',
      remotesUrl: 'https://api.example.com/remotes',
      relayUrl: DEFAULT_ENDPOINTS.relay,
      secureSiteUrl: 'https://secure.example.com',
      rpcProxyUrl: 'https://api.example.com/v1/',
    });
  });

  test('an explicit remotesUrl wins', () => {
    expect(resolveEndpoints({ apiUrl: 'https://api.example.com', remotesUrl: 'https://cdn.example.com/remotes/' }).remotesUrl).toBe(
      'https://cdn.example.com/remotes',
    );
  });
});
