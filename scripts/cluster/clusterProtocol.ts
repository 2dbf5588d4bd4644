import type { StackUrls } from '../stack.js';
import type { InstanceKind } from './instance.js';

/** Prefix of the line scripts/cluster.ts prints on stdout once the cluster is ready, followed by `ClusterUrls` as JSON. */
export const CLUSTER_READY_MARKER = 'FOYER_CLUSTER_READY';

export type ClusterUrls = StackUrls & {
  /** The instances behind each proxy. */
  instances: Record<InstanceKind, string[]>;
};
