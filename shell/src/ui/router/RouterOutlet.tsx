import { selectCurrentRoute, type ViewName, type ViewRegistry } from '@foyer/kernel';
import type { ComponentType } from 'react';
import { featureForView } from '../../remote/featureForView.js';
import { Account } from '../views/Account/Account.js';
import { loadAllWallets } from '../views/AllWallets/loadAllWallets.js';
import { Connect } from '../views/Connect/Connect.js';
import { ConnectingExternal } from '../views/ConnectingExternal/ConnectingExternal.js';
import { FeatureView } from '../views/FeatureView/FeatureView.js';
import { LazyView } from '../views/LazyView/LazyView.js';
import { loadSessionView } from '../views/loadSessionView.js';
import { NotAvailable } from '../views/NotAvailable/NotAvailable.js';
import { useAppSelector } from '../../store/hooks.js';

type ShellViews = { [view in ViewName]?: ComponentType<{ data: ViewRegistry[view] }> };

/** The views the shell renders from the modal's chunk. */
const SHELL_VIEWS: ShellViews = { Connect, ConnectingExternal, Account };

/** Shell views whose code is fetched on first use. */
const LAZY_SHELL_VIEWS: { [view in ViewName]?: () => Promise<ComponentType<{ data: unknown }>> } = {
  AllWallets: loadAllWallets,
  Networks: loadSessionView('Networks'),
  SwitchNetwork: loadSessionView('SwitchNetwork'),
  SwitchActiveChain: loadSessionView('SwitchActiveChain'),
  UnsupportedChain: loadSessionView('UnsupportedChain'),
  ProfileWallets: loadSessionView('ProfileWallets'),
};

/** Renders the current route: a shell view, a feature's view through its boundary, or "Not available yet". */
export function RouterOutlet() {
  const route = useAppSelector(selectCurrentRoute);
  const ShellView = SHELL_VIEWS[route.view] as ComponentType<{ data: unknown }> | undefined;
  if (ShellView) return <ShellView data={route.data} />;
  const load = LAZY_SHELL_VIEWS[route.view];
  if (load) return <LazyView load={load} data={route.data} />;
  const featureId = featureForView(route.view);
  if (featureId) return <FeatureView featureId={featureId} view={route.view} data={route.data} />;
  return <NotAvailable view={route.view} />;
}
