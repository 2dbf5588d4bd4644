import { DEFAULT_RELAY_LIMITS, RELAY_MAX_MAILBOX_PER_TOPIC, RELAY_PROPOSAL_TTL_SECONDS, RELAY_UNKNOWN_TAG_TTL_SECONDS } from './relayLimits.js';
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
    expect(relayMessageOf({ topic: TOPIC, message: 'x', ttl: 2 ** 31, tag: 1108 }, 'pub', 0).expiresAt).toBe(86_400 * 1000);
  });

  // H6: failed before the fix (7-day ttl for every tag).
  test('caps the ttl per tag: proposals 5 min, session messages 1 day', () => {
    expect(relayMessageOf({ topic: TOPIC, message: 'x', ttl: 86_400, tag: 1100 }, 'pub', 0).expiresAt).toBe(RELAY_PROPOSAL_TTL_SECONDS * 1000);
    expect(relayMessageOf({ topic: TOPIC, message: 'x', ttl: 604_800, tag: 1108 }, 'pub', 0).expiresAt).toBe(86_400 * 1000);
    expect(relayMessageOf({ topic: TOPIC, message: 'x', ttl: 300, tag: 1108 }, 'pub', 0).expiresAt).toBe(300 * 1000);
  });

  // N5: failed before the fix (tag 0 and unknown tags were kept a day).
  test('caps unknown tags (0 included) at 5 min: only the sign-client session messages (1104-1115) live a day', () => {
    for (const tag of [0, 1, 1099, 1120, 4000]) {
      expect(relayMessageOf({ topic: TOPIC, message: 'x', ttl: 86_400, tag }, 'pub', 0).expiresAt).toBe(RELAY_UNKNOWN_TAG_TTL_SECONDS * 1000);
    }
    for (const tag of [1104, 1112, 1115]) expect(relayMessageOf({ topic: TOPIC, message: 'x', ttl: 86_400, tag }, 'pub', 0).expiresAt).toBe(86_400 * 1000);
  });

  // H6: failed before the fix (no byte budget; a global LRU over topics instead).
  describe('byte budgets', () => {
    const topic = (index: number): string => index.toString(16).padStart(64, '0');
    const message = (index: number, publisher: string, origin: string, size = 1_000) =>
      relayMessageOf({ topic: topic(index), message: 'x'.repeat(size), ttl: 60 }, publisher.padEnd(12, '.'), now, origin); // equal sizes
    const unit = storedBytesOf(message(0, 'pub-a', '10.0.0.0'));
    const budgets: MailboxBudgets = { maxStoredBytes: unit * 10, maxStoredBytesPerIdentity: unit * 3, maxStoredBytesPerIp: unit * 5 };

    test('a publisher over its identity or IP quota is refused; nothing stored is evicted', () => {
      const box = new RelayMailbox(() => now, budgets);
      expect(box.add(message(1, 'victim', '10.0.0.1'))).toBe('stored');
      for (let index = 2; index <= 4; index++) expect(box.add(message(index, 'flooder', '10.0.0.2'))).toBe('stored');
      expect(box.add(message(5, 'flooder', '10.0.0.2'))).toBe('identity-quota');
      expect(box.add(message(6, 'flooder-2', '10.0.0.2'))).toBe('stored');
      expect(box.add(message(7, 'flooder-2', '10.0.0.2'))).toBe('stored');
      expect(box.add(message(8, 'flooder-2', '10.0.0.2'))).toBe('ip-quota'); // a new key does not buy a new quota
      expect(box.add(message(9, 'other', '10.0.0.3'))).toBe('stored');
      expect(box.pendingFor(topic(1), 'wallet')).toHaveLength(1);
    });

    // N5: failed before the fix (a full mailbox refused every publish, the small holders' included).
    test("when full, the address holding the most loses its oldest messages first; that address' own publish is refused", () => {
      const box = new RelayMailbox(() => now, { ...budgets, maxStoredBytesPerIp: unit * 100, maxStoredBytesPerIdentity: unit * 100 });
      expect(box.add(message(1, 'victim', '10.0.0.1'))).toBe('stored');
      for (let index = 2; index <= 7; index++) expect(box.add(message(index, 'flooder', '10.0.0.2'))).toBe('stored');
      for (let index = 8; index <= 10; index++) expect(box.add(message(index, 'other', '10.0.0.3'))).toBe('stored');
      expect(box.storedBytes).toBe(unit * 10);
      expect(box.add(message(11, 'flooder', '10.0.0.2'))).toBe('full');
      expect(box.add(message(12, 'newcomer', '10.0.0.4'))).toBe('stored');
      expect([2, 3].map((index) => box.pendingFor(topic(index), 'wallet').length)).toEqual([0, 1]);
      // Down to three each, the flooder and the other address take turns; the victim's one message stays.
      for (let index = 13; index <= 16; index++) expect(box.add(message(index, `n${index}`, `10.0.1.${index}`))).toBe('stored');
      expect(box.pendingFor(topic(1), 'wallet')).toHaveLength(1);
      expect(box.storedBytes).toBe(unit * 10);
      now += 61_000;
      box.sweep();
      expect(box.storedBytes).toBe(0);
    });

    test("a message relayed from another instance counts against its origin address there too", () => {
      const box = new RelayMailbox(() => now, budgets);
      for (let index = 1; index <= 5; index++) expect(box.add(message(index, `remote-${index}`, '10.0.0.9'), 'count-only')).toBe('stored');
      expect(box.add(message(6, 'local', '10.0.0.9'))).toBe('ip-quota');
    });

    test('the default budgets: per identity < per IP < in all', () => {
      const { maxStoredBytesPerIdentity, maxStoredBytesPerIp, maxStoredBytes } = DEFAULT_RELAY_LIMITS;
      expect(maxStoredBytesPerIdentity).toBeLessThan(maxStoredBytesPerIp);
      expect(maxStoredBytesPerIp * 16).toBeLessThanOrEqual(maxStoredBytes);
    });
  });
});
