import { ApprovalStore } from './ApprovalStore.js';

const request = { sessionKey: 'session-a', userId: 'user-a', method: 'personal_sign', params: ['0x00'], chainId: 'eip155:31337', summary: { method: 'personal_sign', title: 'Sign message', rows: [] } };

describe('ApprovalStore', () => {
  test('an approval is taken once, only by its session', async () => {
    const store = new ApprovalStore();
    const { id } = await store.add(request);
    expect(await store.take(id, 'session-b')).toBeUndefined();
    expect(await store.take(id, 'session-a')).toMatchObject({ id, method: 'personal_sign' });
    expect(await store.take(id, 'session-a')).toBeUndefined();
  });

  test('two confirms at once: only one gets the approval', async () => {
    const store = new ApprovalStore();
    const { id } = await store.add(request);
    const taken = await Promise.all([store.take(id, 'session-a'), store.take(id, 'session-a')]);
    expect(taken.filter((entry) => entry !== undefined)).toHaveLength(1);
  });

  test('an expired approval is refused (2 minutes by default)', async () => {
    let now = 1_000_000;
    const store = new ApprovalStore({ now: () => now });
    const { id, expiresAt } = await store.add(request);
    expect(expiresAt).toBe(now + 120_000);
    now += 120_000;
    expect(await store.take(id, 'session-a')).toBeUndefined();
  });

  test('bounded: per session and site-wide, the oldest approvals are dropped first', async () => {
    const store = new ApprovalStore({ maxPending: 5, maxPerSession: 2 });
    const first = await store.add(request);
    const second = await store.add(request);
    const third = await store.add(request);
    expect(await store.take(first.id, 'session-a')).toBeUndefined();
    const others = [];
    for (let index = 0; index < 6; index += 1) others.push(await store.add({ ...request, sessionKey: `other-${index}` }));
    // Eight added after `first` went, five kept: `second`, `third` and the first other are the oldest.
    expect(await store.take(second.id, 'session-a')).toBeUndefined();
    expect(await store.take(third.id, 'session-a')).toBeUndefined();
    const kept = await Promise.all(others.map((other, index) => store.take(other.id, `other-${index}`)));
    expect(kept.map((entry) => entry !== undefined)).toEqual([false, true, true, true, true, true]);
  });
});
