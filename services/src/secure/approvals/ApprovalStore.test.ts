import { ApprovalStore } from './ApprovalStore.js';

const request = { sessionKey: 'session-a', userId: 'user-a', method: 'personal_sign', params: ['0x00'], chainId: 'eip155:31337', summary: { method: 'personal_sign', title: 'Sign message', rows: [] } };

describe('ApprovalStore', () => {
  test('an approval is taken once, only by its session', () => {
    const store = new ApprovalStore();
    const { id } = store.add(request);
    expect(store.take(id, 'session-b')).toBeUndefined();
    expect(store.take(id, 'session-a')).toMatchObject({ id, method: 'personal_sign' });
    expect(store.take(id, 'session-a')).toBeUndefined();
  });

  test('an expired approval is refused (2 minutes by default)', () => {
    let now = 1_000_000;
    const store = new ApprovalStore({ now: () => now });
    const { id, expiresAt } = store.add(request);
    expect(expiresAt).toBe(now + 120_000);
    now += 120_000;
    expect(store.take(id, 'session-a')).toBeUndefined();
  });

  test('bounded: per session and site-wide, the oldest approvals are dropped first', () => {
    const store = new ApprovalStore({ maxPending: 5, maxPerSession: 2 });
    const first = store.add(request);
    const second = store.add(request);
    const third = store.add(request);
    expect(store.take(first.id, 'session-a')).toBeUndefined();
    for (let index = 0; index < 6; index += 1) store.add({ ...request, sessionKey: `other-${index}` });
    expect(store.size).toBeLessThanOrEqual(5);
    expect(store.take(second.id, 'session-a')).toBeUndefined();
    expect(third.id).not.toBe(second.id);
  });
});
