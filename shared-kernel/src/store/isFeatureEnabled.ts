import type { DEFAULT_FEATURES } from '../constants.js';
import type { FeatureId, Features } from '../types/features.js';

/** A remote feature or a local feature switch. */
export type FeatureKey = FeatureId | keyof typeof DEFAULT_FEATURES;

/**
 * Whether `key` is on in `features`: `true`, or a non-empty provider list (socials, swaps, onramp).
 * @example
 * isFeatureEnabled({ socials: ['google'] }, 'socials') // true
 */
export function isFeatureEnabled(features: Features, key: FeatureKey): boolean {
  const value = features[key];
  if (Array.isArray(value)) return value.length > 0;
  return value === true;
}
