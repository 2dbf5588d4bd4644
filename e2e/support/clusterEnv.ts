import type { InstanceKind } from '../../scripts/cluster/instance.js';

/** Environment variables through which the cluster's global setup talks to its tests. */
export const CLUSTER_ENV = {
  /** Why the cluster suite is skipped (PostgreSQL or redis-server missing); unset when it runs. */
  skip: 'FOYER_E2E_CLUSTER_SKIP',
  /** JSON: the instance URLs behind each proxy. */
  instances: 'FOYER_E2E_CLUSTER_INSTANCES',
} as const;

/** The instance URLs behind each proxy, as the global setup published them. */
export function readClusterInstances(env: NodeJS.ProcessEnv = process.env): Record<InstanceKind, string[]> {
  const value = env[CLUSTER_ENV.instances];
  if (!value) throw new Error(`${CLUSTER_ENV.instances} is not set: run through e2e/playwright.cluster.config.ts`);
  return JSON.parse(value) as Record<InstanceKind, string[]>;
}
