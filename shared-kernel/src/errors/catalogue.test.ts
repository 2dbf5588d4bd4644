import { InvalidAddressError, InvalidCoinTypeChainIdError } from './address.js';
import { BaseError } from './base.js';
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip.js';
import {
  AdapterNotFoundError,
  ChainNotSupportedError,
  ConnectorChainsNotSupportedError,
  FetchTransactionsError,
  GasPriceNetworkNotSupportedError,
  NamespaceNotFoundError,
  SwapsNetworkNotSupportedError,
  TokenBalanceUnavailableError,
  UnsupportedChainError,
} from './chain.js';
import {
  ConnectionRejectedError,
  DisconnectChainsError,
  DisconnectError,
  ModalClosedError,
  NoAuthConnectorError,
  NotConnectedToEmailOrSocialError,
} from './connection.js';
import { EmailCooldownError, EmailDependencyLoadError } from './email.js';
import { InvalidDateError, InvalidDecimalError } from './format.js';
import { HttpStatusError } from './http.js';
import {
  InvalidAccountNameError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from './names.js';
import { AbortedError, ActionNotAllowedError, FrameError, RpcNotAllowedError, RpcRequestAbortedError } from './rpc.js';
import { InvalidTypeError, RequiredError, typeOf } from './schema.js';
import {
  NoActiveCaipAddressError,
  SiwxConfigConflictError,
  SiwxInitError,
  SiwxNotEnabledError,
  SiwxMessageRefusedError,
  SiwxSignMessageError,
} from './siwx.js';
import { FarcasterConnectError, PopupClosedError, SocialConnectError, SocialInitError } from './social.js';

describe('spec §8 messages', () => {
  test.each([
    [new TokenBalanceUnavailableError(), 'Token Balance Unavailable'],
    [new FetchTransactionsError(), 'Failed to fetch transactions'],
    [new GasPriceNetworkNotSupportedError(), 'Network not supported for Gas Price'],
    [new SwapsNetworkNotSupportedError(), 'Network not supported for Swaps'],
    [new UnsupportedChainError(), 'Unsupported chain'],
    [new DisconnectError(), 'Failed to disconnect'],
    [new DisconnectChainsError(['eip155', 'solana']), 'Failed to disconnect chains: eip155, solana'],
    [new PopupClosedError(), 'Popup closed'],
    [new SocialConnectError(), 'Failed to connect'],
    [new SocialInitError(), 'Failed to initiate social connection'],
    [new FarcasterConnectError(), 'Failed to connect to farcaster'],
    [new ModalClosedError(), 'Modal closed'],
    [new ConnectionRejectedError(), 'Connection rejected'],
    [new NoAuthConnectorError(), 'No auth connector found'],
    [new NotConnectedToEmailOrSocialError(), 'Not connected to email or social'],
    [new ResolveNameError(), 'Error resolving name'],
    [new NameSuggestionsError(), 'Error fetching name suggestions'],
    [new NamesForAddressError(), 'Error fetching names for address'],
    [new RegisterNameError('alice'), 'Error registering name alice'],
    [new SiwxInitError(), 'A problem occurred while trying initialize authentication'],
    [new SiwxSignMessageError(), 'Error signing message'],
    [new SiwxMessageRefusedError(), 'The sign-in message is not for this page'],
    [new SiwxNotEnabledError(), 'SIWX is not enabled'],
    [new NoActiveCaipAddressError(), 'No ActiveCaipAddress found'],
    [new EmailCooldownError(12), 'Please try again after 12 seconds'],
    [new RpcNotAllowedError(), 'Requested RPC call is not allowed'],
    [new ActionNotAllowedError(), 'Action not allowed'],
    [new EmailDependencyLoadError(), 'Unable to load email login dependency'],
    [new RpcRequestAbortedError(), 'Request was aborted'],
    [new AbortedError(), 'Something went wrong'],
    [new FrameError(), 'An error occurred'],
    [new ChainNotSupportedError(), 'Chain is not supported'],
    [new ConnectorChainsNotSupportedError(), 'The connector does not support any of the requested chains'],
    [new SiwxConfigConflictError(), 'Cannot set both `siweConfig` and `siwx` options'],
    [new HttpStatusError(404), 'HTTP status code: 404'],
    [new InvalidCaipAddressError({ value: 'x' }), 'Invalid CAIP Address'],
    [new InvalidCaipNetworkIdError({ value: 'x' }), 'Invalid CAIP Network ID'],
    [new RequiredError(), 'Required'],
    [new InvalidTypeError({ expected: 'string', received: 'number' }), 'Expected string, received number'],
  ])('%s', (error, message) => {
    expect(error).toBeInstanceOf(BaseError);
    expect(error.shortMessage).toBe(message);
    expect(error.message.split('\n')[0]).toBe(message);
  });

  test('codes are stable, unique and SCREAMING_SNAKE_CASE', () => {
    const errors: BaseError[] = [
      new TokenBalanceUnavailableError(),
      new FetchTransactionsError(),
      new GasPriceNetworkNotSupportedError(),
      new SwapsNetworkNotSupportedError(),
      new UnsupportedChainError(),
      new ChainNotSupportedError(),
      new ConnectorChainsNotSupportedError(),
      new AdapterNotFoundError({ namespace: 'solana' }),
      new NamespaceNotFoundError(),
      new DisconnectError(),
      new DisconnectChainsError([]),
      new PopupClosedError(),
      new SocialConnectError(),
      new SocialInitError(),
      new FarcasterConnectError(),
      new ModalClosedError(),
      new ConnectionRejectedError(),
      new NoAuthConnectorError(),
      new NotConnectedToEmailOrSocialError(),
      new ResolveNameError(),
      new NameSuggestionsError(),
      new NamesForAddressError(),
      new RegisterNameError('a'),
      new InvalidAccountNameError({ value: 'a' }),
      new SiwxInitError(),
      new SiwxSignMessageError(),
      new SiwxMessageRefusedError(),
      new SiwxNotEnabledError(),
      new NoActiveCaipAddressError(),
      new SiwxConfigConflictError(),
      new EmailCooldownError(1),
      new EmailDependencyLoadError(),
      new RpcNotAllowedError(),
      new ActionNotAllowedError(),
      new RpcRequestAbortedError(),
      new AbortedError(),
      new FrameError(),
      new HttpStatusError(500),
      new InvalidCaipAddressError({ value: '' }),
      new InvalidCaipNetworkIdError({ value: '' }),
      new InvalidAddressError({ address: '' }),
      new InvalidCoinTypeChainIdError({ chainId: -1 }),
      new RequiredError(),
      new InvalidTypeError({ expected: 'a', received: 'b' }),
      new InvalidDecimalError({ value: 'x' }),
      new InvalidDateError({ value: 'x' }),
    ];
    const codes = errors.map((error) => error.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
    for (const error of errors) expect(error.name).toBe(error.constructor.name);
  });
});

describe('parameterised messages', () => {
  test('HttpStatusError keeps the status', () => {
    const error = new HttpStatusError(429);
    expect(error.status).toBe(429);
    expect(error).toMatchInlineSnapshot(`[HttpStatusError: HTTP status code: 429]`);
  });

  test('EmailCooldownError keeps the seconds', () => {
    expect(new EmailCooldownError(7).seconds).toBe(7);
  });

  test('DisconnectChainsError lists the chains', () => {
    const error = new DisconnectChainsError(['eip155', 'bip122']);
    expect(error.chains).toEqual(['eip155', 'bip122']);
    expect(error).toMatchInlineSnapshot(`[DisconnectChainsError: Failed to disconnect chains: eip155, bip122]`);
  });

  test("name errors show the service's first reason instead of the default", () => {
    expect(new ResolveNameError({ reason: 'Name not found' }).shortMessage).toBe('Name not found');
    expect(new RegisterNameError('bob', { reason: 'Name taken' }).shortMessage).toBe('Name taken');
    expect(new RegisterNameError('bob', { reason: '' }).shortMessage).toBe('Error registering name bob');
  });

  test('FrameError shows the frame message when there is one', () => {
    expect(new FrameError({ message: 'Invalid OTP' }).shortMessage).toBe('Invalid OTP');
  });

  test('RpcNotAllowedError names the method', () => {
    const error = new RpcNotAllowedError({ method: 'eth_sign' });
    expect(error.method).toBe('eth_sign');
    expect(error).toMatchInlineSnapshot(`
[RpcNotAllowedError: Requested RPC call is not allowed

Method: eth_sign]
`);
  });

  test('InvalidCaipAddressError shows what it received', () => {
    expect(new InvalidCaipAddressError({ value: 'eip155:1' })).toMatchInlineSnapshot(`
[InvalidCaipAddressError: Invalid CAIP Address

Received: eip155:1]
`);
  });

  test('InvalidCoinTypeChainIdError', () => {
    expect(new InvalidCoinTypeChainIdError({ chainId: 2 ** 31 })).toMatchInlineSnapshot(`
[InvalidCoinTypeChainIdError: Chain ID 2147483648 cannot be converted to a coin type.

An EVM chain id must be an integer from 0 to 2^31 - 1.]
`);
  });

  test('AdapterNotFoundError', () => {
    expect(new AdapterNotFoundError({ namespace: 'polkadot' })).toMatchInlineSnapshot(`[AdapterNotFoundError: Adapter not found for namespace "polkadot"]`);
  });

  test('InvalidAccountNameError', () => {
    expect(new InvalidAccountNameError({ value: 'ab' })).toMatchInlineSnapshot(`
[InvalidAccountNameError: Name must be at least 4 characters and use only letters, digits and hyphens

Received: ab]
`);
  });

  test('schema messages with a path', () => {
    expect(new RequiredError({ path: 'metadata.name' })).toMatchInlineSnapshot(`
[RequiredError: Required

Path: metadata.name]
`);
    expect(new InvalidTypeError({ expected: 'string', received: typeOf(42), path: 'projectId' })).toMatchInlineSnapshot(`
[InvalidTypeError: Expected string, received number

Path: projectId]
`);
  });
});

describe('typeOf', () => {
  test.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [[], 'array'],
    [{}, 'object'],
    [Number.NaN, 'nan'],
    [1, 'number'],
    ['a', 'string'],
    [true, 'boolean'],
    [1n, 'bigint'],
  ])('%p is %s', (value, name) => {
    expect(typeOf(value)).toBe(name);
  });
});
