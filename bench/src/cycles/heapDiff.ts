/**
 * Issue 13: what a page keeps per connect/disconnect cycle. Diffs two heap snapshots of one page
 * (taken in one CDP session, so V8's node ids are stable between them): counts and self sizes per
 * constructor/name, the objects allocated after the first snapshot and still reachable in the
 * second, grouped by the object that existed before and holds them (the first old node on their
 * shortest retaining path), with that holder's path from the root.
 *
 *   node --import tsx/esm bench/src/cycles/heapDiff.ts [--kind=wc|dev] [--warmup=20] [--cycles=30] [--keep=DIR]
 *   node --import tsx/esm bench/src/cycles/heapDiff.ts --from=a.heapsnapshot --to=b.heapsnapshot
 *
 * The live run builds nothing: it serves the last `scripts/build.ts remote standalone demo` output.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startRelay } from '../../../services/src/relay/startRelay.js';
import { chromiumLaunchOptions } from '../../../e2e/support/chromiumLaunchOptions.js';
import { DemoPage } from '../../../e2e/support/DemoPage.js';
import { spawnStack } from '../../../e2e/support/spawnStack.js';
import { devWalletCycle, walletConnectCycle } from './connectCycles.js';
import { HeapSnapshotGraph, takeHeapSnapshot, type RawHeapSnapshot } from './heapSnapshotGraph.js';
import { measurePageResources, openResourceSession } from './pageResources.js';
import { TIMER_PROBE } from './timerProbe.js';

/** One row of a diff: a group of nodes, how many and how many bytes (self sizes) before and after. */
export type HeapDiffRow = { key: string; countBefore: number; countAfter: number; bytesBefore: number; bytesAfter: number };

/** Objects allocated between the snapshots and still reachable, under the old node that holds them. */
export type HeapHolderRow = { holder: string; count: number; bytes: number; sample: string };

export type HeapDiff = {
  totalBefore: number;
  totalAfter: number;
  /** Every `type:name` group whose count or bytes changed, most grown bytes first. */
  byName: HeapDiffRow[];
  /** The objects new in the second snapshot, by `type:name`. */
  newByName: { key: string; count: number; bytes: number }[];
  /** The new objects by holder (the first node of the first snapshot on their shortest retaining path). */
  newByHolder: HeapHolderRow[];
};

/** Groups by `type:name`; strings and numbers by type alone, since their name is their value. */
function groupKey(graph: HeapSnapshotGraph, node: number): string {
  const type = graph.type(node);
  if (type === 'string' || type === 'concatenated string' || type === 'sliced string' || type === 'number' || type === 'code') return type;
  return `${type}:${graph.name(node)}`;
}

function countByName(graph: HeapSnapshotGraph): Map<string, { count: number; bytes: number }> {
  const groups = new Map<string, { count: number; bytes: number }>();
  for (let node = 0; node < graph.nodeCount; node += 1) {
    if (node !== 0 && graph.parents[node] === -1) continue;
    const key = groupKey(graph, node);
    const group = groups.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += graph.selfSizes[node] ?? 0;
    groups.set(key, group);
  }
  return groups;
}

/**
 * Diffs snapshot `before` and `after` of one page (see the module comment). Node types in `skip`
 * (e.g. `code`, `native`: V8's compiled code, Blink's C++ objects) are left out of the new objects.
 */
