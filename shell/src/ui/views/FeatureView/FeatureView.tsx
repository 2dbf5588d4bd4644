import type { FeatureComponent, RemoteId, ViewName } from '@foyer/kernel';
import { useCallback } from 'react';
import type { LoadedFeature } from '../../../remote/createFeatureLoader.js';
import { FeatureLoadError } from '../../../remote/FeatureLoadError.js';
import { loadFeature } from '../../../remote/loadFeature.js';
import { LazyView } from '../LazyView/LazyView.js';

export type FeatureViewProps = {
  featureId: RemoteId;
  view: ViewName;
  data: unknown;
  /** How the feature is loaded; the shell's remote loader unless a test supplies one. */
  load?: (featureId: RemoteId) => Promise<LoadedFeature>;
};

/**
 * Renders a view owned by a remote feature: loads the feature (its remote entry, then its
 * one-time setup) on first use, through the lazy-view boundary (spinner, error with a real
 * retry, Back always usable). The view gets its data and its remote's setup result (`api`).
 */
export function FeatureView({ featureId, view, data, load = loadFeature }: FeatureViewProps) {
  const loadView = useCallback(async () => {
    const { manifest, api } = await load(featureId);
    const View = manifest.views[view] as FeatureComponent<{ data: unknown; api: unknown }> | undefined;
    if (!View) {
      throw new FeatureLoadError({ featureId, reason: 'invalid-manifest', details: `The feature has no view "${view}".` });
    }
    return function FeatureViewWithApi(props: { data: unknown }) {
      return <View data={props.data} api={api} />;
    };
  }, [featureId, view, load]);
  return <LazyView load={loadView} data={data} />;
}
