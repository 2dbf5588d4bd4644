import type { InstallResult } from './measureInstall.js';
import type { PageRun } from './measurePage.js';
import { beforeClick } from './metrics.js';
import { summarize } from './summarize.js';

export interface BudgetCheck {
  budget: string;
  measured: string;
  /** undefined when the figure was not measured in this run. */
  pass: boolean | undefined;
}

const KB = 1000;
const MIB = 1024 * 1024;

/** The budgets of issue 2, checked against the foyer page's runs (and every page for the network). */
export function checkBudgets(foyer: readonly PageRun[], all: readonly PageRun[], install: InstallResult | undefined): BudgetCheck[] {
  const loadGzip = summarize(foyer.map((run) => beforeClick(run).gzip));
  const click = summarize(foyer.map((run) => run.clickToWalletMs));
  const heap = summarize(foyer.map((run) => run.heapAfterOpenBytes));
  const offLoopback = all.reduce((sum, run) => sum + run.offLoopbackRequests.length, 0);
  return [
    {
      budget: 'page-load JS (all JS before any click) ≤ 120 kB gzip incl. React (largest run)',
      measured: `${(loadGzip.max / KB).toFixed(1)} kB`,
      pass: loadGzip.max <= 120 * KB,
    },
    {
      budget: 'click → first wallet ≤ 80 ms (median)',
      measured: `${click.median.toFixed(1)} ms`,
      pass: click.median <= 80,
    },
    {
      budget: 'JS heap after open ≤ 5 MiB after GC (median)',
      measured: `${(heap.median / MIB).toFixed(2)} MiB`,
      pass: heap.median <= 5 * MIB,
    },
    {
      budget: 'zero requests to non-loopback hosts (all runs, both pages)',
      measured: String(offLoopback),
      pass: offLoopback === 0,
    },
    {
      budget: 'the shell package adds ≤ 20 packages to a React app',
      measured: install ? String(install.packagesAdded) : 'not measured',
      pass: install ? install.packagesAdded <= 20 : undefined,
    },
  ];
}