export function diffHeapSnapshots(before: HeapSnapshotGraph, after: HeapSnapshotGraph, { skip = [] }: { skip?: readonly string[] } = {}): HeapDiff {
  const countsBefore = countByName(before);
  const countsAfter = countByName(after);
  const byName: HeapDiffRow[] = [];
  for (const key of new Set([...countsBefore.keys(), ...countsAfter.keys()])) {
    const a = countsBefore.get(key) ?? { count: 0, bytes: 0 };
    const b = countsAfter.get(key) ?? { count: 0, bytes: 0 };
    if (a.count === b.count && a.bytes === b.bytes) continue;
    byName.push({ key, countBefore: a.count, countAfter: b.count, bytesBefore: a.bytes, bytesAfter: b.bytes });
  }
  byName.sort((x, y) => y.bytesAfter - y.bytesBefore - (x.bytesAfter - x.bytesBefore));

  const oldIds = new Set<number>();
  for (let node = 0; node < before.nodeCount; node += 1) oldIds.add(before.ids[node] ?? 0);
  const isNew = (node: number): boolean => !oldIds.has(after.ids[node] ?? 0);
  // The holder of a new node: the first old node on its shortest path (memoised along the tree).
  const holderOf = new Int32Array(after.nodeCount).fill(-2);
  const findHolder = (start: number): number => {
    const chain: number[] = [];
    let node = start;
    while (holderOf[node] === -2 && isNew(node)) {
      chain.push(node);
      const parent = after.parents[node] ?? -1;
      if (parent < 0) break;
      node = parent;
    }
    const holder = holderOf[node] !== -2 ? (holderOf[node] ?? -1) : isNew(node) ? -1 : node;
    for (const link of chain) holderOf[link] = holder;
    return holder;
  };

  const newByName = new Map<string, { count: number; bytes: number }>();
  const newByHolder = new Map<string, HeapHolderRow & { sampleBytes: number }>();
  let totalAfter = 0;
  for (let node = 1; node < after.nodeCount; node += 1) {
    if (after.parents[node] === -1) continue;
    const bytes = after.selfSizes[node] ?? 0;
    totalAfter += bytes;
    if (!isNew(node) || skip.includes(after.type(node))) continue;
    const key = groupKey(after, node);
    const group = newByName.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += bytes;
    newByName.set(key, group);
    const holder = findHolder(node);
    // The edge from the holder into the new part: which of the holder's fields grew.
    let entry = node;
    while ((after.parents[entry] ?? -1) >= 0 && after.parents[entry] !== holder) entry = after.parents[entry] ?? -1;
    const holderKey = holder < 0 ? '(no old holder)' : `${after.retainingPath(holder, 8)} ${after.edgeLabel(entry).replace(/^\[\d+\]$/, '[…]')}`;
    const row = newByHolder.get(holderKey) ?? { holder: holderKey, count: 0, bytes: 0, sample: '', sampleBytes: -1 };
    row.count += 1;
    row.bytes += bytes;
    if (bytes > row.sampleBytes) {
      row.sampleBytes = bytes;
      row.sample = after.label(node);
    }
    newByHolder.set(holderKey, row);
  }
  let totalBefore = 0;
  for (let node = 1; node < before.nodeCount; node += 1) if (before.parents[node] !== -1) totalBefore += before.selfSizes[node] ?? 0;

  return {
    totalBefore,
    totalAfter,
    byName,
    newByName: [...newByName].map(([key, group]) => ({ key, ...group })).sort((x, y) => y.bytes - x.bytes),
    newByHolder: [...newByHolder.values()].map(({ holder, count, bytes, sample }) => ({ holder, count, bytes, sample })).sort((x, y) => y.bytes - x.bytes),
  };
}

/** The diff as Markdown-ish text, `top` rows per table; `cycles` turns totals into bytes per cycle. */
export function renderHeapDiff(diff: HeapDiff, { top = 40, cycles = 1 }: { top?: number; cycles?: number } = {}): string {
  const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
  const lines = [
    `reachable self sizes: ${kib(diff.totalBefore)} → ${kib(diff.totalAfter)} KiB (${((diff.totalAfter - diff.totalBefore) / cycles).toFixed(0)} B/cycle over ${cycles})`,
    '',
    '## by type:name (count, KiB before → after)',
    ...diff.byName.slice(0, top).map((row) => `${row.countBefore} → ${row.countAfter}\t${kib(row.bytesBefore)} → ${kib(row.bytesAfter)} (${row.bytesAfter >= row.bytesBefore ? '+' : ''}${kib(row.bytesAfter - row.bytesBefore)})\t${row.key}`),
    '',
    '## new since the first snapshot, still reachable, by type:name',
    ...diff.newByName.slice(0, top).map((row) => `${row.count}\t${kib(row.bytes)} KiB\t${row.key}`),
    '',
    '## new objects by the old object holding them',
    ...diff.newByHolder.slice(0, top).flatMap((row) => [`${row.count}\t${kib(row.bytes)} KiB\t(largest: ${row.sample})`, `\t${row.holder}`]),
  ];
  return `${lines.join('\n')}\n`;
}

