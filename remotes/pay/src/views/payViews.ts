import { lazyView } from '@foyer/kernel';

/** The pay view, lazily loaded. */
export const payViews = {
  Pay: lazyView(() => import('./Pay/Pay.js').then((module) => module.Pay)),
};
