import type { BudgetCheck } from './budgets.js';
import type { FirstLoadBreakdown } from './firstLoadModules.js';
import type { InstallResult } from './measureInstall.js';
import type { BenchRuns, PageRun } from './measurePage.js';
import { formatValue, metric, METRICS } from './metrics.js';
import { renderFirstLoadModules } from './renderFirstLoadModules.js';
import { summarize } from './summarize.js';

export interface BenchEnvironment {
  date: string;
  commit: string;
  node: string;
  chromium: string;
  cpus: string;
  runs: number;
  durationS: number;
}

export interface BenchReport {
  environment: BenchEnvironment;
  pages: BenchRuns;
  install: InstallResult | undefined;
  budgets: readonly BudgetCheck[];
  /** The foyer page's first chunk by package and folder. */
  firstLoad: FirstLoadBreakdown;
}

const MIB = 1024 * 1024;

function cell(unit: Parameters<typeof formatValue>[0], values: readonly number[]): string {
  const { median, min, max } = summarize(values);
  return min === max
    ? formatValue(unit, median)
    : `${formatValue(unit, median)} (${formatValue(unit, min)}–${formatValue(unit, max)})`;
}

function ratio(foyer: readonly number[], baseline: readonly number[]): string {
  const a = summarize(foyer).median;
  const b = summarize(baseline).median;
  if (b === 0) return a === 0 ? '—' : '∞';
  return `${(a / b).toFixed(2)}×`;
}

function status(pass: boolean | undefined, goal: boolean): string {
  if (pass === undefined) return 'not measured';
  if (goal) return pass ? 'MET' : '**NOT MET**';
  return pass ? 'PASS' : '**FAIL**';
}

/** The columns of the tables, in order, with their headings. */
const COLUMNS: readonly { page: keyof BenchRuns; heading: string }[] = [
  { page: 'foyer', heading: 'foyer (EVM)' },
  { page: 'multi', heading: 'foyer multi-family (EVM + Solana)' },
  { page: 'demo', heading: 'demo' },
  { page: 'baseline', heading: 'bare React baseline' },
];

/** The figures of issue 9's first load, per page, with the labels they get on their own. */
const FIRST_LOAD_METRICS: readonly { key: string; label: string }[] = [
  { key: 'loadGzip', label: 'JS until the load event, gzip -9' },
  { key: 'idleGzip', label: 'JS prefetched after load (modal code), gzip -9' },
  { key: 'clickToWallet', label: 'click → first wallet row visible' },
  { key: 'remotesBeforeClick', label: 'remote entries requested before any click' },
];

function row(label: string, unit: Parameters<typeof formatValue>[0], pages: BenchRuns, read: (run: PageRun) => number): string {
  const cells = COLUMNS.map(({ page }) => cell(unit, pages[page].map(read)));
  return `| ${label} | ${unit} | ${cells.join(' | ')} | ${ratio(pages.foyer.map(read), pages.baseline.map(read))} |`;
}

