/** Invalid services configuration (options or environment); its message is one line meant for the terminal. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly code = 'INVALID_CONFIG';
}
