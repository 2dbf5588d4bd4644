import type { InstallResult } from './measureInstall.js';
import type { BenchRuns } from './measurePage.js';
import { summarize } from './summarize.js';

export interface BudgetCheck {
  budget: string;
  measured: string;
  /** undefined when the figure was not measured in this run. */
  pass: boolean | undefined;
  /** A goal (issue 9) is reported but does not fail the bench. */
  goal?: true;
}

const KB = 1000;
const MIB = 1024 * 1024;

/**
 * The budgets of issue 2 (checked against the foyer page's runs, every page for the network) and
 * issue 9's first-load rules: no remote before a click on any Foyer page, and the goals for the
 * JS until the load event and click → first wallet (reported, not enforced).
 */
export function checkBudgets(runs: BenchRuns, install: InstallResult | undefined): BudgetCheck[] {
  const { foyer } = runs;
  const all = [...runs.foyer, ...runs.multi, ...runs.demo, ...runs.baseline];
  const untilLoad = summarize([...runs.foyer, ...runs.multi].map((run) => run.loadJs.gzip));
  const foyerPages = [...runs.foyer, ...runs.multi, ...runs.demo];
  const remotesBeforeClick = foyerPages.reduce((sum, run) => sum + run.remoteEntriesBeforeClick.length, 0);
  const clicks = [runs.foyer, runs.multi].map((pageRuns) => summarize(pageRuns.map((run) => run.clickToWalletMs)).median);
  // Issue 9: what the page prefetches at idle after the load event does not count against its load.
  const loadGzip = summarize(foyer.map((run) => run.loadJs.gzip));
  const click = summarize(foyer.map((run) => run.clickToWalletMs));
  const heap = summarize(foyer.map((run) => run.heapAfterOpenBytes));
  const offLoopback = all.reduce((sum, run) => sum + run.offLoopbackRequests.length, 0);
  return [
    {
      budget: 'page-load JS (until the load event) ≤ 120 kB gzip incl. React (largest run)',
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
      budget: 'zero requests to non-loopback hosts (all runs, all pages)',
      measured: String(offLoopback),
      pass: offLoopback === 0,
    },
    {
      budget: 'the shell package adds ≤ 20 packages to a React app',
      measured: install ? String(install.packagesAdded) : 'not measured',
      pass: install ? install.packagesAdded <= 20 : undefined,
    },
    {
      budget: 'no remote entry requested before a click (all runs, foyer, multi-family and demo pages)',
      measured: String(remotesBeforeClick),
      pass: remotesBeforeClick === 0,
    },
    {
      budget: 'goal (issue 9): JS until the load event ≤ 95 kB gzip incl. React (foyer and multi-family pages, largest run)',
      measured: `${(untilLoad.max / KB).toFixed(1)} kB`,
      pass: untilLoad.max <= 95 * KB,
      goal: true,
    },
    {
      budget: 'goal (issue 9): click → first wallet ≤ 30 ms (median of the foyer and of the multi-family page)',
      measured: clicks.map((median) => `${median.toFixed(1)} ms`).join(' / '),
      pass: clicks.every((median) => median <= 30),
      goal: true,
    },
  ];
}
