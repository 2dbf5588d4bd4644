import { http, HttpResponse, type HttpHandler } from 'msw';
import { TEST_API_URL } from './testEndpoints.js';

/** msw handler for the chain data service's balance endpoint answering `numeric` ETH (or `status` as an error). */
export function balanceHandler({ numeric = '10000.0', status }: { numeric?: string; status?: number } = {}): HttpHandler {
  return http.get(`${TEST_API_URL}/v1/account/:address/balance`, ({ request }) => {
    if (status) return HttpResponse.json({ error: { code: 'NODE_UNREACHABLE', message: 'Node unreachable' } }, { status });
    const chainId = new URL(request.url).searchParams.get('chainId') ?? 'eip155:31337';
    return HttpResponse.json({
      balances: [
        { name: 'Ether', symbol: 'ETH', chainId, value: 0, price: 0, quantity: { decimals: '18', numeric }, iconUrl: '' },
      ],
    });
  });
}
