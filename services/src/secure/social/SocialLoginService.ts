import { createHash } from 'node:crypto';
import { FRAME_ERROR_MESSAGES, type PopupSocialProvider } from '@foyer/kernel/frame';
import { digestsEqual, randomToken, sha256Hex } from '../crypto/hashing.js';
import { addWithinShares, releaseShare } from '../addWithinShares.js';
import { SecureSiteError } from '../SecureSiteError.js';
import { MemoryRecordStore } from '../state/MemoryRecordStore.js';
import type { RecordStore } from '../state/RecordStore.js';
import type { SessionBinding } from '../auth/SessionService.js';
import type { SocialIdentity } from '../auth/UserProvisioner.js';
import type { OidcConfig, OidcProviderConfig } from './oidcConfig.js';
import { POPUP_SOCIAL_PROVIDERS } from './popupSocialProviders.js';
import { readIdTokenClaims } from './readIdTokenClaims.js';

/** How long a started social login (state) and its result code stay usable. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;
/** The longest a token or userinfo call may take (M8). */
export const OIDC_FETCH_TIMEOUT_MS = 10_000;
/** Social logins in flight at once (each lives 10 min); past it new ones are refused, none is evicted. */
export const MAX_PENDING_SOCIAL_LOGINS = 10_000;
/** Of those, most for one client address (its own oldest make room): one client cannot fill them for everyone. */
export const MAX_PENDING_SOCIAL_LOGINS_PER_CLIENT = 16;
/** Of those, most for one (project, page origin), refused past it: one app cannot fill them for every other app. */
export const MAX_PENDING_SOCIAL_LOGINS_PER_APP = 2_500;

/** Who starts a login: the project (the session is bound to it) and the client's address key (`clientIpKey`). */
export type SocialLoginParty = { projectId?: string; clientKey: string };

type PendingLogin = {
  provider: PopupSocialProvider;
  /** The host page origin the result message is posted to. */
  appOrigin: string;
  /** The project that started the login (the session is bound to it and to `appOrigin`). */
  projectId: string | undefined;
  /** SHA-256 of the frame's secret verifier: only the frame that started the login can finish it. */
  verifierHash: string;
  /** PKCE code verifier (RFC 7636, S256): kept here, so a stolen code is useless to anyone else. */
  codeVerifier: string;
  /** OIDC nonce: the id_token must carry it (no replayed tokens). */
  nonce: string;
  expiresAt: number;
  code?: string;
  identity?: SocialIdentity;
};

export type SocialLoginServiceOptions = {
  /** The secure site's public base URL (the OAuth redirect_uri is derived from it). */
  siteUrl: string;
  /** Real providers. */
  oidc: OidcConfig;
  /** Providers offered (default all); in production only configured ones are. */
  providers?: readonly PopupSocialProvider[];
  /** Development mode: unconfigured providers are played by the LOCAL identity provider at `/idp/<provider>`. */
  localIdp: boolean;
  now?: () => number;
  fetchTimeoutMs?: number;
  /** Defaults `MAX_PENDING_SOCIAL_LOGINS`, `..._PER_CLIENT` and `..._PER_APP` (tests shrink them). */
  maxPending?: number;
  maxPendingPerClient?: number;
  maxPendingPerApp?: number;
  /** Where logins in flight are kept (default: process memory); shared when the callback may reach another instance. */
  store?: RecordStore;
};

const KIND = 'social';

const failed = () => new SecureSiteError(502, 'SERVER_ERROR', 'Failed to connect');
const invalid = () => new SecureSiteError(400, 'POPUP_RESULT_INVALID', FRAME_ERROR_MESSAGES.POPUP_RESULT_INVALID);

/**
 * Social logins: popup -> provider (a configured OIDC provider, or in development the LOCAL identity provider) ->
 * the callback page -> `window.opener` (the widget) -> frame `CONNECT_SOCIAL {uri}` -> here. States are single use;
 * OIDC flows use PKCE (S256) and a nonce.
 */
export class SocialLoginService {
  readonly #pending: RecordStore;
  readonly #siteUrl: string;
  readonly #oidc: OidcConfig;
  readonly #providers: ReadonlySet<PopupSocialProvider>;
  readonly #now: () => number;
  readonly #timeoutMs: number;
  readonly #shares: { max: number; perClient: number; perApp: number };
  /** Whether the LOCAL identity provider pages exist (development mode only). */
  readonly localIdp: boolean;

