import { dispatchJsonRpc } from './dispatchJsonRpc.js';
import { ProviderRpcError } from '@foyer/kernel';

const methods: Record<string, (params: unknown) => unknown> = {
  echo: (params) => params,
  fail: () => {
    throw new ProviderRpcError(-32602, 'Invalid params: nope');
  },
  crash: () => {
    throw new Error('native failure');
  },
};
const lookup = (name: string) => (Object.hasOwn(methods, name) ? methods[name] : undefined);

describe('dispatchJsonRpc', () => {
  it('answers a request, a batch, and errors with their codes', () => {
    expect(dispatchJsonRpc('{"jsonrpc":"2.0","id":7,"method":"echo","params":[1]}', lookup)).toBe(
      '{"jsonrpc":"2.0","id":7,"result":[1]}',
    );
    expect(JSON.parse(dispatchJsonRpc('[{"jsonrpc":"2.0","id":1,"method":"fail"},{"jsonrpc":"2.0","id":2,"method":"crash"}]', lookup) ?? '')).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params: nope' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32603, message: 'Internal error: native failure' } },
    ]);
    expect(JSON.parse(dispatchJsonRpc('{"id":1,"method":"echo"}', lookup) ?? '')).toMatchObject({ id: 1, error: { code: -32600 } });
    expect(JSON.parse(dispatchJsonRpc('[]', lookup) ?? '')).toMatchObject({ error: { code: -32600 } });
  });

  it('answers nothing to notifications, even of unknown methods (WebSocket pings)', () => {
    expect(dispatchJsonRpc('{"jsonrpc":"2.0","method":"ping"}', lookup)).toBeUndefined();
    expect(dispatchJsonRpc('[{"jsonrpc":"2.0","method":"echo","params":[]}]', lookup)).toBeUndefined();
  });
});
