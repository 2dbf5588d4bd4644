import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createRootReducer, optionsSlice, type CaipNetwork } from '@foyer/kernel';

/** A real kernel store (the shell's reducers and slices) configured with `networks`. */
export function makeTestStore(networks: CaipNetwork[]) {
  return configureStore({
    reducer: createRootReducer(),
    preloadedState: { options: { ...optionsSlice.getInitialState(), networks } },
  });
}

export type TestStore = ReturnType<typeof makeTestStore>;

/** Renders `ui` inside a react-redux Provider of `store`, as the shell renders feature views. */
export function renderWithStore(ui: ReactElement, store: TestStore) {
  return render(<Provider store={store}>{ui}</Provider>);
}
