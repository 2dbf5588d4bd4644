export type AlertVariant = 'error' | 'warning' | 'info';

/** A once-only alert (spec §8). Plain data: safe in Redux state. */
export type Alert = {
  code: AlertCode;
  shortMessage: string;
  longMessage: string;
  variant: AlertVariant;
};

export type AlertCode = keyof typeof ALERTS;

type AlertDefinition = { code: string; shortMessage: string; longMessage: string; variant: AlertVariant };

function alert<const code extends string>(
  code: code,
  shortMessage: string,
  longMessage: string,
  variant: AlertVariant = 'error',
) {
  return { code, shortMessage, longMessage, variant } as const;
}

/**
 * Every once-only alert of spec §8, keyed by its code.
 * @example
 * dispatch(alertShown(ALERTS.RATE_LIMITED))
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: alert(
    'NETWORK_NOT_FOUND',
    'Network Not Found',
    "The requested network is not configured. Add it to the 'networks' option of createFoyer.",
  ),
  SWITCH_NETWORK_NOT_FOUND: alert(
    'SWITCH_NETWORK_NOT_FOUND',
    'Switch network not found',
    'The network to switch to is not one of the configured networks.',
  ),
  ORIGIN_NOT_ALLOWED: alert(
    'ORIGIN_NOT_ALLOWED',
    'Origin Not Allowed',
    "This page's origin is not in the project's allowed origins, so email and social login are disabled.",
  ),
  INVALID_APP_CONFIGURATION: alert(
    'INVALID_APP_CONFIGURATION',
    'Invalid App Configuration',
    "This page's origin is not on the project's allow list.",
  ),
  EMBEDDED_WALLET_LOAD_FAILED: alert(
    'EMBEDDED_WALLET_LOAD_FAILED',
    'Network Error - Could not load embedded wallet',
    'There was an issue loading the embedded wallet. Please try again later.',
  ),
  IFRAME_REQUEST_TIMEOUT: alert(
    'IFRAME_REQUEST_TIMEOUT',
    'Embedded Wallet Request Timed Out',
    'The embedded wallet did not answer in time. Please try again later.',
  ),
  IFRAME_LOAD_FAILED: alert(
    'IFRAME_LOAD_FAILED',
    'Iframe load failed',
    'The embedded wallet did not load within 20 seconds. Please try again later.',
  ),
  UNVERIFIED_DOMAIN: alert(
    'UNVERIFIED_DOMAIN',
    'Unverified Domain',
    "The embedded wallet refused to load: verify that this domain is on the project's allowed origins.",
  ),
  SESSION_EXPIRED: alert(
    'SESSION_EXPIRED',
    'Session Expired',
    'The wallet session is no longer valid. Check the device clock and connect again.',
  ),
  INVALID_PROJECT_ID: alert(
    'INVALID_PROJECT_ID',
    'Invalid Project ID',
    'The project id is not known to the catalogue service. Update the projectId option.',
  ),
  PROJECT_ID_NOT_CONFIGURED: alert(
    'PROJECT_ID_NOT_CONFIGURED',
    'Project ID Not Configured',
    'No usable project id: set the projectId option of createFoyer.',
  ),
  SERVER_ERROR: alert('SERVER_ERROR', 'Server Error', 'Failed to get the app configuration.'),
  RATE_LIMITED: alert(
    'RATE_LIMITED',
    'Rate Limited',
    'Too many requests to the catalogue service. Please try again later.',
  ),
  RPC_METHOD_NOT_ALLOWED: alert(
    'RPC_METHOD_NOT_ALLOWED',
    'Action not allowed',
    'The requested RPC method is not on the allowed list.',
  ),
  MULTI_WALLET_NOT_ENABLED: alert(
    'MULTI_WALLET_NOT_ENABLED',
    'Multi-Wallet Not Enabled',
    'Connecting more than one wallet is not enabled for this project.',
    'info',
  ),
} as const satisfies Record<string, AlertDefinition>;

/**
 * The alert for `code`, with `detail` appended to its long message (Server Error includes the
 * server's message this way).
 * @example
 * alertOf('SERVER_ERROR', 'HTTP status code: 503')
 */
export function alertOf(code: AlertCode, detail?: string): Alert {
  const base: Alert = ALERTS[code];
  return detail ? { ...base, longMessage: `${base.longMessage} ${detail}` } : base;
}
