/**
 * Build-time defaults of the demo's endpoints. The page derives them from its own
 * hostname when these are empty, and `?apiUrl=` / `?nodeUrl=` override both.
 */
export function demoDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    __FOYER_API_PORT__: JSON.stringify(env.FOYER_API_PORT ?? '3010'),
    __FOYER_ANVIL_PORT__: JSON.stringify(env.FOYER_ANVIL_PORT ?? '8545'),
    __FOYER_SECURE_PORT__: JSON.stringify(env.FOYER_SECURE_PORT ?? '3020'),
    __FOYER_RELAY_PORT__: JSON.stringify(env.FOYER_RELAY_PORT ?? '3030'),
    __FOYER_SOLANA_PORT__: JSON.stringify(env.FOYER_SOLANA_PORT ?? '8899'),
  };
}
