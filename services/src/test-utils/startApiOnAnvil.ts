import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { startTestApi, type TestApi } from './startTestApi.js';

export type ApiOnAnvil = { anvil: RunningAnvil; api: TestApi; close(): Promise<void> };

/** A fresh anvil on a free port and a test API (in-memory database) reading its chain data from it. */
export async function startApiOnAnvil(): Promise<ApiOnAnvil> {
  const anvil = await startAnvil({ port: 0 });
  let api: TestApi;
  try {
    api = await startTestApi({ database: ':memory:', rpcUrl: anvil.url });
  } catch (error) {
    await anvil.stop();
    throw error;
  }
  return {
    anvil,
    api,
    close: async () => {
      await api.close();
      await anvil.stop();
    },
  };
}
