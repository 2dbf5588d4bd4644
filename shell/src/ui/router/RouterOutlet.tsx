import { selectCurrentRoute } from '@foyer/kernel';
import type { ComponentType } from 'react';
import { featureForView } from '../../remote/featureForView.js';
import { FeatureView } from '../views/FeatureView/FeatureView.js';
import { LazyView } from '../views/LazyView/LazyView.js';
import { NotAvailable } from '../views/NotAvailable/NotAvailable.js';
import { useAppSelector } from '../../store/hooks.js';
import { LAZY_SHELL_VIEWS, SHELL_VIEWS, type ShellViewName } from './shellViews.js';

/** Renders the current route: a shell view, a feature's view through its boundary, or "Not available yet". */
export function RouterOutlet() {
  const route = useAppSelector(selectCurrentRoute);
  const ShellView = SHELL_VIEWS[route.view as ShellViewName] as ComponentType<{ data: unknown }> | undefined;
  if (ShellView) return <ShellView data={route.data} />;
  const load = LAZY_SHELL_VIEWS[route.view as ShellViewName];
  if (load) return <LazyView load={load} data={route.data} />;
  const featureId = featureForView(route.view);
  if (featureId) return <FeatureView featureId={featureId} view={route.view} data={route.data} />;
  return <NotAvailable view={route.view} />;
}
