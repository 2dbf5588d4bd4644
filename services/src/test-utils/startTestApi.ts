import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../api/buildApi.js';
import type { ServicesOptions } from '../options/resolveServicesOptions.js';
import { httpGet, type HttpResult } from './httpGet.js';

/** The catalogue every test reads in place (never copied). */
export const WALLETS_FILE = path.resolve(__dirname, '../../../../shared/data/wallets.json');

export type TestApi = {
  app: FastifyInstance;
  url: string;
  get(path: string, headers?: Record<string, string>): Promise<HttpResult>;
  close(): Promise<void>;
};

/** `buildApi` in development mode (seeded demo projects) listening on 127.0.0.1, a free port, silent, on the real catalogue. */
export async function startTestApi(options: ServicesOptions): Promise<TestApi> {
  const app = await buildApi({ walletsFile: WALLETS_FILE, logLevel: 'silent', dev: true, ...options });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, get: (target, headers) => httpGet(url, target, headers), close: () => app.close() };
}
