import { REMOTE_FEATURE_IDS } from '@foyer/kernel';

export type RemoteFeatureId = (typeof REMOTE_FEATURE_IDS)[number];

/** A remote as registered with the Module Federation runtime. */
export type FeatureRemote = { name: string; entry: string };

/**
 * The remote of `featureId`: named `foyer_<feature>`, entry `${remotesUrl}/<feature>/remoteEntry.js`.
 * @example
 * featureRemote('http://127.0.0.1:3010/remotes', 'receive')
 * // { name: 'foyer_receive', entry: 'http://127.0.0.1:3010/remotes/receive/remoteEntry.js' }
 */
export function featureRemote(remotesUrl: string, featureId: RemoteFeatureId): FeatureRemote {
  return { name: `foyer_${featureId}`, entry: `${remotesUrl.replace(/\/+$/, '')}/${featureId}/remoteEntry.js` };
}

export function isRemoteFeatureId(value: string): value is RemoteFeatureId {
  return (REMOTE_FEATURE_IDS as readonly string[]).includes(value);
}
