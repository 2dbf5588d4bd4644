import type { BridgeLogger, RemoteId } from '@foyer/kernel';

/** The remotes of the embedded wallet: their console output is the "auth logger". */
const AUTH_REMOTES: ReadonlySet<RemoteId> = new Set(['auth', 'email', 'socials']);
const SILENT: BridgeLogger = { warn() {}, error() {} };

/**
 * The logger a remote's setup gets: the shell's (console in debug mode), or a silent one for the
 * embedded wallet's remotes (auth, email, socials) when `enableAuthLogger` is false.
 * @example
 * bridgeLoggerFor('auth', logger, false) // logs nothing
 */
export function bridgeLoggerFor(id: RemoteId, logger: BridgeLogger, enableAuthLogger: boolean): BridgeLogger {
  return AUTH_REMOTES.has(id) && !enableAuthLogger ? SILENT : logger;
}
