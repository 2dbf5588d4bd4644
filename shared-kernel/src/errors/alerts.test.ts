import { ALERTS, alertOf } from './alerts.js';

describe('ALERTS', () => {
  test('every alert is keyed by its own code and carries all fields', () => {
    for (const [key, alert] of Object.entries(ALERTS)) {
      expect(alert.code).toBe(key);
      expect(alert.shortMessage).not.toBe('');
      expect(alert.longMessage).not.toBe('');
      expect(['error', 'warning', 'info']).toContain(alert.variant);
    }
  });

  test('the short messages of spec §8', () => {
    expect(Object.fromEntries(Object.values(ALERTS).map((a) => [a.code, a.shortMessage]))).toMatchInlineSnapshot(`
{
  "EMBEDDED_WALLET_LOAD_FAILED": "Network Error - Could not load embedded wallet",
  "IFRAME_LOAD_FAILED": "Iframe load failed",
  "IFRAME_REQUEST_TIMEOUT": "Embedded Wallet Request Timed Out",
  "INVALID_APP_CONFIGURATION": "Invalid App Configuration",
  "INVALID_PROJECT_ID": "Invalid Project ID",
  "MULTI_WALLET_NOT_ENABLED": "Multi-Wallet Not Enabled",
  "NETWORK_NOT_FOUND": "Network Not Found",
  "ORIGIN_NOT_ALLOWED": "Origin Not Allowed",
  "PROJECT_ID_NOT_CONFIGURED": "Project ID Not Configured",
  "RATE_LIMITED": "Rate Limited",
  "RPC_METHOD_NOT_ALLOWED": "Action not allowed",
  "SERVER_ERROR": "Server Error",
  "SESSION_EXPIRED": "Session Expired",
  "SWITCH_NETWORK_NOT_FOUND": "Switch network not found",
  "UNVERIFIED_DOMAIN": "Unverified Domain",
}
`);
  });

  test('multi-wallet off is an info alert', () => {
    expect(ALERTS.MULTI_WALLET_NOT_ENABLED.variant).toBe('info');
  });
});

describe('alertOf', () => {
  test('Server Error includes the message', () => {
    expect(alertOf('SERVER_ERROR', 'HTTP status code: 503')).toMatchInlineSnapshot(`
{
  "code": "SERVER_ERROR",
  "longMessage": "Failed to get the app configuration. HTTP status code: 503",
  "shortMessage": "Server Error",
  "variant": "error",
}
`);
  });

  test('without detail returns the catalogue alert', () => {
    expect(alertOf('RATE_LIMITED')).toBe(ALERTS.RATE_LIMITED);
  });
});
