/**
 * `@foyer/kernel/test`: the test kit shared by the kernel, the shell and every remote. Tests and
 * test-utils only: nothing that ships imports it (the boundary test checks).
 * - `makeTestStore` / `configureTestStore`: one fresh, configured store per test;
 * - `renderWithStore`: render inside the store's Provider, as the shell does;
 * - `createFakeShellBridge`: the `shell` a remote's `setup` receives, in memory;
 * - msw handlers for the services (catalogue, project config, balance, tokens, NFTs, history) and their fixture data.
 */
export {
  configureTestStore,
  makeTestStore,
  type ConfigurableStore,
  type InjectableSlice,
  type MakeTestStoreParameters,
  type TestStore,
  type TestStoreParameters,
} from './makeTestStore.js';
export { renderWithStore, type RenderWithStoreOptions, type RenderWithStoreResult } from './renderWithStore.js';
export { createFakeShellBridge, type CreateFakeShellBridgeParameters, type FakeShellBridge } from './createFakeShellBridge.js';
export { TEST_API_URL, TEST_PROJECT_ID } from './testEndpoints.js';
export { catalogueHandlers, type CatalogueRequest } from './catalogueHandlers.js';
export { projectHandlers } from './projectHandlers.js';
export { balanceHandler } from './balanceHandler.js';
export { tokenBalancesHandler, nftsHandler, historyHandler, type HistoryRequest } from './accountAssetsHandlers.js';
export { catalogueWallets, syntheticWallets, testWallet } from './catalogueWallets.js';
