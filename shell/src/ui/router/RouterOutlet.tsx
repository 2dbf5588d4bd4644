import { selectCurrentRoute, type ViewName, type ViewRegistry } from '@foyer/kernel';
import type { ComponentType } from 'react';
import { featureForView } from '../../remote/featureForView.js';
import { Account } from '../views/Account/Account.js';
import { AllWallets } from '../views/AllWallets/AllWallets.js';
import { Connect } from '../views/Connect/Connect.js';
import { ConnectingExternal } from '../views/ConnectingExternal/ConnectingExternal.js';
import { FeatureView } from '../views/FeatureView/FeatureView.js';
import { NotAvailable } from '../views/NotAvailable/NotAvailable.js';
import { useAppSelector } from '../../store/hooks.js';

type ShellViews = { [view in ViewName]?: ComponentType<{ data: ViewRegistry[view] }> };

/** The views the shell itself renders; every other view belongs to a feature or is not built yet. */
const SHELL_VIEWS: ShellViews = { Connect, AllWallets, ConnectingExternal, Account };

/** Renders the current route: a shell view, a feature's view through its boundary, or "Not available yet". */
export function RouterOutlet() {
  const route = useAppSelector(selectCurrentRoute);
  const ShellView = SHELL_VIEWS[route.view] as ComponentType<{ data: unknown }> | undefined;
  if (ShellView) return <ShellView data={route.data} />;
  const featureId = featureForView(route.view);
  if (featureId) return <FeatureView featureId={featureId} view={route.view} data={route.data} />;
  return <NotAvailable view={route.view} />;
}
