/**
 * The embedded wallet's login cache in the host page's storage (spec §3 "Local storage"), under
 * the kernel's `STORAGE_PREFIX`. Only non-secret hints live here: the session itself stays on
 * the secure site's origin.
 */
export const AUTH_STORAGE_KEYS = {
  email: 'auth/email',
  /** Set once an email or social login succeeded: restore asks the frame on reload. */
  loginUsed: 'auth/loginUsed',
  /** Milliseconds since the epoch of the last email login request (the 30 s cooldown). */
  lastEmailLoginTime: 'auth/lastEmailLoginTime',
  socialUsername: 'auth/socialUsername',
  lastUsedChain: 'auth/lastUsedChain',
  smartAccountEnabledNetworks: 'auth/smartAccountEnabledNetworks',
} as const;

/** What disconnect clears: every key above. */
export const LOGIN_CACHE_KEYS: readonly string[] = Object.values(AUTH_STORAGE_KEYS);
