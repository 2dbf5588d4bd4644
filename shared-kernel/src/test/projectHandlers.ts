import { http, HttpResponse, type HttpHandler } from 'msw';
import type { RemoteFeatureConfig } from '../types/features.js';
import { TEST_API_URL, TEST_PROJECT_ID } from './testEndpoints.js';

/** msw handlers for the project config (`features`, default: receive on) and the allowed origins. */
export function projectHandlers(features: RemoteFeatureConfig[] = [{ id: 'receive', isEnabled: true, config: null }]): HttpHandler[] {
  return [
    http.get(`${TEST_API_URL}/appkit/v1/config`, () => HttpResponse.json({ projectId: TEST_PROJECT_ID, features })),
    http.get(`${TEST_API_URL}/projects/v1/origins`, () => HttpResponse.json({ allowedOrigins: ['http://localhost'] })),
  ];
}
