import { readWalletPageConfig } from './walletPageConfig.js';

test('defaults to the local relay and dev chain on the page host', () => {
  expect(readWalletPageConfig(new URL('http://127.0.0.1:3010/wallet/'))).toEqual({
    relayUrl: 'ws://127.0.0.1:3030',
    rpcUrl: 'http://127.0.0.1:8545',
    accountIndex: 2,
    debug: false,
  });
});

test('reads overrides from the query and ignores malformed ones', () => {
  expect(readWalletPageConfig(new URL('http://127.0.0.1:3110/wallet/?relayUrl=ws://127.0.0.1:3130/&rpcUrl=http://127.0.0.1:8645&account=3'))).toEqual({
    relayUrl: 'ws://127.0.0.1:3130',
    rpcUrl: 'http://127.0.0.1:8645',
    accountIndex: 3,
    debug: false,
  });
  expect(readWalletPageConfig(new URL('http://127.0.0.1:3010/wallet/?relayUrl=javascript:alert(1)&rpcUrl=ftp://x&account=99'))).toEqual({
    relayUrl: 'ws://127.0.0.1:3030',
    rpcUrl: 'http://127.0.0.1:8545',
    accountIndex: 2,
    debug: false,
  });
  expect(readWalletPageConfig(new URL('http://127.0.0.1:3010/wallet/?debug')).debug).toBe(true);
});

test('L9: only loopback hosts are accepted for ?rpcUrl= and ?relayUrl=', () => {
  const config = readWalletPageConfig(
    new URL('http://127.0.0.1:3010/wallet/?rpcUrl=https://evil.example/rpc&relayUrl=wss://relay.evil.example'),
  );
  expect(config.rpcUrl).toBe('http://127.0.0.1:8545');
  expect(config.relayUrl).toBe('ws://127.0.0.1:3030');
  expect(readWalletPageConfig(new URL('http://localhost:3010/wallet/?rpcUrl=http://localhost:8645')).rpcUrl).toBe('http://localhost:8645');
  expect(readWalletPageConfig(new URL('http://127.0.0.1:3010/wallet/?rpcUrl=http://[::1]:8645')).rpcUrl).toBe('http://[::1]:8645');
  expect(readWalletPageConfig(new URL('http://127.0.0.1:3010/wallet/?rpcUrl=http://127.0.0.1.evil.example:8645')).rpcUrl).toBe('http://127.0.0.1:8545');
});

test('L9: a page served from a non-loopback host does not default to that host', () => {
  const config = readWalletPageConfig(new URL('http://evil.example/wallet/'));
  expect(config.rpcUrl).toBe('http://127.0.0.1:8545');
  expect(config.relayUrl).toBe('ws://127.0.0.1:3030');
});
