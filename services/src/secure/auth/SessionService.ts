import { FRAME_ERROR_MESSAGES } from '@foyer/kernel/frame';
import { NotConnectedToEmailOrSocialError } from '@foyer/kernel';
import type { WalletSession, WalletSessionRepository } from '../../db/WalletSessionRepository.js';
import type { WalletUser, WalletUserRepository } from '../../db/WalletUserRepository.js';
import { randomToken, sha256Hex } from '../crypto/hashing.js';
import { SecureSiteError } from '../SecureSiteError.js';

/** Absolute lifetime of a frame session. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
/** A session unused for this long ends (each use slides it), well before the absolute lifetime. */
export const SESSION_IDLE_TTL_MS = 24 * 60 * 60_000;
/** Uses closer together than this do not rewrite `last_used_at` (one write per minute at most). */
const TOUCH_INTERVAL_MS = 60_000;

export type AuthenticatedSession = { session: WalletSession; user: WalletUser };

/** The project and page origin a session is created for. */
export type SessionBinding = { projectId: string; appOrigin: string };

/** What a request says about where it comes from: the frame's project (`x-foyer-project`) and page origin (`x-foyer-origin`). */
export type SessionRequest = { authorization: string | undefined; projectId: string | undefined; appOrigin: string | undefined };

export type SessionServiceOptions = {
  /** Checks that `origin` is still allowed for `projectId` (the list may have changed since login); throws a 403 when not. */
  origins?: { assertAllowed(projectId: string, origin: string): Promise<void> };
  now?: () => number;
};

const notConnected = () => new SecureSiteError(401, 'NOT_CONNECTED', new NotConnectedToEmailOrSocialError().shortMessage);

/**
 * Bearer sessions of the frame: random 256-bit tokens, only their SHA-256 stored. A session belongs to the project
 * and page origin it was created for: the frame of another project or page (same secure-site origin, same storage)
 * cannot use it, since the frame names the page that embeds it (review N12).
 */
export class SessionService {
  readonly #sessions: WalletSessionRepository;
  readonly #users: WalletUserRepository;
  readonly #origins: SessionServiceOptions['origins'];
  readonly #now: () => number;

  constructor(sessions: WalletSessionRepository, users: WalletUserRepository, options: SessionServiceOptions = {}) {
    this.#sessions = sessions;
    this.#users = users;
    this.#origins = options.origins;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Creates a session and returns its token (given to the frame once, kept in the frame origin's storage). Without
   * `binding`, the first project that uses the session binds it (callers that know the project should pass it).
   */
  async create(userId: string, deviceId: string, chainId: string, binding?: SessionBinding): Promise<string> {
    const token = randomToken();
    const now = this.#now();
    await this.#sessions.insert({
      tokenHash: sha256Hex(token),
      userId,
      deviceId: sha256Hex(deviceId),
      chainId,
      expiresAt: now + SESSION_TTL_MS,
      createdAt: now,
      projectId: binding?.projectId ?? null,
      appOrigin: binding?.appOrigin ?? null,
      lastUsedAt: now,
    });
    return token;
  }

  /** The session and user of a request; 401 NOT_CONNECTED / SESSION_EXPIRED otherwise. */
  async authenticate({ authorization, projectId, appOrigin }: SessionRequest): Promise<AuthenticatedSession> {
    const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
    if (token === undefined || projectId === undefined || projectId === '') throw notConnected();
    const session = await this.#sessions.find(sha256Hex(token));
    if (session === undefined) throw notConnected();
    const now = this.#now();
    const lastUsedAt = session.lastUsedAt ?? session.createdAt;
    if (session.expiresAt <= now || lastUsedAt + SESSION_IDLE_TTL_MS <= now) {
      await this.#sessions.delete(session.tokenHash);
      throw new SecureSiteError(401, 'SESSION_EXPIRED', FRAME_ERROR_MESSAGES.SESSION_EXPIRED);
    }
    if (session.projectId === null) {
      // Re-read: of two first uses from different projects, only the one whose conditional UPDATE won may proceed.
      await this.#sessions.bindProject(session.tokenHash, projectId);
      if ((await this.#sessions.find(session.tokenHash))?.projectId !== projectId) throw notConnected();
    } else if (session.projectId !== projectId) {
      throw notConnected();
    }
    // The browser reports the embedding page to the frame (ancestorOrigins, referrer), which names it here.
    if (session.appOrigin !== null && appOrigin !== session.appOrigin) throw notConnected();
    if (session.appOrigin !== null) await this.#assertOriginAllowed(projectId, session.appOrigin);
    const user = await this.#users.findById(session.userId);
    if (user === undefined) throw notConnected();
    if (now - lastUsedAt >= TOUCH_INTERVAL_MS) await this.#sessions.touch(session.tokenHash, now);
    return { session: { ...session, projectId, lastUsedAt: now }, user };
  }

  /** A session whose page origin left the project's list is refused (kept: the list may come back); other failures pass through. */
  async #assertOriginAllowed(projectId: string, origin: string): Promise<void> {
    try {
      await this.#origins?.assertAllowed(projectId, origin);
    } catch (error) {
      if (error instanceof SecureSiteError && error.statusCode === 403) throw notConnected();
      throw error;
    }
  }

  async setChainId(session: WalletSession, chainId: string): Promise<void> {
    await this.#sessions.setChainId(session.tokenHash, chainId);
  }

  async end(session: WalletSession): Promise<void> {
    await this.#sessions.delete(session.tokenHash);
  }

  /** Ends every session of `userId`, except `keep` when given (the session that made the change). */
  async endAll(userId: string, keep?: WalletSession): Promise<void> {
    await this.#sessions.deleteForUser(userId, keep?.tokenHash);
  }
}
