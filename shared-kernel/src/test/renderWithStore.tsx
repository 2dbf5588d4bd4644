import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { attachReactHooks } from '../api/createFoyerApi.js';
import { makeTestStore, type MakeTestStoreParameters, type TestStore } from './makeTestStore.js';

export type RenderWithStoreOptions<store extends Store = TestStore> = Omit<RenderOptions, 'wrapper' | 'queries' | 'container' | 'baseElement'> &
  MakeTestStoreParameters & {
  /** The store to provide (default: a fresh `makeTestStore` of the other options: networks, features...). */
  store?: store;
  /** Renders around `ui`, inside the store's Provider (e.g. the modal's frame and styles). */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

export type RenderWithStoreResult<store extends Store = TestStore> = RenderResult & { store: store };

/**
 * Renders `ui` inside a react-redux Provider of `store`, as the shell renders views and slots:
 * with the kernel API's React hooks attached first (as `mountModal` does). `rerender` keeps the
 * Provider and `wrapper`.
 * @example
 * const { store } = renderWithStore(<ConnectEmail api={api} />, { features: { email: true } })
 * renderWithStore(<Account />, { store, wrapper: ModalFrame })
 */
export function renderWithStore<store extends Store = TestStore>(
  ui: ReactElement,
  { store: given, wrapper: Wrapper, networks, features, options, services, slices, ...renderOptions }: RenderWithStoreOptions<store> = {},
): RenderWithStoreResult<store> {
  const store = given ?? (makeTestStore({ networks, features, options, services, slices }) as unknown as store);
  attachReactHooks(reactHooksModule());
  const Providers = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{Wrapper ? <Wrapper>{children}</Wrapper> : children}</Provider>
  );
  const withProviders: Omit<RenderOptions, 'queries'> = { ...renderOptions, wrapper: Providers };
  return { store, ...render(ui, withProviders) };
}
