/** Developer-facing messages; silent unless the `debug` option is on. */
export type Logger = {
  readonly enabled: boolean;
  /** Something the integrator should fix or know (a misconfiguration, an ignored option). */
  warn(message: string, ...details: unknown[]): void;
  /** Something went wrong at run time (a wallet or service error that the UI already shows). */
  error(message: string, ...details: unknown[]): void;
};

const PREFIX = '[foyer]';

/**
 * A logger that writes to the console only when `enabled` (the `debug` option, on by default).
 * @example
 * createLogger(true).warn('Local features were ignored', ['email'])
 */
export function createLogger(enabled: boolean): Logger {
  return {
    enabled,
    warn(message, ...details) {
      if (enabled) console.warn(`${PREFIX} ${message}`, ...details);
    },
    error(message, ...details) {
      if (enabled) console.error(`${PREFIX} ${message}`, ...details);
    },
  };
}
