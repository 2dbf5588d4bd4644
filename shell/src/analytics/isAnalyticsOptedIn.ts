import type { FoyerOptions } from '../FoyerOptions.js';

/**
 * Whether the host turned telemetry on explicitly (`features: { analytics: true }`). Telemetry is
 * off by default (issue 8, overriding spec §9's "analytics on": no peer sends without consent), and
 * basic mode never sends.
 * @example
 * isAnalyticsOptedIn({ projectId: 'p', features: { analytics: true } }) // true
 */
export function isAnalyticsOptedIn(options: Pick<FoyerOptions, 'features' | 'basic'>): boolean {
  return options.features?.analytics === true && options.basic !== true;
}
