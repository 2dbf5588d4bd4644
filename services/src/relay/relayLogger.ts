/** The logger the relay writes to: a pino/Fastify logger fits. */
export type RelayLogger = {
  debug(object: object, message?: string): void;
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
};

const ignore = (): void => undefined;

/** A logger that drops everything (the default). */
export const silentRelayLogger: RelayLogger = { debug: ignore, info: ignore, warn: ignore, error: ignore };
