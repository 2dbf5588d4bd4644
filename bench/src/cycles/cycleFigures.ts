import type { HeapSnapshotTotals } from './heapSnapshotTotals.js';
import type { PageResources } from './pageResources.js';

/** The figures of one kind of cycle (dev wallet or WalletConnect) in one page. */
export type CycleFigures = {
  /** `devWallet` or `walletConnect`. */
  kind: CycleKind;
  warmupCycles: number;
  /** Cycles measured (after the warm-up). */
  cycles: number;
  durationMs: number;
  /** After the warm-up, before the measured cycles. */
  start: PageResources;
  end: PageResources;
  /** Heap used after GC every `sampleEvery` cycles (index 0 = start). */
  heapSamples: { cycle: number; heapUsedBytes: number }[];
  /** Heap snapshot self sizes beside `start`/`end` (reachable objects only, code apart). */
  heapSnapshot?: { start: HeapSnapshotTotals; end: HeapSnapshotTotals };
  /** Least-squares slope of `heapSamples`, bytes per cycle. */
  bytesPerCycle: number;
  /** Topic subscriptions the relay holds for the page (every scripted wallet closed), when measured. */
  relaySubscriptions?: { start: number; end: number };
  /** Unhandled rejections of the scripted wallets' SDK during the run (WalletConnect only). */
  walletErrors?: string[];
};

export type CycleKind = 'devWallet' | 'walletConnect';

/** Least-squares slope of y over x (0 for fewer than two points). */
export function slope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  let numerator = 0;
  let denominator = 0;
  for (const { x, y } of points) {
    numerator += (x - meanX) * (y - meanY);
    denominator += (x - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

/** Heap growth from start to end, as a fraction of the start. */
export function heapGrowth(figures: Pick<CycleFigures, 'start' | 'end'>): number {
  return (figures.end.heapUsedBytes - figures.start.heapUsedBytes) / figures.start.heapUsedBytes;
}
