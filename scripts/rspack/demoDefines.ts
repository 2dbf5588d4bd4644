import { DEFAULT_PORTS } from '../../shared-kernel/src/constants.js';

/**
 * Build-time defaults of the demo's endpoints (ports from the kernel's `DEFAULT_PORTS`, moved by `FOYER_<NAME>_PORT`). The page derives them from its own
 * hostname when these are empty, and `?apiUrl=` / `?nodeUrl=` override both.
 */
export function demoDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    __FOYER_API_PORT__: JSON.stringify(env.FOYER_API_PORT ?? String(DEFAULT_PORTS.api)),
    __FOYER_ANVIL_PORT__: JSON.stringify(env.FOYER_ANVIL_PORT ?? String(DEFAULT_PORTS.anvil)),
    __FOYER_SECURE_PORT__: JSON.stringify(env.FOYER_SECURE_PORT ?? String(DEFAULT_PORTS.secure)),
    __FOYER_RELAY_PORT__: JSON.stringify(env.FOYER_RELAY_PORT ?? String(DEFAULT_PORTS.relay)),
    __FOYER_SOLANA_PORT__: JSON.stringify(env.FOYER_SOLANA_PORT ?? String(DEFAULT_PORTS.solana)),
  };
}
