import type { ComponentType } from 'react';
import type { FeatureId } from '../types/features.js';
import type { FoyerRootReducer } from '../store/createRootReducer.js';
import type { FoyerStore } from '../store/FoyerStore.js';
import type { ViewName, ViewRegistry } from '../store/ViewRegistry.js';

/** A feature view gets no props but the data it was opened with. */
export type FeatureViewProps<view extends ViewName = ViewName> = { data: ViewRegistry[view] };

/** View name -> component (usually `React.lazy`) for the views a feature owns. */
export type FeatureViews = { [view in ViewName]?: ComponentType<FeatureViewProps<view>> };

/**
 * What `setup` receives: the store, to dispatch and register listeners
 * (`store.dispatch(addListener(...))`), and the root reducer, to inject slices
 * (`slice.injectInto(rootReducer)`). API endpoints are injected on the kernel's API objects.
 */
export type FeatureSetupContext = {
  store: FoyerStore;
  rootReducer: FoyerRootReducer;
};

/** The default export of a remote's `./feature` module. */
export type FeatureManifest<id extends FeatureId = FeatureId> = {
  id: id;
  views: FeatureViews;
  /** Runs once, before the first view renders. */
  setup?: (context: FeatureSetupContext) => void | Promise<void>;
};
