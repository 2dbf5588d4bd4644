import type { FeatureId, FeatureManifest, FeatureViewProps as RemoteViewProps, ViewName } from '@foyer/kernel';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { FeatureLoadError } from '../../../remote/FeatureLoadError.js';
import { loadFeature } from '../../../remote/loadFeature.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { FeatureErrorBoundary } from './FeatureErrorBoundary.js';
import { featureErrorMessage } from './featureErrorMessage.js';

export type FeatureViewProps = {
  featureId: FeatureId;
  view: ViewName;
  data: unknown;
  /** How the feature is loaded; the shell's remote loader unless a test supplies one. */
  load?: (featureId: FeatureId) => Promise<FeatureManifest>;
};

/**
 * Renders a view owned by a remote feature: loads the feature (its remote entry, then its
 * one-time setup) on first use, shows a spinner meanwhile, and on failure an error with a
 * retry that really loads again. The header (and so Back) stays usable throughout.
 */
export function FeatureView({ featureId, view, data, load = loadFeature }: FeatureViewProps) {
  const [attempt, setAttempt] = useState(0);
  const View = useMemo(
    () =>
      lazy(async () => {
        const manifest = await load(featureId);
        const component = manifest.views[view] as ComponentType<RemoteViewProps> | undefined;
        if (!component) {
          throw new FeatureLoadError({ featureId, reason: 'invalid-manifest', details: `The feature has no view "${view}".` });
        }
        // A manifest's view is usually itself `React.lazy`, and a lazy component may not
        // resolve to another lazy one: render it as an element instead.
        const Remote = component;
        return { default: (props: RemoteViewProps) => <Remote {...props} /> };
      }),
    // `attempt` is part of the key on purpose: a retry builds a new lazy component.
    [featureId, view, load, attempt],
  );
  return (
    <FeatureErrorBoundary
      key={attempt}
      fallback={(error) => <FeatureError message={featureErrorMessage(error)} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<FeatureLoading />}>
        <View data={data as RemoteViewProps['data']} />
      </Suspense>
    </FeatureErrorBoundary>
  );
}

function FeatureLoading() {
  return (
    <div className="foyer-view foyer-feature-loading" aria-busy="true">
      <Spinner size={28} label="Loading" />
    </div>
  );
}

function FeatureError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="foyer-view foyer-state" data-testid="feature-error" role="alert">
      <span className="foyer-state__icon foyer-state__icon--error" aria-hidden="true">
        <Icon name="alert" size={28} />
      </span>
      <p className="foyer-state__title">{message}</p>
      <p className="foyer-state__text">This part of the wallet could not be loaded.</p>
      <button type="button" className="foyer-button foyer-button--secondary" data-testid="feature-retry" onClick={onRetry}>
        <Icon name="refresh" size={16} />
        Try again
      </button>
    </div>
  );
}
