import { readVector } from '../test-utils/readVector.js';
import { BaseError } from './base.js';
import {
  getProviderErrorCode,
  isUserRejection,
  JSON_RPC_ERROR_CODES,
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  USER_REJECTION_CODES,
} from './provider.js';

type CodeEntry = { code: number; name: string; group?: string };
type Vectors = {
  eip1193_provider_errors: CodeEntry[];
  eip1474_rpc_errors: CodeEntry[];
  eip5792_wallet_sendCalls_errors: CodeEntry[];
  walletconnect_sign_error_codes: CodeEntry[];
  conventions_outside_eips: CodeEntry[];
  bad_error_objects_to_feed_the_error_normaliser: { input: unknown; why: string }[];
};

const vectors = readVector<Vectors>('provider-errors/provider-errors.json');

// Which codes mean "the user said no", per source table.
const rejectionByName = new Set(['User Rejected Request', 'userRejectedRequest', 'userRejected', 'userRejectedChains', 'userRejectedMethods', 'userRejectedEvents']);

describe('isUserRejection against the provider error tables', () => {
  const tables = [
    ...vectors.eip1193_provider_errors,
    ...vectors.eip1474_rpc_errors,
    ...vectors.eip5792_wallet_sendCalls_errors,
    ...vectors.walletconnect_sign_error_codes,
  ];

  test.each(tables.map((entry) => [entry.code, entry.name, entry.group ?? ''] as const))(
    'code %i (%s %s)',
    (code, name) => {
      // WalletConnect's Wallet Auth "userDisconnected" (12002) and "REASON userDisconnected" are not rejections.
      const expected = rejectionByName.has(name);
      expect(isUserRejection({ code, message: name })).toBe(expected);
      expect(getProviderErrorCode({ code, message: name })).toBe(code);
    },
  );

  test('every rejection code appears in a source table', () => {
    const known = new Set(tables.map((entry) => entry.code));
    for (const code of USER_REJECTION_CODES) expect(known.has(code)).toBe(true);
  });

  // AppKit also uses 5000 as its default wallet error code; the WalletConnect Sign table
  // (the wire protocol) defines 5000 as userRejected, so we follow the protocol.
  test.each(vectors.conventions_outside_eips.map((entry) => [entry.code, entry.name] as const))(
    'convention %i (%s)',
    (code) => {
      expect(isUserRejection({ code, message: 'x' })).toBe(code === 5000);
    },
  );
});

describe('malformed error objects', () => {
  const expectations: Record<string, { code: number | undefined; rejection: boolean }> = {
    'null thrown': { code: undefined, rejection: false },
    'non-object thrown': { code: undefined, rejection: false },
    'code as string': { code: undefined, rejection: false },
    'missing message': { code: 4001, rejection: true },
    'missing code': { code: undefined, rejection: false },
    'non-integer code': { code: undefined, rejection: false },
    'nested originalError code (AppKit reads data.originalError.code for 4902)': { code: 4902, rejection: false },
    'zero code, empty message': { code: 0, rejection: false },
  };

  test('every vector has an expectation', () => {
    expect(vectors.bad_error_objects_to_feed_the_error_normaliser.map((v) => v.why).sort()).toEqual(
      Object.keys(expectations).sort(),
    );
  });

  test.each(vectors.bad_error_objects_to_feed_the_error_normaliser.map((v) => [v.why, v.input] as const))(
    '%s',
    (why, input) => {
      const expected = expectations[why];
      expect(getProviderErrorCode(input)).toBe(expected?.code);
      expect(isUserRejection(input)).toBe(expected?.rejection);
    },
  );
});

describe('wrapped errors', () => {
  test('a rejection wrapped as the cause of a catalogue error', () => {
    const error = new BaseError('Connect failed', { cause: { code: 4001, message: 'User rejected the request.' } });
    expect(isUserRejection(error)).toBe(true);
  });

  test('the innermost code wins', () => {
    const error = { code: PROVIDER_ERROR_CODES.INTERNAL_ERROR, message: 'x', cause: { code: 4001, message: 'no' } };
    expect(getProviderErrorCode(error)).toBe(4001);
  });

  test('a cyclic cause chain terminates', () => {
    const error: { code: number; cause?: unknown } = { code: -32603 };
    error.cause = error;
    expect(isUserRejection(error)).toBe(false);
    expect(getProviderErrorCode(error)).toBe(-32603);
  });
});

describe('named codes against the source tables', () => {
  test('every JSON-RPC code is a standard EIP-1474 code', () => {
    const standard = new Set(vectors.eip1474_rpc_errors.map((entry) => entry.code));
    for (const code of Object.values(JSON_RPC_ERROR_CODES)) expect(standard.has(code)).toBe(true);
  });

  test('every provider code is in a source table (4902 is a wallet convention outside the EIPs)', () => {
    const tables = [...vectors.eip1193_provider_errors, ...vectors.eip1474_rpc_errors, ...vectors.conventions_outside_eips];
    const known = new Set(tables.map((entry) => entry.code));
    for (const code of Object.values(PROVIDER_ERROR_CODES)) expect(known.has(code)).toBe(true);
  });
});

describe('ProviderRpcError', () => {
  test('has the EIP-1193 shape and keeps the exact message', () => {
    const cause = new Error('frame said no');
    const error = new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, 'User rejected the request.', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ProviderRpcError');
    expect(error.message).toBe('User rejected the request.');
    expect(error.code).toBe(4001);
    expect(error.cause).toBe(cause);
    expect(isUserRejection(error)).toBe(true);
    expect(getProviderErrorCode(error)).toBe(4001);
  });
});
