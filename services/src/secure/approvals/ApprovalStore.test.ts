import { ApprovalStore } from './ApprovalStore.js';

const request = { sessionKey: 'session-a', userId: 'user-a', method: 'personal_sign', params: ['0x00'], chainId: 'eip155:31337', summary: { method: 'personal_sign', title: 'Sign message', critical: [], rows: [] } };

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

  // Failed before the fix (N17): site-wide drop-oldest, so user-a's fifty sessions evicted user-b's approval.
  test("one user with many sessions cannot evict another user's pending approval", async () => {
    const store = new ApprovalStore({ maxPending: 10, maxPerUser: 4 });
    const victim = await store.add({ ...request, sessionKey: 'session-b', userId: 'user-b' });
    const flood = [];
    for (let index = 0; index < 50; index += 1) flood.push(await store.add({ ...request, sessionKey: `flood-${index}` }));
    expect(await store.take(victim.id, 'session-b')).toMatchObject({ id: victim.id, userId: 'user-b' });
    // The flooding user keeps only its own newest four: its oldest made room, never anyone else's.
    const kept = await Promise.all(flood.map((entry, index) => store.take(entry.id, `flood-${index}`)));
    expect(kept.map((entry) => entry !== undefined)).toEqual([...Array.from({ length: 46 }, () => false), true, true, true, true]);
  });

  test('full site-wide: the newcomer is refused with 503 RATE_LIMITED and nobody is evicted', async () => {
    const store = new ApprovalStore({ maxPending: 3, maxPerUser: 4 });
    const held = [];
    for (let index = 0; index < 3; index += 1) held.push(await store.add({ ...request, sessionKey: `s-${index}`, userId: `u-${index}` }));
    await expect(store.add({ ...request, sessionKey: 's-new', userId: 'u-new' })).rejects.toMatchObject({ statusCode: 503, code: 'RATE_LIMITED', message: 'Rate Limited' });
    const kept = await Promise.all(held.map((entry, index) => store.take(entry.id, `s-${index}`)));
    expect(kept.every((entry) => entry !== undefined)).toBe(true);
  });
});
