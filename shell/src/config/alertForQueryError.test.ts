/** @jest-environment node */
import type { FoyerQueryError } from '@foyer/kernel';
import { alertForQueryError } from './alertForQueryError.js';

const http = (status: number, code = 'HTTP_STATUS', serverMessage?: string): FoyerQueryError => ({
  status,
  code,
  message: `HTTP status code: ${status}`,
  ...(serverMessage ? { serverMessage } : {}),
});

test.each([
  ['429', http(429), 'RATE_LIMITED'],
  ['401', http(401), 'INVALID_PROJECT_ID'],
  ['403 unknown project', http(403, 'INVALID_PROJECT_ID'), 'INVALID_PROJECT_ID'],
  ['400 missing project id', http(400, 'MISSING_PROJECT_ID'), 'PROJECT_ID_NOT_CONFIGURED'],
  ['a missing project id caught before the request', { status: 'CONFIG_ERROR', code: 'MISSING_PROJECT_ID', message: 'x' } as const, 'PROJECT_ID_NOT_CONFIGURED'],
])('%s -> %s', (_name, error, expected) => {
  expect(alertForQueryError(error, 'config')).toBe(expected);
  expect(alertForQueryError(error, 'origins')).toBe(expected);
});

test('5xx -> Server Error with the service message, else the status message', () => {
  expect(alertForQueryError(http(503, 'NODE_UNREACHABLE', 'node down'), 'origins')).toEqual({ code: 'SERVER_ERROR', message: 'node down' });
  expect(alertForQueryError(http(500), 'config')).toEqual({ code: 'SERVER_ERROR', message: 'HTTP status code: 500' });
});

test('other HTTP errors raise nothing (origins fall back to an empty list)', () => {
  expect(alertForQueryError(http(404), 'origins')).toBeNull();
  expect(alertForQueryError(http(404), 'config')).toBeNull();
});

test('an unknown error loading origins -> Project ID Not Configured; for the config, nothing', () => {
  const error: FoyerQueryError = { status: 'FETCH_ERROR', code: 'FETCH_ERROR', message: 'TypeError: fetch failed' };
  expect(alertForQueryError(error, 'origins')).toBe('PROJECT_ID_NOT_CONFIGURED');
  expect(alertForQueryError(error, 'config')).toBeNull();
});

test('a time-out (the service hangs) -> Server Error with the time-out message, for both requests (plan F2/F8)', () => {
  const error: FoyerQueryError = { status: 'TIMEOUT_ERROR', code: 'TIMEOUT_ERROR', message: 'Request timed out' };
  expect(alertForQueryError(error, 'origins')).toEqual({ code: 'SERVER_ERROR', message: 'Request timed out' });
  expect(alertForQueryError(error, 'config')).toEqual({ code: 'SERVER_ERROR', message: 'Request timed out' });
});
