import { http, HttpResponse, type HttpHandler } from 'msw';
import type { IdentityResponse, RegisteredName, RegisterNameMessage, RegisterNameRequest } from '@foyer/kernel';
import { TEST_API_URL } from '@foyer/kernel/test';

export const TEST_SUFFIX = '.names.test';
/** The deployment the fake service's lookups name (`NameLookupResponse.domain`). */
export const TEST_NAMES_DOMAIN = 'names.test.example';
const PROFILE_PATH = '/v1/profile/';

export type FakeNamesService = {
  handlers: HttpHandler[];
  /** Full names registered (lower case) -> address. */
  registered: Map<string, string>;
  /** Every request path seen, in order (query left out). */
  requests: string[];
  /** Bodies posted to the register route. */
  posted: RegisterNameRequest[];
};

/**
 * The names service of `profileContract.ts` in memory, at the msw boundary: labels resolve under
 * `TEST_SUFFIX`, taken names get `<label>1` / `<label>-dev` suggestions, a registration stores the
 * signed message's name. `failRegister` answers the register route with that status and body instead.
 */
export function fakeNamesService({
  taken = [],
  identity = {},
  failRegister,
}: {
  taken?: string[];
  /** Primary name by address. */
  identity?: Record<string, string>;
  failRegister?: { status: number; body?: unknown };
} = {}): FakeNamesService {
  const registered = new Map<string, string>(taken.map((label) => [`${label.toLowerCase()}${TEST_SUFFIX}`, '0x0']));
  const primary = new Map(Object.entries(identity));
  const requests: string[] = [];
  const posted: RegisterNameRequest[] = [];
  const full = (name: string) => (name.includes('.') ? name : `${name}${TEST_SUFFIX}`).toLowerCase();
  const record = (request: Request) => void requests.push(new URL(request.url).pathname);
  const entry = (name: string, address: string, coinType: number): RegisteredName => ({
    name,
    addresses: { [String(coinType)]: { address, created: '2025-01-01T00:00:00.000Z' } },
    attributes: {},
    createdAt: '2025-01-01T00:00:00.000Z',
  });

  const handlers = [
    http.get(`${TEST_API_URL}${PROFILE_PATH}account/:name`, ({ request, params }) => {
      record(request);
      const name = full(String(params['name']));
      const owner = registered.get(name);
      return HttpResponse.json({ name, domain: TEST_NAMES_DOMAIN, available: owner === undefined, registered: owner === undefined ? null : entry(name, owner, 60) });
    }),
    http.get(`${TEST_API_URL}${PROFILE_PATH}suggestions/:name`, ({ request, params }) => {
      record(request);
      const label = String(params['name']).split('.')[0]!.toLowerCase();
      const suggestions = [`${label}1${TEST_SUFFIX}`, `${label}-dev${TEST_SUFFIX}`].filter((name) => !registered.has(name));
      return HttpResponse.json({ suggestions: suggestions.map((name) => ({ name, registered: false })) });
    }),
    http.post(`${TEST_API_URL}${PROFILE_PATH}account`, async ({ request }) => {
      record(request);
      const body = (await request.json()) as RegisterNameRequest;
      posted.push(body);
      if (failRegister) return HttpResponse.json(failRegister.body ?? null, { status: failRegister.status });
      const message = JSON.parse(body.message) as RegisterNameMessage;
      registered.set(message.name, body.address);
      primary.set(body.address, message.name);
      return HttpResponse.json(entry(message.name, body.address, body.coin_type), { status: 201 });
    }),
    http.get(`${TEST_API_URL}/v1/identity/:address`, ({ request, params }) => {
      record(request);
      const answer: IdentityResponse = { name: primary.get(String(params['address'])) ?? null, avatar: null };
      return HttpResponse.json(answer);
    }),
  ];
  return { handlers, registered, requests, posted };
}
