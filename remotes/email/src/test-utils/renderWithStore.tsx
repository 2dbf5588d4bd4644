import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createRootReducer, foyerDevChain, optionsSlice, type Features } from '@foyer/kernel';

/** A real kernel store (the shell's reducers and slices) with `features`. */
export function makeTestStore(features: Features = { email: true }) {
  return configureStore({
    reducer: createRootReducer(),
    preloadedState: { options: { ...optionsSlice.getInitialState(), networks: [foyerDevChain], features } },
  });
}

export type TestStore = ReturnType<typeof makeTestStore>;

/** Renders `ui` inside a react-redux Provider of `store`, as the shell renders remote views and slots. */
export function renderWithStore(ui: ReactElement, store: TestStore = makeTestStore()) {
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}
