import { randomBytes } from 'node:crypto';
import { EMAIL_LOGIN_COOLDOWN_MS } from '@foyer/kernel';
import { EmailOtpRepository } from '../../db/EmailOtpRepository.js';
import { migrateToLatest } from '../../db/migrateToLatest.js';
import { openDatabase, type OpenedDatabase } from '../../db/openDatabase.js';
import { testDatabaseRows } from '../../test-utils/testDatabases.js';
import { OtpService } from './OtpService.js';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './otpConstants.js';

describe.each(testDatabaseRows)('OtpService (%s)', (_dialect, testDatabase) => {
  let opened: OpenedDatabase;
  let drop: () => Promise<void>;
  let now: number;
  let otp: OtpService;
  let repository: EmailOtpRepository;

  beforeEach(async () => {
    const handle = await testDatabase.create();
    drop = handle.drop;
    opened = await openDatabase(handle.database);
    await migrateToLatest(opened.db);
    now = 1_700_000_000_000;
    repository = new EmailOtpRepository(opened.db);
    otp = new OtpService({ repository, pepper: new Uint8Array(randomBytes(32)), now: () => now });
  });
  afterEach(async () => {
    await opened.db.destroy();
    await drop();
  });

  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  test('issues a 6-digit code, stores only its HMAC, and accepts it once', async () => {
    const code = await otp.issue('ada@example.com', 'login');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await repository.findLatest('ada@example.com', 'login');
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    await expect(otp.verify('ada@example.com', 'login', code)).resolves.toBeUndefined();
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
    await expect(otp.verify('ada@example.com', 'login', code)).rejects.toMatchObject({ code: 'INVALID_OTP' });
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
    await expect(otp.verify('ada@example.com', 'login', second)).resolves.toBeUndefined();
  });
});
