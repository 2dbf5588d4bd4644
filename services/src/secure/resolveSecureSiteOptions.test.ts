import { randomBytes } from 'node:crypto';
import { ConfigError } from '../errors/ConfigError.js';
import { resolveSecureSiteOptions } from './resolveSecureSiteOptions.js';

const secret = () => randomBytes(32).toString('base64');

/** Everything production mode needs, as environment variables. */
const PRODUCTION_ENV: Record<string, string> = {
  FOYER_SECURE_PUBLIC_URL: 'https://wallet.example.com',
  FOYER_KEK: secret(),
  FOYER_OTP_PEPPER: secret(),
  FOYER_SMTP_HOST: 'smtp.example.com',
  FOYER_SMTP_FROM: 'Foyer <no-reply@example.com>',
  FOYER_SOCIAL_PROVIDERS: 'google',
  FOYER_OIDC_GOOGLE_CLIENT_ID: 'client',
  FOYER_OIDC_GOOGLE_CLIENT_SECRET: 'secret',
  FOYER_OIDC_GOOGLE_AUTHORIZATION_URL: 'https://accounts.example.com/authorize',
  FOYER_OIDC_GOOGLE_TOKEN_URL: 'https://accounts.example.com/token',
  FOYER_OIDC_GOOGLE_USERINFO_URL: 'https://accounts.example.com/userinfo',
  FOYER_DB_FILE: ':memory:',
};

function without(name: string): Record<string, string> {
  const env = { ...PRODUCTION_ENV };
  delete env[name];
  return env;
}

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('given production mode (FOYER_DEV unset)', () => {
  test('with every setting it resolves: no dev mailbox, no LOCAL identity provider, the public URL', () => {
    const resolved = resolveSecureSiteOptions({}, PRODUCTION_ENV);
    expect(resolved).toMatchObject({ dev: false, publicUrl: 'https://wallet.example.com', socialProviders: ['google'] });
  });

  test.each([
    ['FOYER_SECURE_PUBLIC_URL'],
    ['FOYER_KEK'],
    ['FOYER_OTP_PEPPER'],
    ['FOYER_SMTP_HOST'],
    ['FOYER_OIDC_GOOGLE_CLIENT_SECRET'],
    ['FOYER_OIDC_GOOGLE_TOKEN_URL'],
  ])('it refuses to start without %s, in one line naming it', (name) => {
    const error = configError(() => resolveSecureSiteOptions({}, without(name)));
    expect(error.message).toContain(name);
    expect(error.message).not.toContain('\n');
  });

  test('a social provider named without any OIDC settings is refused', () => {
    const env = { ...PRODUCTION_ENV, FOYER_SOCIAL_PROVIDERS: 'google,github' };
    expect(configError(() => resolveSecureSiteOptions({}, env)).message).toContain('FOYER_OIDC_GITHUB_CLIENT_ID');
  });

  test('without FOYER_SOCIAL_PROVIDERS only the configured providers are offered', () => {
    expect(resolveSecureSiteOptions({}, without('FOYER_SOCIAL_PROVIDERS')).socialProviders).toEqual(['google']);
  });

  test('the options name what is missing too (publicUrl)', () => {
    const error = configError(() =>
      resolveSecureSiteOptions({ dev: false, kek: secret(), otpPepper: secret(), smtp: { host: 'smtp', port: 25, from: 'a@b.c' }, database: ':memory:' }, {}),
    );
    expect(error.message).toContain('FOYER_SECURE_PUBLIC_URL');
  });

  test('a public URL that is not http(s), or http on a public host, is refused', () => {
    expect(configError(() => resolveSecureSiteOptions({}, { ...PRODUCTION_ENV, FOYER_SECURE_PUBLIC_URL: 'ftp://x' })).message).toContain('FOYER_SECURE_PUBLIC_URL');
    expect(configError(() => resolveSecureSiteOptions({}, { ...PRODUCTION_ENV, FOYER_SECURE_PUBLIC_URL: 'http://wallet.example.com' })).message).toContain('https');
  });

  test('a plain redis:// URL to another host with no password is refused, naming REDIS_URL; TLS, a password or loopback pass', () => {
    const error = configError(() => resolveSecureSiteOptions({}, { ...PRODUCTION_ENV, REDIS_URL: 'redis://redis.internal:6379' }));
    expect(error.message).toContain('REDIS_URL');
    expect(error.message).toContain('rediss://');
    for (const url of ['rediss://redis.internal:6379', 'redis://:s3cret@redis.internal:6379', 'redis://127.0.0.1:6379', 'redis://[::1]:6379']) {
      expect(resolveSecureSiteOptions({}, { ...PRODUCTION_ENV, REDIS_URL: url }).redisUrl).toBe(url);
    }
  });
});

describe('given development mode (FOYER_DEV=1)', () => {
  test('it needs none of the production settings', () => {
    expect(resolveSecureSiteOptions({}, { FOYER_DEV: '1', FOYER_DB_FILE: ':memory:' })).toMatchObject({ dev: true });
  });

  test.each(['0.0.0.0', '192.168.1.20', 'example.com', '::'])('it refuses the non-loopback host %s', (host) => {
    expect(configError(() => resolveSecureSiteOptions({}, { FOYER_DEV: '1', FOYER_HOST: host, FOYER_DB_FILE: ':memory:' })).message).toMatch(
      /development mode.*loopback/i,
    );
    expect(() => resolveSecureSiteOptions({ dev: true, host, database: ':memory:' }, {})).toThrow(ConfigError);
  });

  test.each(['127.0.0.1', 'localhost', '::1'])('it accepts the loopback host %s', (host) => {
    expect(resolveSecureSiteOptions({ dev: true, host, database: ':memory:' }, {}).host).toBe(host);
  });
});
