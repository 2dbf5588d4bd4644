import { ModalClosedError } from './connection.js';
import { HttpStatusError } from './http.js';
import { serializeError } from './serializeError.js';

describe('serializeError', () => {
  test('catalogue errors keep their code and short message', () => {
    expect(serializeError(new ModalClosedError())).toEqual({ code: 'MODAL_CLOSED', message: 'Modal closed' });
    expect(serializeError(new HttpStatusError(404, { details: 'not here' }))).toEqual({
      code: 'HTTP_STATUS',
      message: 'HTTP status code: 404',
    });
  });

  test('plain errors become UNKNOWN_ERROR with their message', () => {
    expect(serializeError(new TypeError('boom'))).toEqual({ code: 'UNKNOWN_ERROR', message: 'boom' });
    expect(serializeError(new Error(''))).toEqual({ code: 'UNKNOWN_ERROR', message: 'An error occurred' });
  });

  test('already serialized errors pass through', () => {
    expect(serializeError({ code: 'RATE_LIMITED', message: 'Rate Limited' })).toEqual({
      code: 'RATE_LIMITED',
      message: 'Rate Limited',
    });
  });

  test('anything else', () => {
    expect(serializeError('oops')).toEqual({ code: 'UNKNOWN_ERROR', message: 'oops' });
    expect(serializeError({ message: 'User rejected', code: 4001 })).toEqual({ code: 'UNKNOWN_ERROR', message: 'User rejected' });
    expect(serializeError(null)).toEqual({ code: 'UNKNOWN_ERROR', message: 'An error occurred' });
    expect(serializeError(undefined)).toEqual({ code: 'UNKNOWN_ERROR', message: 'An error occurred' });
  });

  test('the result is plain JSON', () => {
    const serialized = serializeError(new ModalClosedError({ cause: new Error('x') }));
    expect(JSON.parse(JSON.stringify(serialized))).toEqual(serialized);
  });
});
