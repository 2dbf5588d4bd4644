import { FRAME_ERROR_MESSAGES, type PopupSocialProvider } from '@foyer/kernel/frame';
import { digestsEqual, randomToken, sha256Hex } from '../crypto/hashing.js';
import { SecureSiteError } from '../SecureSiteError.js';
import type { SocialIdentity } from '../auth/UserProvisioner.js';
import type { OidcConfig } from './oidcConfig.js';

/** How long a started social login (state) and its result code stay usable. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;

type PendingLogin = {
  provider: PopupSocialProvider;
  /** The host page origin the result message is posted to. */
  appOrigin: string;
  /** SHA-256 of the frame's secret verifier: only the frame that started the login can finish it. */
  verifierHash: string;
  expiresAt: number;
  code?: string;
  identity?: SocialIdentity;
};

/**
 * Social logins: popup -> provider (the LOCAL identity provider, or a configured OIDC provider) -> the callback
 * page -> `window.opener` (the widget) -> frame `CONNECT_SOCIAL {uri}` -> here. States are single use.
 */
export class SocialLoginService {
  readonly #pending = new Map<string, PendingLogin>();
  readonly #siteUrl: string;
  readonly #oidc: OidcConfig;
  readonly #now: () => number;

  constructor(siteUrl: string, oidc: OidcConfig, now: () => number = Date.now) {
    this.#siteUrl = siteUrl;
    this.#oidc = oidc;
    this.#now = now;
  }

  get callbackUrl(): string {
    return new URL('/social/callback', this.#siteUrl).toString();
  }

  #sweep(): void {
    const now = this.#now();
    for (const [state, login] of this.#pending) if (login.expiresAt <= now) this.#pending.delete(state);
  }

  /** Starts a login; returns the URL the popup opens. */
  start(provider: PopupSocialProvider, appOrigin: string, verifierHash: string): string {
    this.#sweep();
    const state = randomToken();
    this.#pending.set(state, { provider, appOrigin, verifierHash, expiresAt: this.#now() + SOCIAL_STATE_TTL_MS });
    const oidc = this.#oidc[provider];
    if (oidc === undefined) return new URL(`/idp/${provider}?state=${state}`, this.#siteUrl).toString();
    const url = new URL(oidc.authorizationUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', oidc.clientId);
    url.searchParams.set('redirect_uri', this.callbackUrl);
    url.searchParams.set('scope', oidc.scope);
    url.searchParams.set('state', state);
    return url.toString();
  }

  /** The pending login of `state` (for the LOCAL consent page and the callback page). */
  pending(state: unknown): PendingLogin | undefined {
    if (typeof state !== 'string') return undefined;
    const login = this.#pending.get(state);
    return login && login.expiresAt > this.#now() ? login : undefined;
  }

  /** The LOCAL provider's consent: records the identity and returns the callback URL with a one-time code. */
  consentLocally(state: string, provider: string, email: string, userName: string): string {
    const login = this.pending(state);
    if (login === undefined || login.provider !== provider || this.#oidc[login.provider] !== undefined) {
      throw new SecureSiteError(400, 'POPUP_RESULT_INVALID', FRAME_ERROR_MESSAGES.POPUP_RESULT_INVALID);
    }
    login.code = randomToken();
    // The local provider's stable subject is derived from the e-mail typed on its page.
    login.identity = { provider, subject: `local:${sha256Hex(email)}`, email, userName: userName || null };
    const url = new URL(this.callbackUrl);
    url.searchParams.set('state', state);
    url.searchParams.set('code', login.code);
    return url.toString();
  }

  /** Finishes a login from the popup's result URI; consumes its state. */
  async complete(resultUri: string, verifier: string): Promise<SocialIdentity> {
    const invalid = () => new SecureSiteError(400, 'POPUP_RESULT_INVALID', FRAME_ERROR_MESSAGES.POPUP_RESULT_INVALID);
    let url: URL;
    try {
      url = new URL(resultUri);
    } catch {
      throw invalid();
    }
    if (url.origin + url.pathname !== this.callbackUrl) throw invalid();
    const state = url.searchParams.get('state') ?? '';
    const code = url.searchParams.get('code') ?? '';
    const login = this.pending(state);
    if (login === undefined || !digestsEqual(login.verifierHash, sha256Hex(verifier))) throw invalid();
    this.#pending.delete(state);
    const oidc = this.#oidc[login.provider];
    if (oidc === undefined) {
      if (login.code === undefined || login.identity === undefined || login.code !== code) throw invalid();
      return login.identity;
    }
    return this.#exchange(login.provider, oidc, code);
  }

  async #exchange(provider: PopupSocialProvider, oidc: NonNullable<OidcConfig[PopupSocialProvider]>, code: string): Promise<SocialIdentity> {
    const tokenResponse = await fetch(oidc.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.callbackUrl,
        client_id: oidc.clientId,
        client_secret: oidc.clientSecret,
      }),
    });
    const token = (await tokenResponse.json().catch(() => ({}))) as { access_token?: unknown };
    if (!tokenResponse.ok || typeof token.access_token !== 'string') throw new SecureSiteError(502, 'SERVER_ERROR', 'Failed to connect');
    const infoResponse = await fetch(oidc.userInfoUrl, { headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' } });
    const info = (await infoResponse.json().catch(() => ({}))) as Record<string, unknown>;
    const subject = info.sub ?? info.id;
    if (!infoResponse.ok || (typeof subject !== 'string' && typeof subject !== 'number')) {
      throw new SecureSiteError(502, 'SERVER_ERROR', 'Failed to connect');
    }
    const email = typeof info.email === 'string' ? info.email.toLowerCase() : null;
    const name = [info.preferred_username, info.login, info.username, info.name].find((value) => typeof value === 'string');
    return { provider, subject: String(subject), email, userName: typeof name === 'string' ? name : null };
  }
}
