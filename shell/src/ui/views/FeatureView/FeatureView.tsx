import type { FeatureManifest, RemoteId, ViewName } from '@foyer/kernel';
import { useCallback, type ComponentType } from 'react';
import { FeatureLoadError } from '../../../remote/FeatureLoadError.js';
import { loadFeature } from '../../../remote/loadFeature.js';
import { LazyView } from '../LazyView/LazyView.js';

export type FeatureViewProps = {
  featureId: RemoteId;
  view: ViewName;
  data: unknown;
  /** How the feature is loaded; the shell's remote loader unless a test supplies one. */
  load?: (featureId: RemoteId) => Promise<FeatureManifest>;
};

/**
 * Renders a view owned by a remote feature: loads the feature (its remote entry, then its
 * one-time setup) on first use, through the lazy-view boundary (spinner, error with a real
 * retry, Back always usable).
 */
export function FeatureView({ featureId, view, data, load = loadFeature }: FeatureViewProps) {
  const loadView = useCallback(async () => {
    const manifest = await load(featureId);
    const component = manifest.views[view] as ComponentType<{ data: unknown }> | undefined;
    if (!component) {
      throw new FeatureLoadError({ featureId, reason: 'invalid-manifest', details: `The feature has no view "${view}".` });
    }
    return component;
  }, [featureId, view, load]);
  return <LazyView load={loadView} data={data} />;
}
