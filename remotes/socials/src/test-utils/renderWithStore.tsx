import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createRootReducer, foyerDevChain, optionsSlice, type Features } from '@foyer/kernel';

export const SECURE_SITE = 'http://127.0.0.1:46020';

/** A real kernel store with `features` and the secure site URL. */
export function makeTestStore(features: Features = { socials: ['google', 'github', 'farcaster'] }) {
  return configureStore({
    reducer: createRootReducer(),
    preloadedState: {
      options: { ...optionsSlice.getInitialState(), networks: [foyerDevChain], features, secureSiteUrl: SECURE_SITE },
    },
  });
}

export type TestStore = ReturnType<typeof makeTestStore>;

export function renderWithStore(ui: ReactElement, store: TestStore = makeTestStore()) {
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}
