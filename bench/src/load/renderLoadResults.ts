import { achievedRate, failedRequests, LOAD_MIN_ACHIEVED_SHARE, LOAD_P99_LIMIT_MS, saturationReasons } from './findSaturation.js';
import { LOAD_SECTION_HEADING } from './keptLoadSection.js';
import type { RateStep } from './RateStep.js';
import { LOAD_WAVES } from './runRateStep.js';
import type { RelayLoadResult } from './runRelayLoad.js';
import type { ServicesLoadPlan, ServicesTargetResult } from './runServicesLoad.js';
import type { RelayProcessStats } from './relayProcess.js';

export type RelayRun = {
  label: string;
  result: RelayLoadResult;
  /** The relay process(es) before the clients connected and at the end, clients still connected. */
  memory: { instance: string; before: RelayProcessStats; after: RelayProcessStats }[];
};

export type LoadReport = {
  environment: { date: string; commit: string; node: string; cpus: string; autocannon: string; durationS: number };
  plan: ServicesLoadPlan;
  services: ServicesTargetResult[];
  relay: { pairs: number; rounds: number; roundIntervalMs: number; runs: RelayRun[] } | undefined;
};

const MIB = 1024 * 1024;

const ms = (value: number | null): string => (value === null ? '–' : value.toFixed(1));
const int = (value: number): string => value.toLocaleString('en-US');

function status(step: RateStep): string {
  return saturationReasons(step).length === 0 ? 'met' : '**NOT MET**';
}

function stepRow(name: string, step: RateStep): string {
  const { p50, p90, p99, max } = step.latency;
  return `| ${name} | ${step.targetRate} | ${achievedRate(step).toFixed(0)} | ${ms(p50)} | ${ms(p90)} | ${ms(p99)} | ${ms(max)} | ${failedRequests(step)} | ${status(step)} |`;
}

function rampCell(steps: readonly RateStep[]): string {
  return steps.map((step) => `${step.targetRate}: p99 ${ms(step.latency.p99)} ms${failedRequests(step) > 0 ? `, ${failedRequests(step)} failed` : ''}${achievedRate(step) < step.targetRate * LOAD_MIN_ACHIEVED_SHARE ? `, ${achievedRate(step).toFixed(0)}/s answered` : ''}`).join('; ');
}

