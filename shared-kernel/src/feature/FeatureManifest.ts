import type { ReactNode } from 'react';
import type { RemoteId } from '../types/remote.js';
import type { FoyerRootReducer } from '../store/createRootReducer.js';
import type { FoyerStore } from '../store/FoyerStore.js';
import type { ViewName, ViewRegistry } from '../store/ViewRegistry.js';
import type { VIEW_TABLE, ViewsOwnedBy } from '../store/viewTable.js';
import type { RemoteApi } from './RemoteApiRegistry.js';
import type { ShellBridge } from './ShellBridge.js';
import type { FeatureMessages } from '../i18n/locales.js';

/** The API of the remote that owns `view` (`unknown` for the shell's own views). */
type OwnerApi<view extends ViewName> = (typeof VIEW_TABLE)[view]['owner'] extends infer owner extends RemoteId ? RemoteApi<owner> : unknown;

/**
 * What the shell gives a feature view: the data it was opened with and its remote's setup result
 * (`api`, by default the remote's `RemoteApiRegistry` entry).
 * @example
 * export function EmailVerifyOtp({ data, api }: FeatureViewProps<'EmailVerifyOtp'>) {}
 */
export type FeatureViewProps<view extends ViewName = ViewName, api = OwnerApi<view>> = (undefined extends ViewRegistry[view]
  ? { data?: ViewRegistry[view] }
  : { data: ViewRegistry[view] }) & { api: api };

/** What the shell gives a slot: its remote's setup result. */
export type FeatureSlotProps<api = unknown> = { api: api };

/**
 * A view or slot component: a function component or `React.lazy` of one. (Not `ComponentType`: its
 * class half makes props invariant, and a manifest typed with its API must fit where any manifest does.)
 */
export type FeatureComponent<props> = (props: props) => ReactNode;

/** View name -> component (usually `React.lazy`) for the views a feature owns. */
export type FeatureViews<api = unknown> = { [view in ViewName]?: FeatureComponent<FeatureViewProps<view, api>> };

/** Exactly the views the kernel's view table gives remote `id`, each with its component. */
export type OwnedFeatureViews<id extends RemoteId, api = unknown> = {
  [view in ViewsOwnedBy<id>]: FeatureComponent<FeatureViewProps<view, api>>;
};

/**
 * Pieces a remote renders inside a shell view: the Connect view shows the email remote's
 * `ConnectEmail` and the socials remote's `ConnectSocials`; the Account view shows the auth
 * remote's `AccountActions` while the embedded wallet is the active connector.
 */
export type FeatureSlots<api = unknown> = {
  ConnectEmail?: FeatureComponent<FeatureSlotProps<api>>;
  ConnectSocials?: FeatureComponent<FeatureSlotProps<api>>;
  AccountActions?: FeatureComponent<FeatureSlotProps<api>>;
  /** The Account view's Activity tab panel (the `activity` remote). */
  AccountActivity?: FeatureComponent<FeatureSlotProps<api>>;
};

export type FeatureSlotName = keyof FeatureSlots;

/**
 * What `setup` receives: the store, to dispatch and register listeners
 * (`store.dispatch(addAppListener(...))`), the root reducer, to inject slices
 * (`slice.injectInto(rootReducer)`), and the shell's live objects (`shell`). API endpoints are
 * injected on the kernel's API objects.
 */
export type FeatureSetupContext = {
  store: FoyerStore;
  rootReducer: FoyerRootReducer;
  shell: ShellBridge;
};

/** The default export of a remote's `./feature` module. */
export type FeatureManifest<id extends RemoteId = RemoteId, api = unknown> = {
  id: id;
  views: FeatureViews<api>;
  slots?: FeatureSlots<api>;
  /**
   * Runs once, before the first view renders. What it resolves to is the remote's API: the shell
   * hands it to the remote's views and slots (`api` prop), and other remotes and the shell reach
   * it with `shell.loadRemoteApi(id)` (e.g. a `ConnectorAdapter`).
   */
  setup?: (context: FeatureSetupContext) => api | Promise<api>;
  /** The remote's texts: the shell writes the page's language (and the host's overrides) into them before its first view renders. */
  messages?: FeatureMessages<object>;
};

/**
 * Any remote's manifest, whatever its API type: what the shell holds once a remote's module loaded
 * (it hands the views and slots whatever that remote's setup returned).
 */
export type AnyFeatureManifest = Omit<FeatureManifest<RemoteId, never>, 'setup'> & {
  setup?: (context: FeatureSetupContext) => unknown;
};
