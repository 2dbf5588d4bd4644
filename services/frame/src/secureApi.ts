import { FRAME_STORAGE_KEYS } from '@foyer/kernel/frame';
import { detectParentOrigin } from './parentOrigin.js';

/** An `{ error: { code, message } }` answer of the secure site's API. */
export class SecureApiError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export function readToken(): string | null {
  return localStorage.getItem(FRAME_STORAGE_KEYS.sessionToken);
}

export function writeToken(token: string | null): void {
  if (token === null) localStorage.removeItem(FRAME_STORAGE_KEYS.sessionToken);
  else localStorage.setItem(FRAME_STORAGE_KEYS.sessionToken, token);
}

/** The frame's device id (random, on the secure site's origin only). */
export function deviceId(): string {
  let id = localStorage.getItem(FRAME_STORAGE_KEYS.deviceId);
  if (id === null) {
    id = crypto.randomUUID();
    localStorage.setItem(FRAME_STORAGE_KEYS.deviceId, id);
  }
  return id;
}

let pageOrigin = detectParentOrigin();

/**
 * The embedding page's origin, for the frame that learnt it from its parent's first message (no ancestorOrigins, no
 * referrer): sessions are bound to the page origin they were made for, which every call names (`x-foyer-origin`).
 */
export function useParentOrigin(origin: string): void {
  pageOrigin ??= origin;
}

/** Calls the secure site's same-origin JSON API with the session token; throws `SecureApiError`. */
export async function secureApi<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const token = readToken();
  const response = await fetch(path, {
    method,
    credentials: 'omit',
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token !== null ? { authorization: `Bearer ${token}` } : {}),
      // Sessions are bound to the project they were created for: the frame of another project cannot use them.
      'x-foyer-project': new URLSearchParams(location.search).get('projectId') ?? '',
      // ...and to the page origin (the browser's report of the embedding page): another page cannot use them (N12).
      'x-foyer-origin': pageOrigin ?? '',
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  });
  const json = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
  if (!response.ok) throw new SecureApiError(json.error?.code ?? 'FRAME_ERROR', json.error?.message ?? `HTTP status code: ${response.status}`);
  return json as T;
}