  constructor(options: SocialLoginServiceOptions) {
    this.#siteUrl = options.siteUrl;
    this.#oidc = options.oidc;
    this.localIdp = options.localIdp;
    this.#providers = new Set(options.providers ?? POPUP_SOCIAL_PROVIDERS);
    this.#now = options.now ?? Date.now;
    this.#timeoutMs = options.fetchTimeoutMs ?? OIDC_FETCH_TIMEOUT_MS;
    this.#shares = {
      max: options.maxPending ?? MAX_PENDING_SOCIAL_LOGINS,
      perClient: options.maxPendingPerClient ?? MAX_PENDING_SOCIAL_LOGINS_PER_CLIENT,
      perApp: options.maxPendingPerApp ?? MAX_PENDING_SOCIAL_LOGINS_PER_APP,
    };
    this.#pending = options.store ?? new MemoryRecordStore(this.#now);
  }

  get callbackUrl(): string {
    return new URL('/social/callback', this.#siteUrl).toString();
  }

  /** Whether `provider` can be used: offered, and real or (development) played locally. */
  isAvailable(provider: PopupSocialProvider): boolean {
    return this.#providers.has(provider) && (this.#oidc[provider] !== undefined || this.localIdp);
  }

  /** Starts a login; returns the URL the popup opens. */
  async start(provider: PopupSocialProvider, appOrigin: string, verifierHash: string, { projectId, clientKey }: SocialLoginParty): Promise<string> {
    if (!this.isAvailable(provider)) throw new SecureSiteError(400, 'SOCIAL_PROVIDER_UNAVAILABLE', 'This sign-in method is not available');
    const state = randomToken();
    const codeVerifier = randomToken();
    const nonce = randomToken();
    const login: PendingLogin = { provider, appOrigin, projectId, verifierHash, codeVerifier, nonce, expiresAt: this.#now() + SOCIAL_STATE_TTL_MS };
    // Refuse rather than evict: evicting would let anyone flush other people's logins in progress.
    if (!(await addWithinShares(this.#pending, KIND, state, login, login.expiresAt, this.#shares, { clientKey, projectId: projectId ?? '', appOrigin }))) {
      throw new SecureSiteError(503, 'RATE_LIMITED', 'Rate Limited');
    }
    const oidc = this.#oidc[provider];
    if (oidc === undefined) return new URL(`/idp/${provider}?state=${state}`, this.#siteUrl).toString();
    const url = new URL(oidc.authorizationUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', oidc.clientId);
    url.searchParams.set('redirect_uri', this.callbackUrl);
    url.searchParams.set('scope', oidc.scope);
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', createHash('sha256').update(codeVerifier).digest('base64url'));
    url.searchParams.set('code_challenge_method', 'S256');
    url.searchParams.set('nonce', nonce);
    return url.toString();
  }

  /** The pending login of `state` (for the LOCAL consent page and the callback page). */
  async pending(state: unknown): Promise<Readonly<Pick<PendingLogin, 'provider' | 'appOrigin'>> | undefined> {
    return this.#find(state);
  }

  async #find(state: unknown): Promise<PendingLogin | undefined> {
    if (typeof state !== 'string' || !/^[\w-]{16,128}$/.test(state)) return undefined;
    const login = await this.#pending.get<PendingLogin>(KIND, state);
    return login && login.expiresAt > this.#now() ? login : undefined;
  }

  /**
   * The LOCAL provider's consent (development only): records the identity and returns the callback URL with a
   * one-time code. The e-mail counts as verified only when the page's "verified" box was ticked (H4).
   */
  async consentLocally(state: string, provider: string, email: string, userName: string, emailVerified: boolean): Promise<string> {
    const login = await this.#find(state);
    if (!this.localIdp || login === undefined || login.provider !== provider || this.#oidc[login.provider] !== undefined) throw invalid();
    const code = randomToken();
    // The local provider's stable subject is derived from the e-mail typed on its page.
    const identity: SocialIdentity = { provider, subject: `local:${sha256Hex(email)}`, email, emailVerified, userName: userName || null };
    if (!(await this.#pending.put(KIND, state, { ...login, code, identity }, login.expiresAt, 'present'))) throw invalid();
    const url = new URL(this.callbackUrl);
    url.searchParams.set('state', state);
    url.searchParams.set('code', code);
    return url.toString();
  }

  /** Finishes a login from the popup's result URI; consumes its state. */
  async complete(resultUri: string, verifier: string): Promise<SocialIdentity> {
    return (await this.completeLogin(resultUri, verifier)).identity;
  }

  /** `complete`, with the project and page origin the session is to be bound to. */
  async completeLogin(resultUri: string, verifier: string): Promise<{ identity: SocialIdentity; binding: SessionBinding | undefined }> {
    let url: URL;
    try {
      url = new URL(resultUri);
    } catch {
      throw invalid();
    }
    if (url.origin + url.pathname !== this.callbackUrl) throw invalid();
    const state = url.searchParams.get('state') ?? '';
    const code = url.searchParams.get('code') ?? '';
    const found = await this.#find(state);
    if (found === undefined || !digestsEqual(found.verifierHash, sha256Hex(verifier))) throw invalid();
    // Single use across instances: of two completions racing, one takes the state.
    const login = await this.#pending.take<PendingLogin>(KIND, state);
    if (login === undefined || login.verifierHash !== found.verifierHash) throw invalid();
    await releaseShare(this.#pending, KIND, state, { projectId: login.projectId ?? '', appOrigin: login.appOrigin });
    const binding = login.projectId === undefined ? undefined : { projectId: login.projectId, appOrigin: login.appOrigin };
    const oidc = this.#oidc[login.provider];
    if (oidc === undefined) {
      if (!this.localIdp || login.code === undefined || login.identity === undefined || login.code !== code) throw invalid();
      return { identity: login.identity, binding };
    }
    return { identity: await this.#exchange(login, oidc, code), binding };
  }

  async #fetchJson(url: string, init: RequestInit): Promise<{ ok: boolean; body: Record<string, unknown> }> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.#timeoutMs) });
      const body = (await response.json().catch(() => ({}))) as unknown;
      return { ok: response.ok, body: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {} };
    } catch (error) {
      throw new SecureSiteError(502, 'SERVER_ERROR', 'Failed to connect', { cause: error });
    }
  }

  async #exchange(login: PendingLogin, oidc: OidcProviderConfig, code: string): Promise<SocialIdentity> {
    const token = await this.#fetchJson(oidc.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.callbackUrl,
        client_id: oidc.clientId,
        client_secret: oidc.clientSecret,
        code_verifier: login.codeVerifier,
      }),
    });
    const accessToken = token.body.access_token;
    if (!token.ok || typeof accessToken !== 'string') throw failed();
    // The id_token comes straight from the token endpoint over TLS (OIDC Core 3.1.3.7), so its claims are checked, not its signature.
    const claims = typeof token.body.id_token === 'string' ? readIdTokenClaims(token.body.id_token) : undefined;
    if (claims !== undefined) {
      const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      const expired = typeof claims.exp === 'number' && claims.exp * 1000 <= this.#now();
      if (claims.nonce !== login.nonce || !audience.includes(oidc.clientId) || expired) throw invalid();
    }
    const info = await this.#fetchJson(oidc.userInfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
    const subject = info.body.sub ?? info.body.id;
    if (!info.ok || (typeof subject !== 'string' && typeof subject !== 'number')) throw failed();
    if (claims !== undefined && claims.sub !== String(subject)) throw invalid();
    const rawEmail = typeof info.body.email === 'string' ? info.body.email : typeof claims?.email === 'string' ? claims.email : null;
    const email = rawEmail === null ? null : rawEmail.toLowerCase();
    // Only an explicit boolean true counts (H4): unverified provider e-mails never become login e-mails.
    const emailVerified =
      email !== null &&
      (info.body.email_verified === true || (claims?.email_verified === true && typeof claims.email === 'string' && claims.email.toLowerCase() === email));
    const name = [info.body.preferred_username, info.body.login, info.body.username, info.body.name].find((value) => typeof value === 'string');
    return { provider: login.provider, subject: String(subject), email, emailVerified, userName: typeof name === 'string' ? name : null };
  }
}
