import { BaseError, type BaseErrorParameters, type RemoteId } from '@foyer/kernel';

export type FeatureLoadErrorReason = 'disabled' | 'load-failed' | 'invalid-manifest' | 'setup-failed';

/**
 * A feature could not be loaded: it is disabled for this project, its remote entry failed to
 * load, it exported no valid manifest, or its setup threw. The UI shows `shortMessage` with a
 * retry (a retry loads the remote entry again).
 * @example
 * throw new FeatureLoadError({ featureId: 'receive', reason: 'load-failed', cause: error })
 */
export class FeatureLoadError extends BaseError {
  override name = 'FeatureLoadError';
  override code = 'FEATURE_LOAD_FAILED' as const;
  featureId: RemoteId;
  reason: FeatureLoadErrorReason;
  constructor({ featureId, reason, ...parameters }: BaseErrorParameters & { featureId: RemoteId; reason: FeatureLoadErrorReason }) {
    super('Something went wrong', { ...parameters, details: parameters.details ?? DETAILS[reason](featureId) });
    this.featureId = featureId;
    this.reason = reason;
  }
}

const DETAILS: Record<FeatureLoadErrorReason, (featureId: RemoteId) => string> = {
  disabled: (id) => `The feature "${id}" is not enabled for this project.`,
  'load-failed': (id) => `The remote of the feature "${id}" could not be loaded.`,
  'invalid-manifest': (id) => `The remote of the feature "${id}" did not export a feature manifest for "${id}".`,
  'setup-failed': (id) => `The setup of the feature "${id}" failed.`,
};
