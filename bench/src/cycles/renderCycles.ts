import { heapGrowth, type CycleFigures } from './cycleFigures.js';
import type { PageResources } from './pageResources.js';

const TITLES = { devWallet: 'dev wallet (injected)', walletConnect: 'WalletConnect (scripted wallet, local relay)' } as const;

function kib(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}

function pair(start: number, end: number): string {
  return start === end ? `${start} → ${end}` : `**${start} → ${end}**`;
}

function rows(figures: CycleFigures): string[] {
  const { start, end } = figures;
  const counts = (name: string, read: (resources: PageResources) => number) => `| ${name} | ${pair(read(start), read(end))} |`;
  const lines = [
    `| cycles (after ${figures.warmupCycles} warm-up) | ${figures.cycles} in ${(figures.durationMs / 1000).toFixed(0)} s |`,
    `| JS heap after GC, start → end | ${kib(start.heapUsedBytes)} → ${kib(end.heapUsedBytes)} KiB (${(heapGrowth(figures) * 100).toFixed(1)} %) |`,
    ...(figures.heapSnapshot
      ? [
          `| heap snapshot, all nodes (code) | ${kib(figures.heapSnapshot.start.totalBytes)} (${kib(figures.heapSnapshot.start.codeBytes)}) → ${kib(figures.heapSnapshot.end.totalBytes)} (${kib(figures.heapSnapshot.end.codeBytes)}) KiB |`,
        ]
      : []),
    `| heap slope (least squares over ${figures.heapSamples.length} samples) | ${figures.bytesPerCycle.toFixed(0)} B/cycle |`,
    counts('listeners on window', (resources) => resources.listeners.window),
    counts('listeners on document', (resources) => resources.listeners.document),
    counts('JS event listeners (all targets)', (resources) => resources.dom.jsEventListeners),
    counts('DOM nodes', (resources) => resources.dom.nodes),
    counts('documents', (resources) => resources.dom.documents),
    counts('live timeouts', (resources) => resources.timers.timeouts),
    counts('live intervals', (resources) => resources.timers.intervals),
    `| performance entries cleared before the sample (bounded browser buffers) | ${start.performanceEntriesCleared} / ${end.performanceEntriesCleared} |`,
  ];
  if (figures.relaySubscriptions) {
    lines.push(`| relay topic subscriptions (page only) | ${pair(figures.relaySubscriptions.start, figures.relaySubscriptions.end)} |`);
  }
  if (figures.walletErrors) lines.push(`| scripted wallets' SDK errors (unhandled, bench side) | ${figures.walletErrors.length} |`);
  return lines;
}

/** The "Connect/disconnect cycles" section of bench/RESULTS.md: one table per kind, start → end (changes in bold). */
export function renderCycles(result: { devWallet?: CycleFigures; walletConnect?: CycleFigures }): string {
  const lines = ['', '## Connect/disconnect cycles (issue 13, F27)', ''];
  for (const figures of [result.devWallet, result.walletConnect]) {
    if (!figures) continue;
    lines.push(`### ${TITLES[figures.kind]}`, '', '| figure | value |', '| --- | --- |', ...rows(figures), '');
  }
  return `${lines.join('\n')}\n`;
}
