import { randomBytes } from 'node:crypto';
import { EMAIL_LOGIN_COOLDOWN_MS } from '@foyer/kernel';
import { EmailOtpRepository } from '../../db/EmailOtpRepository.js';
import { testDatabaseRows, useMigratedDatabase } from '../../test-utils/testDatabases.js';
import { OtpService } from './OtpService.js';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './otpConstants.js';
import { WrongCodeError } from './WrongCodeError.js';

describe.each(testDatabaseRows)('OtpService (%s)', (_dialect, testDatabase) => {
  const database = useMigratedDatabase(testDatabase);
  let now: number;
  let otp: OtpService;
  let repository: EmailOtpRepository;

  beforeEach(() => {
    now = 1_700_000_000_000;
    repository = new EmailOtpRepository(database().db);
    otp = new OtpService({ repository, pepper: new Uint8Array(randomBytes(32)), now: () => now });
  });

  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  test('issues a 6-digit code, stores only its HMAC, and accepts it once', async () => {
    const code = await otp.issue('ada@example.com', 'login');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await repository.findLatest('ada@example.com', 'login');
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    await expect(otp.verify('ada@example.com', 'login', code)).resolves.toMatchObject({ email: 'ada@example.com' });
    await expect(otp.verify('ada@example.com', 'login', code)).rejects.toMatchObject({ code: 'INVALID_OTP' });
  });

  test('a code is bound to its address and purpose', async () => {
    const code = await otp.issue('ada@example.com', 'login');
    await expect(otp.verify('bob@example.com', 'login', code)).rejects.toMatchObject({ code: 'INVALID_OTP' });
    await expect(otp.verify('ada@example.com', 'update-primary', code)).rejects.toMatchObject({ code: 'INVALID_OTP' });
  });

  test('expires after OTP_TTL_MS', async () => {
    const code = await otp.issue('ada@example.com', 'login');
    now += OTP_TTL_MS;
    await expect(otp.verify('ada@example.com', 'login', code)).rejects.toMatchObject({ code: 'OTP_EXPIRED' });
  });

  test(`is burnt after ${OTP_MAX_ATTEMPTS} wrong attempts, even for the right code afterwards`, async () => {
    const code = await otp.issue('ada@example.com', 'login');
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt += 1) {
      await expect(otp.verify('ada@example.com', 'login', wrong(code))).rejects.toMatchObject({ code: 'INVALID_OTP' });
    }
    await expect(otp.verify('ada@example.com', 'login', wrong(code))).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await expect(otp.verify('ada@example.com', 'login', code)).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  // Failed before the fix: every concurrent guess read the same `attempts` and wrote the same `attempts + 1`.
  test('concurrent wrong guesses each spend one attempt; no more than the maximum are compared', async () => {
    const roomy = new OtpService({ repository, pepper: new Uint8Array(randomBytes(32)), maxAttempts: 20, now: () => now });
    const code = await roomy.issue('ada@example.com', 'login');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => roomy.verify('ada@example.com', 'login', wrong(code))));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect((await repository.findLatest('ada@example.com', 'login'))?.attempts).toBe(20);

    now += EMAIL_LOGIN_COOLDOWN_MS;
    const second = await otp.issue('ada@example.com', 'login');
    const burst = await Promise.allSettled(Array.from({ length: 20 }, () => otp.verify('ada@example.com', 'login', wrong(second))));
    const codes = burst.map((result) => (result.status === 'rejected' ? (result.reason as { code: string }).code : 'OK'));
    expect(codes.filter((c) => c === 'INVALID_OTP')).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(20 - (OTP_MAX_ATTEMPTS - 1));
    expect((await repository.findLatest('ada@example.com', 'login'))?.attempts).toBe(OTP_MAX_ATTEMPTS);
    await expect(otp.verify('ada@example.com', 'login', second)).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  // Failed before the fix: a code had no owner, any device could use (and guess) it.
  test('a code issued to one device is refused on another, without spending an attempt', async () => {
    const code = await otp.issue('ada@example.com', 'login', { deviceHash: 'a'.repeat(64) });
    await expect(otp.verify('ada@example.com', 'login', code, 'b'.repeat(64))).rejects.toMatchObject({ code: 'INVALID_OTP' });
    await expect(otp.verify('ada@example.com', 'login', code)).rejects.toMatchObject({ code: 'INVALID_OTP' });
    expect((await repository.findLatest('ada@example.com', 'login'))?.attempts).toBe(0);
    await expect(otp.verify('ada@example.com', 'login', code, 'a'.repeat(64))).resolves.toMatchObject({ deviceHash: 'a'.repeat(64) });
  });

  // Failed before the fix (N4): every INVALID_OTP counted towards the lockout, also with no code to compare against.
  test('only a guess compared against a live code of the asking device is a WrongCodeError (what a lockout counts)', async () => {
    await expect(otp.verify('ada@example.com', 'login', '000000', 'a'.repeat(64))).rejects.not.toBeInstanceOf(WrongCodeError);
    const code = await otp.issue('ada@example.com', 'login', { deviceHash: 'a'.repeat(64) });
    await expect(otp.verify('ada@example.com', 'login', wrong(code), 'b'.repeat(64))).rejects.not.toBeInstanceOf(WrongCodeError);
    await expect(otp.verify('ada@example.com', 'login', wrong(code), 'a'.repeat(64))).rejects.toBeInstanceOf(WrongCodeError);
    await expect(otp.verify('ada@example.com', 'login', code, 'a'.repeat(64))).resolves.toMatchObject({ deviceHash: 'a'.repeat(64) });
    await expect(otp.verify('ada@example.com', 'login', wrong(code), 'a'.repeat(64))).rejects.not.toBeInstanceOf(WrongCodeError);
  });

  test('a second code within 30 s is refused with the catalogued message; after the cooldown it replaces the old one', async () => {
    const first = await otp.issue('ada@example.com', 'login');
    now += 12_000;
    await expect(otp.issue('ada@example.com', 'login')).rejects.toMatchObject({
      code: 'EMAIL_COOLDOWN',
      statusCode: 429,
      message: 'Please try again after 18 seconds',
    });
    now += EMAIL_LOGIN_COOLDOWN_MS;
    const second = await otp.issue('ada@example.com', 'login');
    if (first !== second) {
      await expect(otp.verify('ada@example.com', 'login', first)).rejects.toMatchObject({ code: 'INVALID_OTP' });
    }
    await expect(otp.verify('ada@example.com', 'login', second)).resolves.toMatchObject({ email: 'ada@example.com' });
  });
});
