import { ADAPTER_REMOTE_IDS, REMOTE_IDS, type AdapterRemoteId, type RemoteId } from '@foyer/kernel';

/** A remote as registered with the Module Federation runtime. */
export type FeatureRemote = { name: string; entry: string };

/**
 * The remote `id`: named `foyer_<id>`, entry `${remotesUrl}/<id>/remoteEntry.js`.
 * @example
 * featureRemote('http://127.0.0.1:3010/remotes', 'receive')
 * // { name: 'foyer_receive', entry: 'http://127.0.0.1:3010/remotes/receive/remoteEntry.js' }
 */
export function featureRemote(remotesUrl: string, id: RemoteId): FeatureRemote {
  return { name: `foyer_${id}`, entry: `${remotesUrl.replace(/\/+$/, '')}/${id}/remoteEntry.js` };
}

export function isRemoteId(value: string): value is RemoteId {
  return (REMOTE_IDS as readonly string[]).includes(value);
}

export function isAdapterRemoteId(value: string): value is AdapterRemoteId {
  return (ADAPTER_REMOTE_IDS as readonly string[]).includes(value);
}
