import type { RemoteFeatureConfig } from '@foyer/kernel';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { TEST_API_URL } from './catalogueHandlers.js';

/** msw handlers for the project config and allowed origins of the catalogue service. */
export function projectHandlers(features: RemoteFeatureConfig[] = [{ id: 'receive', isEnabled: true, config: null }]): HttpHandler[] {
  return [
    http.get(`${TEST_API_URL}/appkit/v1/config`, () => HttpResponse.json({ projectId: 'test-project', features })),
    http.get(`${TEST_API_URL}/projects/v1/origins`, () => HttpResponse.json({ allowedOrigins: ['http://localhost'] })),
  ];
}
