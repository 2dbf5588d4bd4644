import { bridgeLoggerFor } from './bridgeLoggerFor.js';

const logger = { warn: jest.fn(), error: jest.fn() };

test.each(['auth', 'email', 'socials'] as const)('enableAuthLogger: false silences the %s remote', (id) => {
  bridgeLoggerFor(id, logger, false).warn('Could not restore the embedded wallet session.');
  bridgeLoggerFor(id, logger, false).error('failed');
  expect(logger.warn).not.toHaveBeenCalled();
  expect(logger.error).not.toHaveBeenCalled();
  expect(bridgeLoggerFor(id, logger, true)).toBe(logger);
});

test('other remotes keep the shell logger', () => {
  expect(bridgeLoggerFor('walletconnect', logger, false)).toBe(logger);
});
