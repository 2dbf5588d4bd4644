import {
  SESSIONS_PATHS,
  SiwxMessageRefusedError,
  SiwxSignMessageError,
  servicesUrl,
  type AuthenticateRequest,
  type AuthenticateResponse,
  type CreateMessageRequest,
  type CreateMessageResponse,
  type RevokeRequest,
  type ServicesState,
  type SessionsResponse,
  type SIWXConfig,
  type SIWXMessage,
  type SIWXMessageInput,
  type SIWXSession,
} from '@foyer/kernel';
import { createStorage, type FoyerStorage } from '../utils/createStorage.js';
import { SiwxServiceError } from './SiwxServiceError.js';
import { siwxMessageProblem } from './siwxMessageProblem.js';

export type FoyerSiwxOptions = {
  /** The user must sign in: the modal cannot be closed and cancel disconnects. Default false. */
  required?: boolean;
  /** The statement of every message (EIP-4361 / Sign-In-With-Solana). */
  statement?: string;
  /** Revoke the session on the server when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean;
  /** Where tokens are kept; default the page's localStorage under `@foyer/`. */
  storage?: FoyerStorage;
};

/** What the page keeps per account and network: the bearer token of its session. */
export type StoredSiwxToken = { token: string; session: SIWXSession; expiresAt: string };

/** The storage key of an account's token: `siwx:<chainId>:<address>` (eip155 addresses lower-case). */
export function siwxTokenKey(chainId: string, address: string): string {
  return `siwx:${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`;
}

/**
 * The ready `siwx` implementation, backed by the Foyer sessions service (`/v1/sessions/...`): the
 * service writes each message (nonce, domain, times) and verifies the signature; the page keeps
 * only the bearer token of each session, in localStorage per account and network. A message whose domain, URI,
 * nonce or time is not this page's is refused before the wallet sees it (`siwxMessageProblem`). `createFoyer`
 * hands it the project and endpoints (`setServices`). Rejects with `SiwxSignMessageError` ('Error
 * signing message') whose cause is the service's `SiwxServiceError` (its `serviceCode`).
 * Import it from `@foyer/shell/siwx`: a page that does not never ships it.
 * @example
 * createFoyer({ projectId: 'foyer-demo', siwx: new FoyerSiwx({ required: true }) })
 */
export class FoyerSiwx implements SIWXConfig {
  readonly signOutOnDisconnect: boolean;
  readonly #required: boolean;
  readonly #statement: string | undefined;
  readonly #storage: FoyerStorage;
  #services: ServicesState | undefined;

  constructor(options: FoyerSiwxOptions = {}) {
    this.#required = options.required ?? false;
    this.#statement = options.statement;
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true;
    this.#storage = options.storage ?? createStorage();
  }

  /** The project and endpoints to use (`createFoyer` calls it with its own). */
  setServices(services: ServicesState): void {
    this.#services = services;
  }

  getRequired(): boolean {
    return this.#required;
  }

  async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    const body: CreateMessageRequest = { accountAddress: input.accountAddress, chainId: input.chainId };
    if (this.#statement !== undefined) body.statement = this.#statement;
    let answer: CreateMessageResponse;
    try {
      answer = await this.#request<CreateMessageResponse>('POST', SESSIONS_PATHS.message, { body });
    } catch (error) {
      throw new SiwxSignMessageError({ cause: error });
    }
    const { message, data } = answer;
    // The wallet must never see a message the services wrote for another site (N15).
    const problem = siwxMessageProblem(message, data, input, location, Date.now());
    if (problem !== undefined) throw new SiwxSignMessageError({ cause: new SiwxMessageRefusedError({ details: problem }) });
    return { ...data, toString: () => message };
  }

  async addSession(session: SIWXSession): Promise<void> {
    const body: AuthenticateRequest = { message: session.message, signature: session.signature, chainId: session.data.chainId };
    let answer: AuthenticateResponse;
    try {
      answer = await this.#request<AuthenticateResponse>('POST', SESSIONS_PATHS.authenticate, { body });
    } catch (error) {
      throw new SiwxSignMessageError({ cause: error });
    }
    const stored: StoredSiwxToken = { token: answer.token, session: answer.session, expiresAt: answer.expiresAt };
    this.#storage.set(siwxTokenKey(answer.session.data.chainId, answer.session.data.accountAddress), stored);
  }

  /** The live sessions of the account on `chainId`, from the service; none without a valid token. */
  async getSessions(chainId: string, address: string): Promise<SIWXSession[]> {
    const key = siwxTokenKey(chainId, address);
    const stored = this.#storage.get<StoredSiwxToken>(key);
    if (!stored?.token) return [];
    if (Date.parse(stored.expiresAt) <= Date.now()) {
      this.#storage.remove(key);
      return [];
    }
    try {
      const { sessions } = await this.#request<SessionsResponse>('GET', SESSIONS_PATHS.list(address), {
        token: stored.token,
        params: { chainId },
      });
      return sessions.filter((session) => siwxTokenKey(session.data.chainId, session.data.accountAddress) === key);
    } catch (error) {
      // A revoked, expired or unknown token: forget it (a session no longer exists).
      if (error instanceof SiwxServiceError && error.status === 401) this.#storage.remove(key);
      return [];
    }
  }

  /**
   * Revokes this page's session of the account on the server (only it: the account stays signed in on its other
   * devices and tabs) and forgets its token, even when the service cannot be reached.
   */
  async revokeSession(chainId: string, address: string): Promise<void> {
    const key = siwxTokenKey(chainId, address);
    const stored = this.#storage.get<StoredSiwxToken>(key);
    this.#storage.remove(key);
    if (!stored?.token) return;
    const body: RevokeRequest = { chainId, scope: 'session' };
    await this.#request('POST', SESSIONS_PATHS.revoke(address), { token: stored.token, body });
  }

  /** Stores each given session (the service verifies it); an empty list signs nothing out. */
  async setSessions(sessions: SIWXSession[]): Promise<void> {
    for (const session of sessions) await this.addSession(session);
  }

  async #request<answer>(
    method: 'GET' | 'POST',
    path: string,
    { body, token, params }: { body?: unknown; token?: string; params?: Record<string, string> } = {},
  ): Promise<answer> {
    if (!this.#services) throw new SiwxServiceError({ status: 0, details: 'FoyerSiwx is not attached to a Foyer instance' });
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(servicesUrl(this.#services, path, params), {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new SiwxServiceError({ status: 0, cause: error });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text.length > 0 ? JSON.parse(text) : null;
    } catch {
      if (response.ok) throw new SiwxServiceError({ status: response.status, details: 'The answer is not JSON' });
    }
    if (!response.ok) throw new SiwxServiceError({ status: response.status, body: json });
    return json as answer;
  }
}
