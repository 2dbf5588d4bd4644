import type { reactHooksModule } from '@reduxjs/toolkit/query/react';

/** RTK Query's React hooks module (`reactHooksModule()` of `@reduxjs/toolkit/query/react`). */
export type ReactHooksModule = ReturnType<typeof reactHooksModule>;

type InitParameters = Parameters<ReactHooksModule['init']>;
type EndpointInjector = ReturnType<ReactHooksModule['init']>;
type InjectedEndpoint = Parameters<EndpointInjector['injectEndpoint']>;

export type DeferredReactHooks = {
  /** Give it to `buildCreateApi` in place of `reactHooksModule()`. */
  module: ReactHooksModule;
  /**
   * Runs `hooksModule` for every API built so far and the endpoints they have, and for the ones
   * to come. Once only: later calls do nothing.
   */
  attach(hooksModule: ReactHooksModule): void;
};

/**
 * An RTK Query module standing in for the React hooks module until `attach` hands it the real
 * one: the APIs are usable (reducer, middleware, `initiate`, `select`) at once, their `use…`
 * hooks appear when the UI's code has loaded. This keeps the hooks module and react-redux out of
 * a page's first load. The API types already list the hooks: call `attach` before any component
 * using them renders.
 * @example
 * const hooks = deferReactHooks()
 * const createApi = buildCreateApi(coreModule(), hooks.module)
 * // later, in the lazily loaded UI code:
 * hooks.attach(reactHooksModule())
 */
export function deferReactHooks(): DeferredReactHooks {
  const apis: { init: InitParameters; endpoints: InjectedEndpoint[]; injector: EndpointInjector | undefined }[] = [];
  let attached: ReactHooksModule | undefined;
  const module = {
    // RTK Query reads a module's name only in types.
    name: Symbol('deferredReactHooks'),
    init(...init: InitParameters) {
      const entry = { init, endpoints: [] as InjectedEndpoint[], injector: attached?.init(...init) };
      apis.push(entry);
      return {
        injectEndpoint(...endpoint: InjectedEndpoint) {
          if (entry.injector) entry.injector.injectEndpoint(...endpoint);
          else entry.endpoints.push(endpoint);
        },
      };
    },
  } as unknown as ReactHooksModule;
  return {
    module,
    attach(hooksModule) {
      if (attached) return;
      attached = hooksModule;
      for (const entry of apis) {
        entry.injector = hooksModule.init(...entry.init);
        for (const endpoint of entry.endpoints.splice(0)) entry.injector.injectEndpoint(...endpoint);
      }
    },
  };
}
