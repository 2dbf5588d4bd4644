/** @jest-environment jsdom */
import { configureStore } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { deferReactHooks } from './deferReactHooks.js';

function setup() {
  const hooks = deferReactHooks();
  const createApi = buildCreateApi(coreModule(), hooks.module);
  const api = createApi({
    reducerPath: 'testApi',
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getAnswer: build.query<number, void>({ queryFn: () => ({ data: 42 }) }),
      getPages: build.infiniteQuery<number[], void, number>({
        infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (_last, _all, page) => page + 1 },
        queryFn: ({ pageParam }) => ({ data: [pageParam] }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  return { hooks, api, store };
}

describe('before attach', () => {
  test('the API works without React: its queries run and are selected', async () => {
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.getAnswer.initiate());
    expect(result.data).toBe(42);
    expect(api.endpoints.getAnswer.select()(store.getState()).data).toBe(42);
  });

  test('it has no hooks yet', () => {
    const { api } = setup();
    expect([api.useGetAnswerQuery, api.endpoints.getAnswer.useQuery, api.usePrefetch]).toEqual([undefined, undefined, undefined]);
  });
});

describe('after attach', () => {
  test('endpoints defined at creation get their hooks, and they work', async () => {
    const { hooks, api, store } = setup();
    hooks.attach(reactHooksModule());
    expect(api.endpoints.getAnswer.useQuery).toBe(api.useGetAnswerQuery);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
    const { result } = renderHook(() => api.useGetAnswerQuery(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(42));
    const pages = renderHook(() => api.useGetPagesInfiniteQuery(), { wrapper });
    await waitFor(() => expect(pages.result.current.data?.pages).toEqual([[1]]));
    expect(typeof api.usePrefetch).toBe('function');
  });

  test('endpoints injected before and after attach get their hooks too', () => {
    const { hooks, api } = setup();
    const early = api.injectEndpoints({
      endpoints: (build) => ({ getEarly: build.mutation<number, void>({ queryFn: () => ({ data: 1 }) }) }),
    });
    hooks.attach(reactHooksModule());
    const late = api.injectEndpoints({
      endpoints: (build) => ({ getLate: build.query<number, void>({ queryFn: () => ({ data: 2 }) }) }),
    });
    expect(typeof early.useGetEarlyMutation).toBe('function');
    expect(typeof late.useGetLateQuery).toBe('function');
    expect(typeof late.endpoints.getLate.useQueryState).toBe('function');
  });

  test('an API created after attach has its hooks at once', () => {
    const hooks = deferReactHooks();
    hooks.attach(reactHooksModule());
    const api = buildCreateApi(coreModule(), hooks.module)({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({ getNothing: build.query<null, void>({ queryFn: () => ({ data: null }) }) }),
    });
    expect(typeof api.useGetNothingQuery).toBe('function');
  });

  test('only the first attach counts', () => {
    const { hooks, api } = setup();
    hooks.attach(reactHooksModule());
    const first = api.useGetAnswerQuery;
    hooks.attach(reactHooksModule());
    expect(api.useGetAnswerQuery).toBe(first);
  });
});
