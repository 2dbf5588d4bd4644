import { BaseError } from './base.js';
import { HttpStatusError } from './http.js';
import { ConnectionRejectedError } from './connection.js';

describe('BaseError', () => {
  test('short message only', () => {
    expect(new BaseError('An error occurred.')).toMatchInlineSnapshot(`[BaseError: An error occurred.]`);
  });

  test('details and meta messages', () => {
    const error = new BaseError('Something failed', {
      details: 'the node timed out',
      metaMessages: ['Method: eth_call', 'Chain: eip155:1'],
    });
    expect(error).toMatchInlineSnapshot(`
[BaseError: Something failed

Method: eth_call
Chain: eip155:1

Details: the node timed out]
`);
    expect(error.shortMessage).toBe('Something failed');
    expect(error.details).toBe('the node timed out');
    expect(error.metaMessages).toEqual(['Method: eth_call', 'Chain: eip155:1']);
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(error.name).toBe('BaseError');
  });

  test('details come from a plain Error cause', () => {
    const cause = new Error('socket hang up');
    const error = new BaseError('Request failed', { cause });
    expect(error.details).toBe('socket hang up');
    expect(error.cause).toBe(cause);
    expect(error).toMatchInlineSnapshot(`
[BaseError: Request failed

Details: socket hang up]
`);
  });

  test('details are inherited from a BaseError cause', () => {
    const inner = new BaseError('inner', { details: 'deep reason' });
    expect(new BaseError('outer', { cause: inner }).details).toBe('deep reason');
  });

  test('no cause property when none is given', () => {
    expect('cause' in new BaseError('x')).toBe(false);
  });

  test('subclasses are instances of Error and BaseError with their own name and code', () => {
    const error = new HttpStatusError(500);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(BaseError);
    expect(error.name).toBe('HttpStatusError');
    expect(error.code).toBe('HTTP_STATUS');
  });
});

describe('walk', () => {
  const root = new Error('root cause');
  const middle = new HttpStatusError(503, { cause: root });
  const top = new ConnectionRejectedError({ cause: middle });

  test('without a predicate returns the deepest cause', () => {
    expect(top.walk()).toBe(root);
    expect(new BaseError('alone').walk()).toBeInstanceOf(BaseError);
  });

  test('with a predicate returns the first match, starting at the error itself', () => {
    expect(top.walk((e) => e instanceof HttpStatusError)).toBe(middle);
    expect(top.walk((e) => e instanceof ConnectionRejectedError)).toBe(top);
  });

  test('with a predicate and no match returns null', () => {
    expect(top.walk((e) => e instanceof TypeError)).toBeNull();
  });
});
