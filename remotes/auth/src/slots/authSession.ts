import type { BridgeStorage } from '@foyer/kernel';
import type { AuthAdapter } from '../adapter/AuthAdapter.js';

type AuthSession = { adapter: AuthAdapter; storage: BridgeStorage };

let current: AuthSession | undefined;

/** Keeps the page's auth adapter for the remote's slots (set once by the remote's setup). */
export function setAuthSession(session: AuthSession): void {
  current = session;
}

/** The page's auth adapter and storage, once the remote's setup ran. */
export function getAuthSession(): AuthSession | undefined {
  return current;
}
