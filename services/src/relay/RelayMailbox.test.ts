import { DEFAULT_RELAY_LIMITS, RELAY_MAX_MAILBOX_PER_TOPIC, RELAY_MAX_TTL_SECONDS, RELAY_PROPOSAL_TTL_SECONDS } from './relayLimits.js';
import { RelayMailbox, relayMessageOf, storedBytesOf, type MailboxBudgets } from './RelayMailbox.js';

const TOPIC = 'ab'.repeat(32);

describe('RelayMailbox', () => {
  let now = 1_000_000;
  const mailbox = (): RelayMailbox => new RelayMailbox(() => now);

  test('keeps a message until its ttl, then neither replays nor keeps it', () => {
    const box = mailbox();
    box.add(relayMessageOf({ topic: TOPIC, message: 'm', ttl: 10 }, 'pub', now));
    expect(box.pendingFor(TOPIC, 'sub').map((message) => message.message)).toEqual(['m']);
    now += 10_000;
    expect(box.pendingFor(TOPIC, 'sub')).toEqual([]);
    box.sweep();
    expect(box.size(TOPIC)).toBe(0);
  });

  test('never replays to its publisher or to an identity that acknowledged it', () => {
    const box = mailbox();
    const message = relayMessageOf({ topic: TOPIC, message: 'm', ttl: 60 }, 'pub', now);
    expect(box.add(message)).toBe('stored');
    expect(box.add({ ...message })).toBe('duplicate'); // a retried publish is one message
    expect(box.pendingFor(TOPIC, 'pub')).toEqual([]);
    box.ack(TOPIC, message.id, 'a');
    expect(box.pendingFor(TOPIC, 'a')).toEqual([]);
    expect(box.pendingFor(TOPIC, 'b')).toHaveLength(1);
  });

  test(`keeps at most ${RELAY_MAX_MAILBOX_PER_TOPIC} messages per topic (oldest dropped) and caps the ttl`, () => {
    const box = mailbox();
    for (let index = 0; index <= RELAY_MAX_MAILBOX_PER_TOPIC; index++) box.add(relayMessageOf({ topic: TOPIC, message: `m${index}`, ttl: 60 }, 'pub', now));
    const pending = box.pendingFor(TOPIC, 'sub');
    expect(pending).toHaveLength(RELAY_MAX_MAILBOX_PER_TOPIC);
    expect(pending[0]?.message).toBe('m1');
    expect(relayMessageOf({ topic: TOPIC, message: 'x', ttl: 2 ** 31 }, 'pub', 0).expiresAt).toBe(RELAY_MAX_TTL_SECONDS * 1000);
  });

  // H6: failed before the fix (7-day ttl for every tag).
  test('caps the ttl per tag: proposals 5 min, session messages 1 day', () => {
    expect(relayMessageOf({ topic: TOPIC, message: 'x', ttl: 86_400, tag: 1100 }, 'pub', 0).expiresAt).toBe(RELAY_PROPOSAL_TTL_SECONDS * 1000);
    expect(relayMessageOf({ topic: TOPIC, message: 'x', ttl: 604_800, tag: 1108 }, 'pub', 0).expiresAt).toBe(86_400 * 1000);
    expect(relayMessageOf({ topic: TOPIC, message: 'x', ttl: 300, tag: 1108 }, 'pub', 0).expiresAt).toBe(300 * 1000);
  });

  // H6: failed before the fix (no byte budget; a global LRU over topics instead).
  describe('byte budgets', () => {
    const topic = (index: number): string => index.toString(16).padStart(64, '0');
    const message = (index: number, publisher: string, size = 1_000) =>
      relayMessageOf({ topic: topic(index), message: 'x'.repeat(size), ttl: 60 }, publisher.padEnd(12, '.'), now); // equal sizes
    const unit = storedBytesOf(message(0, 'pub-a'));
    const budgets: MailboxBudgets = { maxStoredBytes: unit * 10, maxStoredBytesPerIdentity: unit * 3, maxStoredBytesPerIp: unit * 5 };

    test('a publisher over its identity or IP quota is refused; nothing stored is evicted', () => {
      const box = new RelayMailbox(() => now, budgets);
      expect(box.add(message(1, 'victim'), '10.0.0.1')).toBe('stored');
      for (let index = 2; index <= 4; index++) expect(box.add(message(index, 'flooder'), '10.0.0.2')).toBe('stored');
      expect(box.add(message(5, 'flooder'), '10.0.0.2')).toBe('identity-quota');
      expect(box.add(message(6, 'flooder-2'), '10.0.0.2')).toBe('stored');
      expect(box.add(message(7, 'flooder-2'), '10.0.0.2')).toBe('stored');
      expect(box.add(message(8, 'flooder-2'), '10.0.0.2')).toBe('ip-quota'); // a new key does not buy a new quota
      expect(box.add(message(9, 'other'), '10.0.0.3')).toBe('stored');
      expect(box.pendingFor(topic(1), 'wallet')).toHaveLength(1);
    });

    test('the global budget refuses new messages instead of evicting old ones, and expiry frees it', () => {
      const box = new RelayMailbox(() => now, { ...budgets, maxStoredBytesPerIp: unit * 100 });
      expect(box.add(message(1, 'victim'), '10.0.0.1')).toBe('stored');
      let index = 2;
      for (let client = 0; client < 3; client++) for (let n = 0; n < 3; n++) expect(box.add(message(index++, `c${client}`), `10.0.1.${client}`)).toBe('stored');
      expect(box.storedBytes).toBe(unit * 10);
      expect(box.add(message(index++, 'c9'), '10.0.1.9')).toBe('full');
      expect(box.pendingFor(topic(1), 'wallet')).toHaveLength(1);
      now += 61_000;
      box.sweep();
      expect(box.storedBytes).toBe(0);
      expect(box.add(message(index++, 'c9'), '10.0.1.9')).toBe('stored');
    });

    test('the default budgets: per identity < per IP < in all', () => {
      const { maxStoredBytesPerIdentity, maxStoredBytesPerIp, maxStoredBytes } = DEFAULT_RELAY_LIMITS;
      expect(maxStoredBytesPerIdentity).toBeLessThan(maxStoredBytesPerIp);
      expect(maxStoredBytesPerIp * 16).toBeLessThanOrEqual(maxStoredBytes);
    });
  });
});
