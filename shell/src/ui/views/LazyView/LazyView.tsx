import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Icon } from '../../components/Icon/Icon.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { FeatureErrorBoundary } from '../FeatureView/FeatureErrorBoundary.js';
import { featureErrorMessage } from '../FeatureView/featureErrorMessage.js';
import { messages } from '../../messages.js';

export type LazyViewProps = {
  /** Loads the view's component; called again by Retry after a failure. */
  load: () => Promise<ComponentType<{ data: unknown }>>;
  data: unknown;
};

/**
 * A view whose code is fetched on first use (a remote feature's view, or a heavy shell view):
 * a spinner while it loads, and on failure the catalogue message with a Retry that really
 * loads again. The header (and so Back) stays usable throughout.
 */
export function LazyView({ load, data }: LazyViewProps) {
  const [attempt, setAttempt] = useState(0);
  const View = useMemo(
    () =>
      lazy(async () => {
        const Loaded = await load();
        // The loaded component may itself be `React.lazy`, and a lazy component may not resolve
        // to another lazy one: render it as an element instead.
        return { default: (props: { data: unknown }) => <Loaded {...props} /> };
      }),
    // `attempt` is part of the key on purpose: a retry builds a new lazy component.
    [load, attempt],
  );
  return (
    <FeatureErrorBoundary
      key={attempt}
      fallback={(error) => <LoadError message={featureErrorMessage(error)} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Loading />}>
        <View data={data} />
      </Suspense>
    </FeatureErrorBoundary>
  );
}

function Loading() {
  return (
    <div className="foyer-view foyer-feature-loading" aria-busy="true">
      <Spinner size={28} label={messages.common.loading} />
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="foyer-view foyer-state" data-testid="feature-error" role="alert">
      <span className="foyer-state__icon foyer-state__icon--error" aria-hidden="true">
        <Icon name="alert" size={28} />
      </span>
      <p className="foyer-state__title">{message}</p>
      <p className="foyer-state__text">{messages.featureError.text}</p>
      <button type="button" className="foyer-button foyer-button--secondary" data-testid="feature-retry" onClick={onRetry}>
        <Icon name="refresh" size={16} />
        {messages.common.tryAgain}
      </button>
    </div>
  );
}