/** The "Load (npm run loadtest)" section of bench/RESULTS.md. */
export function renderLoadResults({ environment, plan, services, relay }: LoadReport): string {
  const { sustained } = plan;
  const lines = [
    `## ${LOAD_SECTION_HEADING}`,
    '',
    `Written by \`npm run loadtest\` on ${environment.date} (commit ${environment.commit}), Node ${environment.node}, ${environment.cpus}; whole run ${environment.durationS.toFixed(0)} s.`,
    'Loopback only. The load generators (autocannon ' + `${environment.autocannon} for HTTP, \`ws\` clients for the relay) run in the load test's process, the services API (with anvil, in-memory`,
    'SQLite) and each relay in processes of their own, all on the same cores. The services and the relay run with their shipped limits; nothing is raised.',
    '',
    `### Services API: ${sustained.rate} req/s for ${sustained.durationS} s (goal: p99 < ${LOAD_P99_LIMIT_MS} ms, no failed request)`,
    '',
    '| endpoint | target req/s | answered req/s (2xx) | p50 ms | p90 ms | p99 ms | max ms | failed | goal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...services.map((target) => stepRow(target.name, target.sustained)),
    '',
    `### Where it saturates (ramp, ${plan.stepS} s per step)`,
    '',
    `A step is saturated at p99 > ${LOAD_P99_LIMIT_MS} ms, any failed request (non-2xx or no response), or fewer than ${LOAD_MIN_ACHIEVED_SHARE * 100} % of the target answered.`,
    '',
    '| endpoint | what | holds up to (req/s) | first saturated step | why | ramp steps (req/s: p99) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...services.map(({ name, what, sustained: steady, ramp, saturation }) => {
      const steps = [steady, ...ramp].sort((a, b) => a.targetRate - b.targetRate);
      const first = saturation.saturatedAt;
      return `| ${name} | ${what} | ${saturation.heldRate ?? `< ${steps[0]?.targetRate ?? '?'}`} | ${first?.targetRate ?? `none up to ${steps.at(-1)?.targetRate ?? '?'}`} | ${first?.reasons.join('; ') ?? '—'} | ${rampCell(steps)} |`;
    }),
    '',
  ];

  if (relay !== undefined) {
    lines.push(
      `### Relay: ${int(relay.pairs)} pairs (${int(relay.pairs * 2)} WebSocket clients)`,
      '',
      `Each pair pairs as WalletConnect does (the dapp subscribes to a pairing topic and publishes a proposal, the wallet subscribes and answers, both subscribe to a session topic), then each client publishes ${relay.rounds} messages to its peer, one every ${relay.roundIntervalMs} ms, the ${int(relay.pairs * 2)} clients' publishes spread over the interval. Expected = every publish the relay accepted, once at the peer; every \`irn_subscription\` is counted. Latency = publish sent → delivery received.`,
      '',
      '| run | clients (source addresses) | expected | delivered | lost | duplicated | unexpected | refused publishes | unanswered requests | reconnected clients | publish → delivery p50 / p99 ms | open sockets / pairing, s |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...relay.runs.map(({ label, result }) => {
        const { counts } = result;
        return `| ${label} | ${int(result.clients)} (${result.addresses}) | ${int(counts.expected)} | ${int(counts.delivered)} | ${counts.lost} | ${counts.duplicated} | ${counts.unexpected} | ${result.refused} | ${result.unanswered} | ${result.reconnected} | ${ms(result.latency.p50)} / ${ms(result.latency.p99)} | ${(result.connectMs / 1000).toFixed(1)} / ${(result.pairingMs / 1000).toFixed(1)} |`;
      }),
      '',
      '| run | relay process | RSS before → at the end, MiB | heap after GC before → at the end, MiB | sockets at the end | mailbox bytes at the end |',
      '| --- | --- | --- | --- | --- | --- |',
      ...relay.runs.flatMap(({ label, memory }) =>
        memory.map(
          ({ instance, before, after }) =>
            `| ${label} | ${instance} | ${(before.rss / MIB).toFixed(1)} → ${(after.rss / MIB).toFixed(1)} | ${(before.heapUsed / MIB).toFixed(1)} → ${(after.heapUsed / MIB).toFixed(1)} | ${int(after.connections)} | ${int(after.storedBytes)} |`,
        ),
      ),
      '',
    );
  }

  lines.push(
    '### How it is measured',
    '',
    `- HTTP: autocannon at a fixed rate, one request per connection per second (a slow answer does not hold back the next request of another connection), ${LOAD_WAVES} autocannon instances with 1/${LOAD_WAVES} of the rate each, started ${1000 / LOAD_WAVES} ms apart: the requests arrive in ${LOAD_WAVES} bursts a second, a harsher load than evenly spaced arrivals. Latency is each 2xx response's own time (request sent → response read), from autocannon's \`response\` event; percentiles are nearest-rank. "Answered req/s" is 2xx responses over the planned duration, or over the time the step took when the server fell behind.`,
    '- The connections come from 64 loopback source addresses (127.0.0.2–65): the RPC proxy allows 50 request units per second per address, so 500 req/s from one address would measure its limiter, not its capacity. Requests cycle through the five seeded projects (the RPC proxy allows 500 units per second per project).',
    '- Relay: clients spread over loopback source addresses, at most 16 per address, under the relay\'s 64 sockets and 40 publishes per second per address; the relay-auth JWTs are real Ed25519 `did:key` signatures. The failover run starts two relay processes on one redis-server, kills one with SIGKILL midway; its clients reconnect (100–500 ms, then backing off) to the other with their own key, subscribe again and send again what was not answered; what was published meanwhile must come from the survivor\'s mailbox.',
    '- Not part of `npm test`: these are figures, not timed tests.',
    '',
  );
  return lines.join('\n');
}
