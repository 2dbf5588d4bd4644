import { secureApi } from './secureApi.js';

/** Waits between attempts to read the allowed origins (the services API may be starting or briefly down). */
export const ORIGINS_RETRY_DELAYS_MS = [250, 1_000, 3_000] as const;

/**
 * The project's allowed origins, fetched lazily and kept once read. A failed read is retried with backoff, and a
 * later request tries again instead of failing forever until reload (M8). While unknown, the list is empty: every
 * request is refused (fail closed).
 * @example
 * const origins = createAllowedOrigins('foyer-demo', warn); await origins.get()
 */
export function createAllowedOrigins(projectId: string, warn: (message: string, detail?: unknown) => void, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))) {
  let known: string[] | undefined;
  let loading: Promise<string[]> | undefined;

  const attempt = async (): Promise<string[]> => {
    let lastError: unknown;
    for (const delay of [0, ...ORIGINS_RETRY_DELAYS_MS]) {
      if (delay > 0) await sleep(delay);
      try {
        const body = await secureApi<{ allowedOrigins: string[] }>('GET', `/api/origins?projectId=${encodeURIComponent(projectId)}`);
        known = body.allowedOrigins;
        return known;
      } catch (error) {
        lastError = error;
      }
    }
    warn('cannot load the allowed origins', lastError);
    return [];
  };

  return {
    get(): Promise<string[]> {
      if (known !== undefined) return Promise.resolve(known);
      loading ??= attempt().finally(() => {
        loading = undefined;
      });
      return loading;
    },
  };
}
