import type { RecordStore } from './state/RecordStore.js';

/** Who starts a record of a bounded kind: the client's address key (`clientIpKey`) and the app it starts it for. */
export type RecordParty = { clientKey: string; projectId: string; appOrigin: string };

/** Most records of a kind at once: in total, per client address and per (project, page origin). */
export type RecordShares = { max: number; perClient: number; perApp: number };

const appKind = (kind: string, party: RecordParty) => `${kind}-app:${party.projectId} ${party.appOrigin}`;

/**
 * Adds record `id` of `kind` so that no one party can fill the kind for everyone (issue 24, point 5): a client holds
 * at most `perClient` records (its own oldest make room, nobody else's), an app at most `perApp` (a marker record per
 * record in a kind of the app's own, refused when full), and the kind at most `max` (refused when full). False when
 * refused. Only the RecordStore's atomic `add` is used, so the shares hold across instances sharing a store.
 */
export async function addWithinShares(store: RecordStore, kind: string, id: string, value: unknown, expiresAt: number, shares: RecordShares, party: RecordParty): Promise<boolean> {
  const group = { key: party.clientKey, max: shares.perClient };
  // The client's group in the app's kind too: markers of its records dropped from `kind` cannot pile up there.
  if (!(await store.add(appKind(kind, party), id, 1, expiresAt, { max: shares.perApp, whenFull: 'refuse', group }))) return false;
  if (await store.add(kind, id, value, expiresAt, { max: shares.max, whenFull: 'refuse', group })) return true;
  await store.take(appKind(kind, party), id);
  return false;
}

/** Frees the app's place of record `id` once it is consumed (it would otherwise hold it until it expires). */
export async function releaseShare(store: RecordStore, kind: string, id: string, party: Omit<RecordParty, 'clientKey'>): Promise<void> {
  await store.take(appKind(kind, { ...party, clientKey: '' }), id);
}
