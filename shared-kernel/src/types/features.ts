import type { DEFAULT_FEATURES, FEATURE_IDS } from '../constants.js';
import type { SocialProvider } from './user.js';

/** A remotely configured feature. */
export type FeatureId = (typeof FEATURE_IDS)[number];

/** One entry of `/appkit/v1/config`. */
export type RemoteFeatureConfig = {
  id: FeatureId;
  isEnabled: boolean;
  config: string[] | null;
};

export type ProjectConfigResponse = {
  projectId: string;
  features: RemoteFeatureConfig[];
};

export type AllowedOriginsResponse = { allowedOrigins: string[] };
export type AnalyticsConfigResponse = { isAnalyticsEnabled: boolean };

/** Effective feature switches of a Foyer instance (local options, then overridden remotely). */
export type Features = {
  [key in keyof typeof DEFAULT_FEATURES]?: boolean;
} & {
  email?: boolean;
  socials?: readonly SocialProvider[] | false;
  swaps?: readonly string[] | false;
  onramp?: readonly string[] | false;
  activity?: boolean;
  multiWallet?: boolean;
  names?: boolean;
  connectMethodsOrder?: readonly ('email' | 'social' | 'wallet')[];
};
