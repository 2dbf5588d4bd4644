import type { PopupSocialProvider } from '@foyer/kernel/frame';
import type { OidcConfig } from './oidcConfig.js';
import { POPUP_SOCIAL_PROVIDERS } from './popupSocialProviders.js';

const REQUIRED = ['CLIENT_ID', 'CLIENT_SECRET', 'AUTHORIZATION_URL', 'TOKEN_URL', 'USERINFO_URL'] as const;

/** The environment variable of one OIDC setting, e.g. `FOYER_OIDC_GOOGLE_TOKEN_URL`. */
export function oidcVariable(provider: PopupSocialProvider, name: string): string {
  return `FOYER_OIDC_${provider.toUpperCase()}_${name}`;
}

export type OidcSettings = {
  /** Providers whose five settings are all present. */
  config: OidcConfig;
  /** Providers with some but not all settings: the variables still missing (a typo must not fall back silently). */
  incomplete: Partial<Record<PopupSocialProvider, string[]>>;
};

/**
 * Reads `FOYER_OIDC_<PROVIDER>_CLIENT_ID`, `_CLIENT_SECRET`, `_AUTHORIZATION_URL`, `_TOKEN_URL`, `_USERINFO_URL` and
 * optional `_SCOPE` (default `openid email profile`) of every popup provider.
 * @example
 * readOidcSettings(process.env).incomplete.google // ['FOYER_OIDC_GOOGLE_TOKEN_URL']
 */
export function readOidcSettings(env: Readonly<Record<string, string | undefined>>): OidcSettings {
  const settings: OidcSettings = { config: {}, incomplete: {} };
  for (const provider of POPUP_SOCIAL_PROVIDERS) {
    const read = (name: string) => env[oidcVariable(provider, name)]?.trim() || undefined;
    const missing = REQUIRED.filter((name) => read(name) === undefined);
    if (missing.length === REQUIRED.length) continue;
    if (missing.length > 0) {
      settings.incomplete[provider] = missing.map((name) => oidcVariable(provider, name));
      continue;
    }
    settings.config[provider] = {
      clientId: read('CLIENT_ID') ?? '',
      clientSecret: read('CLIENT_SECRET') ?? '',
      authorizationUrl: read('AUTHORIZATION_URL') ?? '',
      tokenUrl: read('TOKEN_URL') ?? '',
      userInfoUrl: read('USERINFO_URL') ?? '',
      scope: read('SCOPE') ?? 'openid email profile',
    };
  }
  return settings;
}

/** The variables a provider needs, for the message when it is enabled without them. */
export function requiredOidcVariables(provider: PopupSocialProvider): string[] {
  return REQUIRED.map((name) => oidcVariable(provider, name));
}
