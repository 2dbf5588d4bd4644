import { FRAME_ERROR_MESSAGES } from '@foyer/kernel/frame';
import { NotConnectedToEmailOrSocialError } from '@foyer/kernel';
import type { WalletSession, WalletSessionRepository } from '../../db/WalletSessionRepository.js';
import type { WalletUser, WalletUserRepository } from '../../db/WalletUserRepository.js';
import { randomToken, sha256Hex } from '../crypto/hashing.js';
import { SecureSiteError } from '../SecureSiteError.js';

/** How long a frame session lasts. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

export type AuthenticatedSession = { session: WalletSession; user: WalletUser };

/** Bearer sessions of the frame: random 256-bit tokens, only their SHA-256 stored. */
export class SessionService {
  readonly #sessions: WalletSessionRepository;
  readonly #users: WalletUserRepository;
  readonly #now: () => number;

  constructor(sessions: WalletSessionRepository, users: WalletUserRepository, now: () => number = Date.now) {
    this.#sessions = sessions;
    this.#users = users;
    this.#now = now;
  }

  /** Creates a session and returns its token (given to the frame once, kept in the frame origin's storage). */
  async create(userId: string, deviceId: string, chainId: string): Promise<string> {
    const token = randomToken();
    const now = this.#now();
    await this.#sessions.insert({ tokenHash: sha256Hex(token), userId, deviceId: sha256Hex(deviceId), chainId, expiresAt: now + SESSION_TTL_MS, createdAt: now });
    return token;
  }

  /** The session and user of an `Authorization: Bearer` header; 401 NOT_CONNECTED / SESSION_EXPIRED otherwise. */
  async authenticate(authorization: string | undefined): Promise<AuthenticatedSession> {
    const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
    if (token === undefined) throw new SecureSiteError(401, 'NOT_CONNECTED', new NotConnectedToEmailOrSocialError().shortMessage);
    const session = await this.#sessions.find(sha256Hex(token));
    if (session === undefined) throw new SecureSiteError(401, 'NOT_CONNECTED', new NotConnectedToEmailOrSocialError().shortMessage);
    if (session.expiresAt <= this.#now()) {
      await this.#sessions.delete(session.tokenHash);
      throw new SecureSiteError(401, 'SESSION_EXPIRED', FRAME_ERROR_MESSAGES.SESSION_EXPIRED);
    }
    const user = await this.#users.findById(session.userId);
    if (user === undefined) throw new SecureSiteError(401, 'NOT_CONNECTED', new NotConnectedToEmailOrSocialError().shortMessage);
    return { session, user };
  }

  async setChainId(session: WalletSession, chainId: string): Promise<void> {
    await this.#sessions.setChainId(session.tokenHash, chainId);
  }

  async end(session: WalletSession): Promise<void> {
    await this.#sessions.delete(session.tokenHash);
  }
}
