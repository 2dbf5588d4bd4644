export type BuildMode = 'production' | 'development';

export interface BuildOptions {
  mode: BuildMode;
  /** Environment of the build-time defaults (FOYER_API_PORT, FOYER_ANVIL_PORT, FOYER_SECURE_PORT, FOYER_RELAY_PORT, FOYER_SOLANA_PORT). */
  env?: NodeJS.ProcessEnv;
}
