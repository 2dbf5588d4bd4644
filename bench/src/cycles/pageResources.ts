import type { CDPSession, Page } from '@playwright/test';
import { readLiveTimers, type LiveTimers } from './timerProbe.js';

/** What a page holds at one moment, after garbage collection. */
export type PageResources = {
  /** `Runtime.getHeapUsage` used size after `HeapProfiler.collectGarbage`, bytes. */
  heapUsedBytes: number;
  /** Listeners on `window` and on `document` (`DOMDebugger.getEventListeners`). */
  listeners: { window: number; document: number };
  /** `Memory.getDOMCounters`: live nodes, JS event listeners on any target, documents. */
  dom: { nodes: number; jsEventListeners: number; documents: number };
  timers: LiveTimers;
  /**
   * Entries the page's performance timeline held before this reading cleared them (resource timings,
   * marks, measures): bounded browser buffers, not app objects, so they are emptied before each
   * sample rather than counted as growth.
   */
  performanceEntriesCleared: number;
};

/** Empties the page's performance-entry buffers and returns how many entries they held. */
const CLEAR_PERFORMANCE_ENTRIES = `(() => {
  const held = performance.getEntriesByType('resource').length + performance.getEntriesByType('mark').length + performance.getEntriesByType('measure').length;
  performance.clearResourceTimings();
  performance.clearMarks();
  performance.clearMeasures();
  return held;
})()`;

/** Rounds of garbage collection before reading: a few, so that what finalizers release is gone too. */
const GC_ROUNDS = 3;

/** A CDP session on `page` with what `measurePageResources` needs enabled. */
export async function openResourceSession(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.enable');
  await session.send('Runtime.enable');
  return session;
}

async function listenerCount(session: CDPSession, expression: 'window' | 'document'): Promise<number> {
  const { result } = await session.send('Runtime.evaluate', { expression, objectGroup: 'foyer-cycles' });
  if (!result.objectId) throw new Error(`No object id for ${expression}`);
  const { listeners } = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
  return listeners.length;
}

/** Empties the performance-entry buffers, collects garbage, then reads the heap, the listeners on window/document, the DOM counters and the live timers. */
export async function measurePageResources(page: Page, session: CDPSession): Promise<PageResources> {
  const performanceEntriesCleared = Number(await page.evaluate(CLEAR_PERFORMANCE_ENTRIES));
  for (let round = 0; round < GC_ROUNDS; round += 1) await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  const window = await listenerCount(session, 'window');
  const document = await listenerCount(session, 'document');
  await session.send('Runtime.releaseObjectGroup', { objectGroup: 'foyer-cycles' });
  const { nodes, jsEventListeners, documents } = await session.send('Memory.getDOMCounters');
  return { heapUsedBytes: usedSize, listeners: { window, document }, dom: { nodes, jsEventListeners, documents }, timers: await readLiveTimers(page), performanceEntriesCleared };
}
