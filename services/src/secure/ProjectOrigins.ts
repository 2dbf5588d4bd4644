import { SDK_TYPE, SDK_VERSION } from '@foyer/kernel';
import { FRAME_ERROR_MESSAGES, isOriginAllowed } from '@foyer/kernel/frame';
import { SecureSiteError } from './SecureSiteError.js';

const CACHE_MS = 30_000;
/** The longest the services API may take to answer (M8): a hung API must not hold the frame's requests forever. */
export const PROJECT_ORIGINS_TIMEOUT_MS = 5_000;

/** Reads a project's allowed origins from the services API (`GET /projects/v1/origins`), cached 30 s. */
export class ProjectOrigins {
  readonly #apiUrl: string;
  readonly #cache = new Map<string, { origins: string[]; at: number }>();

  constructor(apiUrl: string) {
    this.#apiUrl = apiUrl;
  }

  /** The allowed origins; 403 INVALID_PROJECT_ID, 429 RATE_LIMITED or 502 SERVER_ERROR when they cannot be read. */
  async get(projectId: string): Promise<string[]> {
    const cached = this.#cache.get(projectId);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.origins;
    const url = new URL('/projects/v1/origins', this.#apiUrl);
    url.searchParams.set('projectId', projectId);
    url.searchParams.set('st', SDK_TYPE);
    url.searchParams.set('sv', `foyer-secure-${SDK_VERSION}`);
    const response = await fetch(url, { signal: AbortSignal.timeout(PROJECT_ORIGINS_TIMEOUT_MS) }).catch((error: unknown) => {
      throw new SecureSiteError(502, 'SERVER_ERROR', 'The services API is unreachable', { cause: error });
    });
    if (response.status === 429) throw new SecureSiteError(429, 'RATE_LIMITED', 'Rate Limited');
    if (response.status === 400 || response.status === 403) throw new SecureSiteError(403, 'INVALID_PROJECT_ID', 'Invalid Project ID');
    if (!response.ok) throw new SecureSiteError(502, 'SERVER_ERROR', `HTTP status code: ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as { allowedOrigins?: unknown };
    const origins = Array.isArray(body.allowedOrigins) ? body.allowedOrigins.filter((o): o is string => typeof o === 'string') : [];
    this.#cache.set(projectId, { origins, at: Date.now() });
    return origins;
  }

  /** Throws 403 ORIGIN_NOT_ALLOWED unless `origin` may use the project's email and social login. */
  async assertAllowed(projectId: string, origin: string): Promise<void> {
    if (!isOriginAllowed(origin, await this.get(projectId))) {
      throw new SecureSiteError(403, 'ORIGIN_NOT_ALLOWED', FRAME_ERROR_MESSAGES.ORIGIN_NOT_ALLOWED);
    }
  }
}
