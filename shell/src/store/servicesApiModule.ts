// Reached only through import() (`store.loadServicesApi`) and from the modal's code: RTK Query,
// the kernel's services API and its endpoints stay off a host page's first load.
import { setupListeners } from '@reduxjs/toolkit/query';
import { catalogueApi, chainApi, servicesApi } from '@foyer/kernel';
import { prefetchWallets } from '../wallets/walletQueries.js';

/**
 * What the shell's store receives when RTK Query's code loads: `servicesApi` (injected into the
 * store with its middleware), the kernel endpoints the shell dispatches, the wallet prefetch, and
 * RTK Query's window listeners (online/offline, focus: `refetchOnReconnect`).
 * @example
 * const { chainApi } = await store.loadServicesApi()
 * store.dispatch(chainApi.endpoints.getBalance.initiate(args))
 */
export const servicesApiModule = { servicesApi, catalogueApi, chainApi, prefetchWallets, setupListeners };

export type ServicesApiModule = typeof servicesApiModule;
