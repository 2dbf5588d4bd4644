import type { ComponentType } from 'react';

type SessionViews = typeof import('./sessionViewsEntry.js');
export type SessionViewName = keyof SessionViews;

let sessionViews: Promise<SessionViews> | undefined;

/**
 * A loader for one of the network and wallet management views (Networks, SwitchNetwork,
 * SwitchActiveChain, UnsupportedChain, ProfileWallets, SIWXSignMessage). They share one chunk, kept off the
 * modal's first chunk and fetched on first use (again after a failure).
 * @example
 * <LazyView load={loadSessionView('Networks')} data={undefined} />
 */
export function loadSessionView(name: SessionViewName): () => Promise<ComponentType<{ data: unknown }>> {
  return async () => {
    if (!sessionViews) {
      sessionViews = import('./sessionViewsEntry.js');
      sessionViews.catch(() => (sessionViews = undefined));
    }
    return (await sessionViews)[name] as ComponentType<{ data: unknown }>;
  };
}
