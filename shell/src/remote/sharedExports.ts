import {
  addListener,
  createAction,
  createAsyncThunk,
  createReducer,
  createSelector,
  createSlice,
  isAction,
  isActionCreator,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isRejected,
  isRejectedWithValue,
  miniSerializeError,
  nanoid,
  removeListener,
  unwrapResult,
} from '@reduxjs/toolkit';
import { QueryStatus, skipToken } from '@reduxjs/toolkit/query/react';
import { ReactReduxContext, batch, shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';

/** The shared packages whose exports are listed (the kernel and React are shared whole). */
export type SharedLibrary = 'react-redux' | '@reduxjs/toolkit' | '@reduxjs/toolkit/query/react';

/**
 * What remotes get of the shared Redux packages: what a feature uses inside the host's store —
 * react-redux's hooks, slices, thunks, selectors, matchers, listener actions, and for the
 * kernel APIs' hooks `skipToken` and `QueryStatus` (endpoints are added with the kernel APIs'
 * `injectEndpoints`). Not what builds a store, API or Provider of its own (configureStore,
 * middleware factories, enhancers, `createApi`, `fetchBaseQuery`, `Provider`: a remote renders
 * inside the host's store), nor `connect`, entity adapters or memoizers.
 *
 * Whole namespaces (`import * as`) would keep every export of these packages wherever the host
 * uses them: a bundler tree-shakes a module once for the whole build. Measured on the bench page:
 * about 3.5 kB gzip more in the first chunk (RTK and RTK Query's core, which the store needs at
 * start) and 2.5 kB more in the modal's (`connect`, `ApiProvider`). A remote importing something
 * missing here gets `undefined`: add it here; `sharedExports.test.ts` checks the remotes' imports.
 */
export const SHARED_EXPORTS: Readonly<Record<SharedLibrary, Readonly<Record<string, unknown>>>> = {
  '@reduxjs/toolkit': {
    addListener,
    createAction,
    createAsyncThunk,
    createReducer,
    createSelector,
    createSlice,
    isAction,
    isActionCreator,
    isAllOf,
    isAnyOf,
    isAsyncThunkAction,
    isFulfilled,
    isPending,
    isRejected,
    isRejectedWithValue,
    miniSerializeError,
    nanoid,
    removeListener,
    unwrapResult,
  },
  '@reduxjs/toolkit/query/react': { QueryStatus, skipToken },
  'react-redux': { ReactReduxContext, batch, shallowEqual, useDispatch, useSelector, useStore },
};
