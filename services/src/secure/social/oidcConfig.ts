import type { PopupSocialProvider } from '@foyer/kernel/frame';

/** OAuth 2 / OpenID Connect client settings of a real provider (without them, dev mode plays it with the LOCAL identity provider). */
export type OidcProviderConfig = {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
};

export type OidcConfig = Partial<Record<PopupSocialProvider, OidcProviderConfig>>;
