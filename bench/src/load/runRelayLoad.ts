import { randomBytes } from 'node:crypto';
import { createClientKey } from '../../../services/src/relay/test-utils/relayTestClient.js';
import { DeliveryLedger, type DeliveryCounts } from './DeliveryLedger.js';
import { RelayLoadClient } from './RelayLoadClient.js';
import { loopbackAddresses } from './spreadSourceAddresses.js';
import { summarizeLatencies, type LatencySummary } from './summarizeLatencies.js';

/** Relay-shipped tags: pairing proposal and its response, then session requests. */
const TAG_PROPOSE = 1100;
const TAG_PROPOSE_RESPONSE = 1101;
const TAG_SESSION_REQUEST = 1108;
/** Characters of filler per message: a session request envelope is a few hundred bytes of base64. */
const MESSAGE_PADDING = 'x'.repeat(300);
/** Sockets opened at once while connecting. */
const CONNECT_CONCURRENCY = 100;
const PAIRING_TIMEOUT_MS = 30_000;
const DRAIN_TIMEOUT_MS = 20_000;

export type RelayLoadOptions = {
  /** Each pair is a dapp and a wallet client: 500 pairs are 1,000 sockets. */
  pairs: number;
  /** Messages each client publishes to its peer after pairing. */
  rounds: number;
  /** Time between two messages of one client (ms); a round's publishes are spread over it. */
  roundIntervalMs: number;
  /** Clients per loopback source address, kept under the relay's shipped 64 sockets per address. */
  clientsPerAddress: number;
  /** The relay URL a client connects to (again): by pair index and side. */
  relayUrl: (pair: number, side: 'dapp' | 'wallet') => string;
  /** Called once, after this round's publishes were scheduled (the failover run kills an instance here). */
  midway?: { round: number; action: () => Promise<void> };
  /** Called after the counting, while every client is still connected (memory figures). */
  atEnd?: () => Promise<void>;
};

export type RelayLoadResult = {
  clients: number;
  pairs: number;
  addresses: number;
  /** Time to open every socket (ms). */
  connectMs: number;
  /** Time until every pair exchanged proposal and response (ms). */
  pairingMs: number;
  counts: DeliveryCounts;
  /** Lost messages as [receiver, message key], and repeated ones with their delivery count. */
  missing: [string, string][];
  repeated: [string, string, number][];
  /** Publishes the relay refused (rate limit, quota); those messages are not expected. */
  refused: number;
  /** Requests never answered. */
  unanswered: number;
  /** Publish → delivery, every delivery (ms). */
  latency: LatencySummary;
  /** Clients that reconnected after losing their socket. */
  reconnected: number;
  durationS: number;
};

type Envelope = { k: string; t: number };

function envelope(key: string): string {
  return Buffer.from(JSON.stringify({ k: key, t: performance.now(), p: MESSAGE_PADDING })).toString('base64');
}

