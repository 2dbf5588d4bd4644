import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors/ConfigError.js';
import { findRepoRoot } from './findRepoRoot.js';
import { parsePort, resolveServicesOptions } from './resolveServicesOptions.js';

const repoRoot = path.resolve(__dirname, '../../..');

describe('findRepoRoot', () => {
  it('finds the workspace root from this package', () => {
    expect(findRepoRoot()).toBe(repoRoot);
    expect(findRepoRoot(path.join(repoRoot, 'services', 'src', 'db'))).toBe(repoRoot);
  });

  it('explains when there is none', () => {
    expect(() => findRepoRoot('/')).toThrow('Cannot find the Foyer repository root');
  });
});

describe('resolveServicesOptions', () => {
  it('defaults to loopback, port 3010, .foyer/foyer.db, anvil on 8545 and the shared catalogue', () => {
    const options = resolveServicesOptions({}, {});
    expect(options).toEqual({
      host: '127.0.0.1',
      port: 3010,
      database: path.join(repoRoot, '.foyer', 'foyer.db'),
      chains: { 'eip155:31337': 'http://127.0.0.1:8545' },
      walletsFile: path.join(repoRoot, '..', 'shared', 'data', 'wallets.json'),
      remotesDir: path.join(repoRoot, 'remotes'),
      walletPageDir: path.join(repoRoot, 'services', 'wallet-page', 'dist'),
      demoOrigins: [],
      logLevel: 'warn',
      namesSuffix: '.foyer.id',
      dev: false,
      trustProxy: false,
    });
    expect(existsSync(options.walletsFile)).toBe(true);
  });

  it('takes Redis from REDIS_URL and the trusted proxies from FOYER_TRUST_PROXY (options first)', () => {
    const env = { REDIS_URL: 'redis://10.0.0.5:6379', FOYER_TRUST_PROXY: '10.0.0.1,10.0.0.2' };
    expect(resolveServicesOptions({}, env)).toMatchObject({ redisUrl: 'redis://10.0.0.5:6379', trustProxy: ['10.0.0.1', '10.0.0.2'] });
    expect(resolveServicesOptions({ redisUrl: 'redis://127.0.0.1:6380', trustProxy: 1 }, env)).toMatchObject({ redisUrl: 'redis://127.0.0.1:6380', trustProxy: 1 });
    // One hop, not "trust every hop" (review N6); `true` is refused (resolveTrustProxy.test.ts).
    expect(resolveServicesOptions({}, { FOYER_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => resolveServicesOptions({}, { FOYER_TRUST_PROXY: 'true' })).toThrow(/^FOYER_TRUST_PROXY must name the proxies/);
  });

  it('takes the names suffix from the option, then FOYER_NAMES_SUFFIX (lower-cased), and refuses one that is not .<labels>', () => {
    expect(resolveServicesOptions({}, { FOYER_NAMES_SUFFIX: '.Names.Example' }).namesSuffix).toBe('.names.example');
    expect(resolveServicesOptions({ namesSuffix: '.wallet' }, { FOYER_NAMES_SUFFIX: '.names.example' }).namesSuffix).toBe('.wallet');
    for (const bad of ['foyer.id', '.foyer..id', '.-foyer', '.foyer_id', '.']) {
      expect(() => resolveServicesOptions({ namesSuffix: bad }, {})).toThrow(ConfigError);
    }
    expect(() => resolveServicesOptions({}, { FOYER_NAMES_SUFFIX: 'id' })).toThrow("FOYER_NAMES_SUFFIX must be a dot followed by DNS labels, e.g. '.foyer.id', got 'id'");
  });

  it('takes the prices file from the option, then FOYER_PRICES_FILE, as an absolute path; none by default', () => {
    expect(resolveServicesOptions({}, {}).pricesFile).toBeUndefined();
    expect(resolveServicesOptions({}, { FOYER_PRICES_FILE: ' ' }).pricesFile).toBeUndefined();
    expect(resolveServicesOptions({}, { FOYER_PRICES_FILE: 'prices.json' }).pricesFile).toBe(path.resolve('prices.json'));
    expect(resolveServicesOptions({ pricesFile: '/etc/foyer/prices.json' }, { FOYER_PRICES_FILE: 'prices.json' }).pricesFile).toBe('/etc/foyer/prices.json');
  });

  it('development mode is explicit (FOYER_DEV=1 or dev: true) and only on a loopback host', () => {
    expect(resolveServicesOptions({}, { FOYER_DEV: '1' }).dev).toBe(true);
    expect(resolveServicesOptions({ dev: true, host: '::1' }, {}).dev).toBe(true);
    expect(resolveServicesOptions({ dev: false }, { FOYER_DEV: '1' }).dev).toBe(false);
    expect(() => resolveServicesOptions({}, { FOYER_DEV: '1', FOYER_HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => resolveServicesOptions({ dev: true, host: '10.0.0.5' }, {})).toThrow(/development mode.*loopback/i);
    // Outside development mode any interface may be bound.
    expect(resolveServicesOptions({ host: '0.0.0.0' }, {}).host).toBe('0.0.0.0');
  });

  it('reads the environment', () => {
    const options = resolveServicesOptions(
      {},
      {
        FOYER_HOST: '127.0.0.2',
        FOYER_API_PORT: '4010',
        FOYER_DB_FILE: 'tmp/x.db',
        FOYER_ANVIL_PORT: '9545',
        FOYER_WALLETS_FILE: '/data/wallets.json',
        FOYER_LOG_LEVEL: 'debug',
      },
    );
    expect(options).toMatchObject({
      host: '127.0.0.2',
      port: 4010,
      database: path.resolve('tmp/x.db'),
      chains: { 'eip155:31337': 'http://127.0.0.1:9545' },
      walletsFile: '/data/wallets.json',
      logLevel: 'debug',
    });
  });

  it('prefers DATABASE_URL over FOYER_DB_FILE, and FOYER_ANVIL_URL over FOYER_ANVIL_PORT', () => {
    const options = resolveServicesOptions(
      {},
      { DATABASE_URL: 'postgres://u@127.0.0.1/foyer', FOYER_DB_FILE: ':memory:', FOYER_ANVIL_URL: 'http://127.0.0.1:7545', FOYER_ANVIL_PORT: '1' },
    );
    expect(options.database).toBe('postgres://u@127.0.0.1/foyer');
    expect(options.chains).toEqual({ 'eip155:31337': 'http://127.0.0.1:7545' });
    expect(resolveServicesOptions({}, { FOYER_DB_FILE: ':memory:' }).database).toBe(':memory:');
  });

  it('prefers explicit options over the environment, and adds chains', () => {
    const options = resolveServicesOptions(
      { port: 0, database: ':memory:', rpcUrl: 'http://127.0.0.1:1', chains: { 'eip155:1': 'http://127.0.0.1:2' }, logLevel: 'silent' },
      { FOYER_API_PORT: '4010', DATABASE_URL: 'postgres://x', FOYER_LOG_LEVEL: 'info' },
    );
    expect(options).toMatchObject({
      port: 0,
      database: ':memory:',
      chains: { 'eip155:31337': 'http://127.0.0.1:1', 'eip155:1': 'http://127.0.0.1:2' },
      logLevel: 'silent',
    });
  });

  it.each([
    [{ FOYER_API_PORT: 'abc' }, "FOYER_API_PORT must be a port number between 0 and 65535, got 'abc'"],
    [{ FOYER_API_PORT: '70000' }, 'FOYER_API_PORT must be a port number'],
    [{ FOYER_ANVIL_PORT: '-1' }, 'FOYER_ANVIL_PORT must be a port number'],
    [{ FOYER_LOG_LEVEL: 'loud' }, "FOYER_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'"],
  ])('rejects %j with a one-line ConfigError', (env, message) => {
    expect(() => resolveServicesOptions({}, env)).toThrow(ConfigError);
    expect(() => resolveServicesOptions({}, env)).toThrow(message);
  });

  it('parsePort accepts 0..65535 only', () => {
    expect(parsePort('8545', 'x')).toBe(8545);
    expect(parsePort(0, 'x')).toBe(0);
    expect(() => parsePort(1.5, 'port')).toThrow("port must be a port number between 0 and 65535, got '1.5'");
    expect(() => parsePort('12ab', 'x')).toThrow(ConfigError);
  });
});
