import { RELAY_MAX_MAILBOX_PER_TOPIC, RELAY_MAX_TTL_SECONDS } from './relayLimits.js';
import { RelayMailbox, relayMessageOf } from './RelayMailbox.js';

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
    expect(box.add(message)).toBe(true);
    expect(box.add({ ...message })).toBe(false); // a retried publish is one message
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
});