function openEnvelope(message: string): Envelope {
  return JSON.parse(Buffer.from(message, 'base64').toString('utf8')) as Envelope;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * `pairs` dapp/wallet pairs on the relay, as WalletConnect uses it: the dapp subscribes to a pairing
 * topic and publishes a proposal, the wallet subscribes (replay or live) and answers, both subscribe
 * to a session topic and exchange `rounds` messages each way. Every message the relay accepts is
 * expected once at the peer; the ledger counts what was lost or delivered twice.
 */
export async function runRelayLoad(options: RelayLoadOptions): Promise<RelayLoadResult> {
  const started = performance.now();
  const ledger = new DeliveryLedger();
  const latencies: number[] = [];
  const addresses = loopbackAddresses(Math.ceil((options.pairs * 2) / options.clientsPerAddress));
  let refused = 0;
  const settledPairs = new Set<number>();
  const clients: { dapp: RelayLoadClient; wallet: RelayLoadClient; pairingTopic: string; sessionTopic: string }[] = [];

  const accepted = (publish: Promise<unknown>, receiver: string, key: string): Promise<void> =>
    publish.then(
      () => ledger.expect(receiver, key),
      () => {
        refused += 1;
      },
    );

  for (let pair = 0; pair < options.pairs; pair += 1) {
    const pairingTopic = randomBytes(32).toString('hex');
    const sessionTopic = randomBytes(32).toString('hex');
    const client = (side: 'dapp' | 'wallet', index: number): RelayLoadClient =>
      new RelayLoadClient({
        name: `${side}-${pair}`,
        key: createClientKey(),
        localAddress: addresses[index % addresses.length] ?? '127.0.0.1',
        relayUrl: () => options.relayUrl(pair, side),
        onMessage: (topic, message) => {
          const { k, t } = openEnvelope(message);
          latencies.push(performance.now() - t);
          ledger.receive(`${side}-${pair}`, k);
          if (side === 'wallet' && topic === pairingTopic) {
            void accepted(entry.wallet.publish(pairingTopic, envelope(`wallet-${pair}:response`), TAG_PROPOSE_RESPONSE), `dapp-${pair}`, `wallet-${pair}:response`);
          }
          if (side === 'dapp' && topic === pairingTopic && !settledPairs.has(pair)) {
            void entry.dapp.subscribe(sessionTopic).then(() => settledPairs.add(pair));
          }
        },
      });
    const entry = { dapp: client('dapp', pair * 2), wallet: client('wallet', pair * 2 + 1), pairingTopic, sessionTopic };
    clients.push(entry);
  }
  const all = clients.flatMap(({ dapp, wallet }) => [dapp, wallet]);

  try {
    for (let index = 0; index < all.length; index += CONNECT_CONCURRENCY) {
      await Promise.all(all.slice(index, index + CONNECT_CONCURRENCY).map((client) => client.connect()));
    }
    const connectMs = performance.now() - started;

    // Pairing: the proposal is stored before the wallet subscribes (replayed) or after (live), as it happens.
    await Promise.all(
      clients.map(async ({ dapp, wallet, pairingTopic, sessionTopic }, pair) => {
        await dapp.subscribe(pairingTopic);
        await Promise.all([
          accepted(dapp.publish(pairingTopic, envelope(`dapp-${pair}:proposal`), TAG_PROPOSE), `wallet-${pair}`, `dapp-${pair}:proposal`),
          wallet.subscribe(sessionTopic).then(() => wallet.subscribe(pairingTopic)),
        ]);
      }),
    );
    if (!(await until(() => settledPairs.size === options.pairs, PAIRING_TIMEOUT_MS))) {
      throw new Error(`only ${settledPairs.size} of ${options.pairs} pairs finished pairing within ${PAIRING_TIMEOUT_MS} ms`);
    }
    const pairingMs = performance.now() - started - connectMs;

    const publishes: Promise<void>[] = [];
    for (let round = 1; round <= options.rounds; round += 1) {
      all.forEach((client, index) => {
        const pair = Math.floor(index / 2);
        const entry = clients[pair];
        if (entry === undefined) return;
        const peer = client === entry.dapp ? entry.wallet : entry.dapp;
        const key = `${client.name}:${round}`;
        const delay = (index / all.length) * options.roundIntervalMs;
        publishes.push(sleep(delay).then(() => accepted(client.publish(entry.sessionTopic, envelope(key), TAG_SESSION_REQUEST), peer.name, key)));
      });
      if (options.midway?.round === round) await options.midway.action();
      await sleep(options.roundIntervalMs);
    }
    const allAnswered = Promise.all(publishes);
    await Promise.race([allAnswered, sleep(DRAIN_TIMEOUT_MS)]);
    await until(() => ledger.complete(), DRAIN_TIMEOUT_MS);
    // Late duplicates would show up here.
    await sleep(500);
    const durationS = (performance.now() - started) / 1000;
    await options.atEnd?.();

    return {
      clients: all.length,
      pairs: options.pairs,
      addresses: addresses.length,
      connectMs,
      pairingMs,
      counts: ledger.counts(),
      missing: ledger.missing(),
      repeated: ledger.repeated(),
      refused,
      unanswered: all.reduce((sum, client) => sum + client.unanswered, 0),
      latency: summarizeLatencies(latencies),
      reconnected: all.filter((client) => client.reconnects > 0).length,
      durationS,
    };
  } finally {
    for (const client of all) client.close();
  }
}
