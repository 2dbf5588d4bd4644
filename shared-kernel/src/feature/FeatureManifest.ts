import type { ComponentType } from 'react';
import type { RemoteId } from '../types/remote.js';
import type { FoyerRootReducer } from '../store/createRootReducer.js';
import type { FoyerStore } from '../store/FoyerStore.js';
import type { ViewName, ViewRegistry } from '../store/ViewRegistry.js';
import type { ViewsOwnedBy } from '../store/viewTable.js';
import type { ShellBridge } from './ShellBridge.js';

/** A feature view gets no props but the data it was opened with. */
export type FeatureViewProps<view extends ViewName = ViewName> = { data: ViewRegistry[view] };

/** View name -> component (usually `React.lazy`) for the views a feature owns. */
export type FeatureViews = { [view in ViewName]?: ComponentType<FeatureViewProps<view>> };

/** Exactly the views the kernel's view table gives remote `id`, each with its component. */
export type OwnedFeatureViews<id extends RemoteId> = { [view in ViewsOwnedBy<id>]: ComponentType<FeatureViewProps<view>> };

/**
 * Pieces a remote renders inside a shell view: the Connect view shows the email remote's
 * `ConnectEmail` and the socials remote's `ConnectSocials`; the Account view shows the auth
 * remote's `AccountActions` while the embedded wallet is the active connector.
 */
export type FeatureSlots = {
  ConnectEmail?: ComponentType;
  ConnectSocials?: ComponentType;
  AccountActions?: ComponentType;
};

export type FeatureSlotName = keyof FeatureSlots;

/**
 * What `setup` receives: the store, to dispatch and register listeners
 * (`store.dispatch(addListener(...))`), the root reducer, to inject slices
 * (`slice.injectInto(rootReducer)`), and the shell's live objects (`shell`). API endpoints are
 * injected on the kernel's API objects.
 */
export type FeatureSetupContext = {
  store: FoyerStore;
  rootReducer: FoyerRootReducer;
  shell: ShellBridge;
};

/** The default export of a remote's `./feature` module. */
export type FeatureManifest<id extends RemoteId = RemoteId> = {
  id: id;
  views: FeatureViews;
  slots?: FeatureSlots;
  /**
   * Runs once, before the first view renders. What it resolves to is the remote's API, which
   * other remotes and the shell reach with `shell.loadRemoteApi(id)` (e.g. a `ConnectorAdapter`).
   */
  setup?: (context: FeatureSetupContext) => unknown;
};
