import type { PopupSocialProvider } from '@foyer/kernel/frame';

/** OAuth 2 / OpenID Connect client settings that make a provider real instead of the LOCAL identity provider. */
export type OidcProviderConfig = {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
};

export type OidcConfig = Partial<Record<PopupSocialProvider, OidcProviderConfig>>;

const PROVIDERS: readonly PopupSocialProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];

/**
 * Reads `FOYER_OIDC_<PROVIDER>_CLIENT_ID`, `_CLIENT_SECRET`, `_AUTHORIZATION_URL`, `_TOKEN_URL`, `_USERINFO_URL` and
 * optional `_SCOPE` (default `openid email profile`). A provider is configured only when the first five are set.
 * @example
 * readOidcConfig(process.env).google?.clientId
 */
export function readOidcConfig(env: Readonly<Record<string, string | undefined>>): OidcConfig {
  const config: OidcConfig = {};
  for (const provider of PROVIDERS) {
    const key = (name: string) => env[`FOYER_OIDC_${provider.toUpperCase()}_${name}`]?.trim() || undefined;
    const clientId = key('CLIENT_ID');
    const clientSecret = key('CLIENT_SECRET');
    const authorizationUrl = key('AUTHORIZATION_URL');
    const tokenUrl = key('TOKEN_URL');
    const userInfoUrl = key('USERINFO_URL');
    if (clientId && clientSecret && authorizationUrl && tokenUrl && userInfoUrl) {
      config[provider] = { clientId, clientSecret, authorizationUrl, tokenUrl, userInfoUrl, scope: key('SCOPE') ?? 'openid email profile' };
    }
  }
  return config;
}