async function loadGraph(file: string): Promise<HeapSnapshotGraph> {
  return new HeapSnapshotGraph(JSON.parse(await readFile(file, 'utf8')) as RawHeapSnapshot);
}

const HEAP_DIFF_PORTS = { demo: 3500, api: 3510, secure: 3520, relay: 3530, anvil: 9045, solana: 9047 };

async function liveRun({ kind, warmup, cycles, keep }: { kind: string; warmup: number; cycles: number; keep: string }): Promise<string> {
  const log = (line: string): void => void process.stderr.write(`[heapDiff] ${line}\n`);
  const stack = await spawnStack({ ports: HEAP_DIFF_PORTS, logFile: path.join(os.tmpdir(), 'foyer-heapdiff', 'stack.log') });
  const relay = kind === 'wc' ? await startRelay({ host: '127.0.0.1', port: 0 }) : undefined;
  const onRejection = (reason: unknown): void => log(`scripted wallet: ${reason instanceof Error ? reason.message : String(reason)}`);
  process.on('unhandledRejection', onRejection);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript({ content: TIMER_PROBE });
    const demo = new DemoPage(page, stack.urls);
    await page.goto(relay ? demo.url({ relayUrl: relay.url }) : demo.url());
    await demo.connectButton.waitFor({ state: 'visible' });
    const cycle = relay ? walletConnectCycle({ relayUrl: relay.url, rpcUrl: stack.urls.anvil }) : devWalletCycle;
    const session = await openResourceSession(page);
    for (let index = 0; index < warmup; index += 1) await cycle(demo);
    const start = await measurePageResources(page, session);
    const first = await takeHeapSnapshot(session);
    log(`warmed up (${warmup}), heap ${(start.heapUsedBytes / 1024).toFixed(0)} KiB`);
    for (let index = 0; index < cycles; index += 1) await cycle(demo);
    const end = await measurePageResources(page, session);
    const second = await takeHeapSnapshot(session);
    log(`${cycles} cycles, heap ${(end.heapUsedBytes / 1024).toFixed(0)} KiB`);
    await mkdir(keep, { recursive: true });
    await writeFile(path.join(keep, 'start.heapsnapshot'), first);
    await writeFile(path.join(keep, 'end.heapsnapshot'), second);
    const heap = `JS heap after GC: ${(start.heapUsedBytes / 1024).toFixed(0)} → ${(end.heapUsedBytes / 1024).toFixed(0)} KiB (${(((end.heapUsedBytes - start.heapUsedBytes) / start.heapUsedBytes) * 100).toFixed(1)} %, ${((end.heapUsedBytes - start.heapUsedBytes) / cycles).toFixed(0)} B/cycle)\n`;
    const diff = diffHeapSnapshots(new HeapSnapshotGraph(JSON.parse(first) as RawHeapSnapshot), new HeapSnapshotGraph(JSON.parse(second) as RawHeapSnapshot));
    return heap + renderHeapDiff(diff, { cycles });
  } finally {
    process.off('unhandledRejection', onRejection);
    await browser.close();
    await relay?.close();
    await stack.stop();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      kind: { type: 'string', default: 'wc' },
      warmup: { type: 'string', default: '20' },
      cycles: { type: 'string', default: '30' },
      keep: { type: 'string', default: path.join(os.tmpdir(), 'foyer-heapdiff') },
      from: { type: 'string' },
      to: { type: 'string' },
      top: { type: 'string', default: '40' },
      skip: { type: 'string', default: '' },
    },
  });
  if (values.from && values.to) {
    const diff = diffHeapSnapshots(await loadGraph(values.from), await loadGraph(values.to), { skip: values.skip.split(',').filter(Boolean) });
    process.stdout.write(renderHeapDiff(diff, { top: Number(values.top), cycles: Number(values.cycles) }));
    return;
  }
  process.stdout.write(await liveRun({ kind: values.kind, warmup: Number(values.warmup), cycles: Number(values.cycles), keep: values.keep }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
