import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded view that can be fetched ahead of use. */
export type PreloadableView<props extends object> = ((props: props) => ReactNode) & {
  /** Fetches the view's code now (once); a failed fetch is forgotten, so the next call retries. */
  preload(): Promise<void>;
};

/**
 * A lazily loaded view, like `React.lazy`, that can be preloaded: once its code has loaded (by
 * `preload()` on intent or at idle), it renders at once instead of suspending, so the modal never
 * shows a fallback for it (React holds a shown fallback for at least 300 ms).
 * @example
 * export const WalletSend = lazyView(() => import('./WalletSend.js').then((module) => module.WalletSend))
 * useEffect(() => void WalletSend.preload().catch(() => {}), [])
 */
export function lazyView<props extends object>(load: () => Promise<ComponentType<props>>): PreloadableView<props> {
  let loaded: ComponentType<props> | undefined;
  let pending: Promise<ComponentType<props>> | undefined;
  const fetchView = (): Promise<ComponentType<props>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => fetchView().then((component) => ({ default: component })));
  const View = (props: props) => (loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<props>, props));
  return Object.assign(View, { preload: () => fetchView().then(() => undefined) });
}
