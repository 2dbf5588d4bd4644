import type { CDPSession } from '@playwright/test';
import { takeHeapSnapshot } from './heapSnapshotGraph.js';

/** Self sizes summed over a heap snapshot, bytes: all nodes, and the part V8 reports as compiled code. */
export type HeapSnapshotTotals = { totalBytes: number; codeBytes: number };

type SnapshotMeta = { snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }; nodes: number[] };

/**
 * Takes a heap snapshot (`HeapProfiler.takeHeapSnapshot`, which collects garbage first) and sums its
 * nodes' self sizes, to set beside `Runtime.getHeapUsage`: the snapshot counts reachable objects only.
 */
export async function heapSnapshotTotals(session: CDPSession): Promise<HeapSnapshotTotals> {
  const { snapshot, nodes } = JSON.parse(await takeHeapSnapshot(session)) as SnapshotMeta;
  const fields = snapshot.meta.node_fields;
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  const codeType = snapshot.meta.node_types[0].indexOf('code');
  let totalBytes = 0;
  let codeBytes = 0;
  for (let index = 0; index < nodes.length; index += fields.length) {
    const size = nodes[index + sizeField] ?? 0;
    totalBytes += size;
    if (nodes[index + typeField] === codeType) codeBytes += size;
  }
  return { totalBytes, codeBytes };
}
