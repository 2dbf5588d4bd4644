import { JSON_RPC_ERROR_CODES, ProviderRpcError } from '@foyer/kernel';
import { rpcErrorObject } from './rpcErrorObject.js';

describe('rpcErrorObject', () => {
  test('carries data only when set', () => {
    expect(rpcErrorObject(new ProviderRpcError(JSON_RPC_ERROR_CODES.METHOD_NOT_FOUND, 'Method not found'))).toEqual({
      code: -32601,
      message: 'Method not found',
    });
    expect(rpcErrorObject(new ProviderRpcError(-32002, 'Transaction simulation failed', { data: { logs: [] } }))).toEqual({
      code: -32002,
      message: 'Transaction simulation failed',
      data: { logs: [] },
    });
  });
});
