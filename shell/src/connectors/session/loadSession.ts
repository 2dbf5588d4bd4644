type SessionModule = typeof import('./sessionEntry.js');

let sessionModule: Promise<SessionModule> | undefined;

/**
 * The session code (`resumeConnection`, `switchNetwork`), fetched once for the page: when a
 * stored session is restored or a network switch is asked for. A failed fetch is forgotten, so
 * the next call retries. Connecting from the modal needs no call: the modal's chunk has its own.
 * @example
 * const { switchNetwork } = await loadSession()
 */
export function loadSession(): Promise<SessionModule> {
  if (!sessionModule) {
    sessionModule = import('./sessionEntry.js');
    sessionModule.catch(() => (sessionModule = undefined));
  }
  return sessionModule;
}