/** `bench/RESULTS.md`: the table, the budgets, the install footprint, the peers and the method. */
export function renderResults({ environment, pages, install, budgets, firstLoad }: BenchReport): string {
  const header = `| metric | unit | ${COLUMNS.map((column) => column.heading).join(' | ')} | ratio |`;
  const rule = `| --- | --- | ${COLUMNS.map(() => '---').join(' | ')} | --- |`;
  const lines: string[] = [
    '# Foyer bench results',
    '',
    `Written by \`npm run bench\` on ${environment.date} (commit ${environment.commit}): ${environment.runs} cold runs per page,`,
    `alternating, in Chromium ${environment.chromium}, Node ${environment.node}, ${environment.cpus}. Whole bench: ${environment.durationS.toFixed(0)} s.`,
    '',
    'Median (min–max) per page; ratio = foyer (EVM) median / baseline median. kB = 1000 bytes.',
    '',
    '## The first load (issue 9)',
    '',
    header,
    rule,
  ];
  for (const { key, label } of FIRST_LOAD_METRICS) {
    const { unit, read } = metric(key);
    lines.push(row(label, unit, pages, read));
  }
  lines.push('', '## All figures', '', header, rule);
  for (const { label, unit, read } of METRICS) lines.push(row(label, unit, pages, read));
  lines.push('', '## Budgets (issue 2) and goals (issue 9)', '', '| budget | measured | status |', '| --- | --- | --- |');
  for (const check of budgets) lines.push(`| ${check.budget} | ${check.measured} | ${status(check.pass, check.goal === true)} |`);
  lines.push('', ...renderFirstLoadModules(firstLoad));

  lines.push('', '## What `npm i` of the shell adds to a bare React app', '');
  if (install) {
    lines.push(
      `A fresh app with only react and react-dom ${install.reactVersion} (${install.baselinePackages} packages), then the packed`,
      `\`@foyer/shell\` and \`@foyer/kernel\` tarballs: **${install.packagesAdded} packages, ${(install.bytesAdded / MIB).toFixed(1)} MiB** (du) added,`,
      'peer dependencies included (npm installs them):',
      '',
      install.addedPackages.map((name) => `\`${name}\``).join(', '),
    );
  } else {
    lines.push('Not measured in this run (`--skip-install`).');
  }

  lines.push(
    '',
    '## Peers (reference figures from issue 2, same method)',
    '',
    '| page | page-load JS gzip incl. React | click → first wallet |',
    '| --- | --- | --- |',
    '| bare React 19 | 67 KB | 16 ms |',
    '| web3-onboard | 237 KB | — |',
    '| AppKit (no adapter) | 506 KB | ~260 ms |',
    '| RainbowKit | 641 KB | 106 ms |',
    '',
    '## Method',
    '',
    '- The bench pages are built by `scripts/build.ts bench` in production mode with the same rspack settings:',
    '  `bench/pages/foyer/main.tsx` (React 19, `createFoyer({ projectId: \'foyer-demo-basic\' })` (wallets and receive) and `<ConnectButton />`,',
    '  nothing else) and `bench/pages/baseline/main.tsx` (React 19, a hand-made button and modal listing 40 fake rows).',
    '  "foyer multi-family" is the same foyer page opened with `?networks=multi`: its configuration chunk',
    '  (`multiFamily.ts`) sets networks mainnet, the dev chain, Solana and the dev Solana network, and announces one',
    '  Wallet Standard wallet (so Solana discovery runs). "demo" is `demo/` as `npm run build` builds it, served by the bench\'s stack (dev wallets, all features).',
    '- The foyer pages talk to a services instance and dev chain started for the bench (`scripts/stack.ts`) on',
    '  127.0.0.1; the bench pages are served uncompressed by a static server on 127.0.0.1.',
    '- Each run opens a fresh browser context (cold HTTP cache) in Debian\'s Chromium (headless, network',
    '  background features off). One warm-up run per page is discarded, then the pages alternate.',
    '- JS bytes are the response bodies of script responses, compressed here with zlib (gzip level 9, brotli',
    '  quality 11). "Before any click" counts every script requested from navigation until the network has been',
    '  idle for 500 ms, split into what is requested until the load event and what the page prefetches after it;',
    '  "opening" counts from the click until the network is idle again. The page-load budget and issue 9\'s goal',
    '  apply to the JS until the load event (issue 9: the idle prefetch after it does not count against the load). "Remote entries before any click" counts',
    '  requests for a `remoteEntry.js` before the click (a page must load no remote before the user shows intent).',
    '  The probe clicks without hovering first, so the intent prefetch (pointerenter, focus) plays no part: what',
    '  is warm at the click was prefetched at idle after the load event.',
    '- Times come from `performance.now()` in the page: a `requestAnimationFrame` poll injected before the page\'s',
    '  own code records the first frame in which the connect button is laid out and visible; the click is',
    '  dispatched in the page and the same poll looks for the first wallet entry (`[data-testid^="wallet-"]`, not',
    '  `wallet-search`) in the document or in an open shadow root under `<body>`.',
    '- Heap: CDP `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage().usedSize`, with the modal open.',
    '- Every request of every run is checked; any to a non-loopback host is recorded and aborted.',
    '- Install footprint: `npm pack` of the shell and the kernel, installed with `--prefer-offline --no-audit',
    '  --no-fund` into a temp app holding only react and react-dom; packages counted from the lockfile, size by',
    '  `du`; the temp folder is removed afterwards.',
    '',
  );
  return lines.join('\n');
}
