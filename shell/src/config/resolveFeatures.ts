import {
  DEFAULT_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  DEFAULT_SOCIALS,
  FEATURE_IDS,
  SOCIAL_PROVIDERS,
  type FeatureId,
  type Features,
  type RemoteConfigStatus,
  type RemoteFeatureConfig,
  type SocialProvider,
} from '@foyer/kernel';

export type ResolveFeaturesParameters = {
  /** The `features` option. */
  local?: Features | undefined;
  /** The `features` of the project config, when it loaded. */
  remote?: readonly RemoteFeatureConfig[] | undefined;
  status: RemoteConfigStatus;
};

export type ResolveFeaturesReturnType = {
  features: Features;
  /** Local settings that were ignored (to say so once). */
  ignored: FeatureId[];
};

type FeatureValue = Features[FeatureId];

/** Features only the remote config turns on; the others (receive, send, pay) also have local defaults. */
const REMOTE_ONLY: readonly FeatureId[] = FEATURE_IDS.filter((id) => !(id in DEFAULT_FEATURES));

/**
 * Effective features (spec §1, §9): local options over defaults, then
 * - loaded: every feature the project config lists comes from it, local settings are ignored;
 * - failed: local settings, else the default remote features;
 * - basic: remote-only features (email, socials, swaps, onramp, activity, multiWallet, names) off;
 * - idle/loading: remote-only features off until the config settles.
 * @example
 * resolveFeatures({ local: { email: true }, remote: [{ id: 'email', isEnabled: false, config: null }], status: 'loaded' })
 * // { features: { ..., email: false }, ignored: ['email'] }
 */
export function resolveFeatures({ local = {}, remote = [], status }: ResolveFeaturesParameters): ResolveFeaturesReturnType {
  const features: Features = { ...DEFAULT_FEATURES, ...local };
  const set = (id: FeatureId, value: FeatureValue) => Object.assign(features, { [id]: value });
  const ignored: FeatureId[] = [];
  const isLocal = (id: FeatureId) => local[id] !== undefined;

  for (const id of FEATURE_IDS) {
    const remoteOnly = REMOTE_ONLY.includes(id);
    switch (status) {
      case 'loaded': {
        const entry = remote.find((item) => item.id === id);
        if (entry) {
          set(id, fromRemote(entry));
          if (isLocal(id)) ignored.push(id);
        } else {
          set(id, local[id] ?? fallback(id));
        }
        break;
      }
      case 'failed':
        set(id, local[id] ?? fallback(id));
        break;
      case 'basic':
        if (remoteOnly) {
          set(id, false);
          if (isLocal(id) && local[id] !== false) ignored.push(id);
        }
        break;
      default:
        if (remoteOnly) set(id, false);
    }
  }
  return { features, ignored };
}

function fromRemote({ id, isEnabled, config }: RemoteFeatureConfig): FeatureValue {
  if (!isEnabled) return false;
  if (id === 'socials') {
    const providers = (config ?? DEFAULT_SOCIALS).filter((item): item is SocialProvider =>
      (SOCIAL_PROVIDERS as readonly string[]).includes(item),
    );
    return providers.length > 0 ? providers : false;
  }
  if (id === 'swaps' || id === 'onramp') return config && config.length > 0 ? config : DEFAULT_REMOTE_FEATURES[id];
  return true;
}

function fallback(id: FeatureId): FeatureValue {
  if (id in DEFAULT_REMOTE_FEATURES) return DEFAULT_REMOTE_FEATURES[id as keyof typeof DEFAULT_REMOTE_FEATURES];
  if (id in DEFAULT_FEATURES) return DEFAULT_FEATURES[id as keyof typeof DEFAULT_FEATURES];
  return false;
}
