import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { deferReactHooks, type ReactHooksModule } from './deferReactHooks.js';

const reactHooks = /* @__PURE__ */ deferReactHooks();

/**
 * The `createApi` of the kernel's one services API (`servicesApi`, into which `catalogueApi`,
 * `chainApi` and later features inject their endpoints): RTK Query's core at once,
 * its React hooks once `attachReactHooks` ran. The shell attaches them when the modal's code
 * loads, before any view or remote renders: a host page downloads neither the hooks module nor
 * react-redux before someone opens the modal.
 */
export const createFoyerApi = /* @__PURE__ */ buildCreateApi(coreModule(), reactHooks.module);

/**
 * Gives the kernel's API and every endpoint injected into it their React hooks
 * (`catalogueApi.useGetWalletsQuery`, ...), built by `hooksModule`; only the first call counts.
 * @example
 * import { reactHooksModule } from '@reduxjs/toolkit/query/react'
 * attachReactHooks(reactHooksModule())
 */
export function attachReactHooks(hooksModule: ReactHooksModule): void {
  reactHooks.attach(hooksModule);
}
