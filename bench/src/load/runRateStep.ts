import autocannon, { type AutocannonRequest } from 'autocannon';
import type { RateStep } from './RateStep.js';
import { summarizeLatencies } from './summarizeLatencies.js';

/**
 * Waves per second. autocannon's rate limit lets each connection send its share at the start of
 * every second; LOAD_WAVES instances, each with 1/LOAD_WAVES of the rate and started
 * 1/LOAD_WAVES s apart, turn one burst a second into LOAD_WAVES small ones.
 */
export const LOAD_WAVES = 50;
/** A request without a response after this long counts as failed (s). */
const REQUEST_TIMEOUT_S = 10;
/** A step is cut off this long after its planned end; what is still unanswered counts as failed (s). */
const OVERRUN_S = 15;

export type RateStepOptions = {
  /** Base URL of the server, e.g. http://127.0.0.1:3010 */
  url: string;
  /** Cycled by every connection. */
  requests: AutocannonRequest[];
  /** Requests per second. */
  rate: number;
  durationS: number;
};

/**
 * Sends `rate` × `durationS` requests at `rate` per second with autocannon and measures every
 * response's latency. Each connection sends one request a second (a slow answer never holds back
 * the others: open loop at one-second grain); LOAD_WAVES instances share the rate, started
 * 1/LOAD_WAVES s apart. The answered rate is 2xx responses over the planned duration, or over the
 * time it took when the server fell behind.
 * @example
 * const step = await runRateStep({ url: api.url, requests: [{ path: '/health' }], rate: 500, durationS: 30 });
 */
export async function runRateStep({ url, requests, rate, durationS }: RateStepOptions): Promise<RateStep> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let ok = 0;
  let errors = 0;
  const waves = Math.min(LOAD_WAVES, rate);
  const runs: Promise<void>[] = [];
  let finishedAt = 0;
  for (let wave = 0; wave < waves; wave += 1) {
    const share = Math.floor(rate / waves) + (wave < rate % waves ? 1 : 0);
    if (wave > 0) await new Promise((resolve) => setTimeout(resolve, 1000 / waves));
    const waveStarted = performance.now();
    const instance = autocannon({
      url,
      requests,
      connections: share,
      overallRate: share,
      amount: share * durationS,
      timeout: REQUEST_TIMEOUT_S,
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        ok += 1;
        latencies.push(responseTime);
      } else {
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      }
    });
    const cutOff = setTimeout(() => instance.stop(), (durationS + OVERRUN_S) * 1000);
    runs.push(
      Promise.resolve(instance).then((result) => {
        clearTimeout(cutOff);
        // Socket errors and timeouts (autocannon counts a timeout as an error too).
        errors += result.errors;
        finishedAt = Math.max(finishedAt, performance.now() - waveStarted);
      }),
    );
  }
  await Promise.all(runs);
  const answered = ok + errors + Object.values(statuses).reduce((sum, count) => sum + count, 0);
  // Requests never sent or never answered before the cut-off.
  errors += Math.max(0, rate * durationS - answered);
  // A connection ends at the rate tick after its last answer: on time, that is the planned end.
  const tookS = Math.max(durationS, finishedAt / 1000);
  return { targetRate: rate, durationS: tookS, ok, statuses, errors, latency: summarizeLatencies(latencies) };
}
