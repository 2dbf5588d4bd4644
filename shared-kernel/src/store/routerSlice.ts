import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { Route, ViewName } from './ViewRegistry.js';

export type RouterState = {
  /** View history, oldest first; never empty. */
  history: Route[];
};

const initialRoute: Route = { view: 'Connect' };

const initialState: RouterState = { history: [initialRoute] };

/**
 * The modal's view history. Opening, closing and Back rules live in the shell's thunks;
 * these reducers only move the history.
 * @example
 * dispatch(viewPushed({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } }))
 */
export const routerSlice = /* @__PURE__ */ createSlice({
  name: 'router',
  initialState,
  reducers: {
    viewPushed(state, action: PayloadAction<Route>) {
      state.history.push(action.payload as Draft<Route>);
    },
    /** Replaces the current view (the history keeps its length). */
    viewReplaced(state, action: PayloadAction<Route>) {
      state.history[state.history.length - 1] = action.payload as Draft<Route>;
    },
    /** Pops the current view; the first view is never popped. */
    historyPopped(state) {
      if (state.history.length > 1) state.history.pop();
    },
    /** Starts a new history at `payload` (Connect when omitted). */
    routerReset: {
      reducer(state, action: PayloadAction<Route>) {
        state.history = [action.payload as Draft<Route>];
      },
      prepare(route?: Route) {
        return { payload: route ?? initialRoute };
      },
    },
  },
  selectors: {
    selectCurrentRoute: (state): Route => state.history[state.history.length - 1] ?? initialRoute,
    selectCurrentView: (state): ViewName => (state.history[state.history.length - 1] ?? initialRoute).view,
    selectCanGoBack: (state): boolean => state.history.length > 1,
    selectRouterHistory: (state): readonly Route[] => state.history,
  },
});

export const { viewPushed, viewReplaced, historyPopped, routerReset } = routerSlice.actions;
export const { selectCurrentRoute, selectCurrentView, selectCanGoBack, selectRouterHistory } = routerSlice.selectors;
