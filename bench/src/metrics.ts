import { addSizes, type ByteSizes } from './byteSizes.js';
import type { PageRun } from './measurePage.js';

export type Unit = 'kB' | 'ms' | 'MiB' | 'count';

export interface Metric {
  key: string;
  label: string;
  unit: Unit;
  read(run: PageRun): number;
}

/** All JS a visitor downloads before clicking anything: the page load plus any idle prefetch. */
export function beforeClick(run: PageRun): ByteSizes {
  return addSizes(run.loadJs, run.idleJs);
}

/** The figures reported per page, in table order. */
export const METRICS: readonly Metric[] = [
  { key: 'beforeClickRaw', label: 'JS before any click, raw', unit: 'kB', read: (run) => beforeClick(run).raw },
  { key: 'beforeClickGzip', label: 'JS before any click, gzip -9', unit: 'kB', read: (run) => beforeClick(run).gzip },
  { key: 'beforeClickBrotli', label: 'JS before any click, brotli', unit: 'kB', read: (run) => beforeClick(run).brotli },
  { key: 'beforeClickRequests', label: 'JS requests before any click', unit: 'count', read: (run) => run.loadJsRequests + run.idleJsRequests },
  { key: 'loadGzip', label: '… of which until the load event, gzip -9', unit: 'kB', read: (run) => run.loadJs.gzip },
  { key: 'idleGzip', label: '… of which prefetched after load, gzip -9', unit: 'kB', read: (run) => run.idleJs.gzip },
  { key: 'openRaw', label: 'JS added by opening the modal, raw', unit: 'kB', read: (run) => run.openJs.raw },
  { key: 'openGzip', label: 'JS added by opening the modal, gzip -9', unit: 'kB', read: (run) => run.openJs.gzip },
  { key: 'openBrotli', label: 'JS added by opening the modal, brotli', unit: 'kB', read: (run) => run.openJs.brotli },
  { key: 'openRequests', label: 'JS requests on opening', unit: 'count', read: (run) => run.openJsRequests },
  { key: 'buttonVisible', label: 'navigation → connect button visible', unit: 'ms', read: (run) => run.buttonVisibleMs },
  { key: 'clickToWallet', label: 'click → first wallet row visible', unit: 'ms', read: (run) => run.clickToWalletMs },
  { key: 'heap', label: 'JS heap after open (after GC)', unit: 'MiB', read: (run) => run.heapAfterOpenBytes },
  { key: 'remotesBeforeClick', label: 'remote entries requested before any click', unit: 'count', read: (run) => run.remoteEntriesBeforeClick.length },
  { key: 'offLoopback', label: 'requests to non-loopback hosts', unit: 'count', read: (run) => run.offLoopbackRequests.length },
];

export function metric(key: string): Metric {
  const found = METRICS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Unknown metric ${key}`);
  return found;
}

/** A raw reading (bytes, ms, count) in the metric's display unit. */
export function inUnit(unit: Unit, value: number): number {
  if (unit === 'kB') return value / 1000;
  if (unit === 'MiB') return value / (1024 * 1024);
  return value;
}

export function formatValue(unit: Unit, value: number): string {
  const shown = inUnit(unit, value);
  if (unit === 'count') return String(Math.round(shown * 10) / 10);
  if (unit === 'MiB') return shown.toFixed(2);
  return shown.toFixed(1);
}
