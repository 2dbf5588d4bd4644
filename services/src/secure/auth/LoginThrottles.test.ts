import { AuthThrottleRepository } from '../../db/AuthThrottleRepository.js';
import { testDatabaseRows, useMigratedDatabase } from '../../test-utils/testDatabases.js';
import { resolveSecureSiteLimits } from '../http/secureSiteLimits.js';
import { LoginThrottles, throttleSubject } from './LoginThrottles.js';

describe.each(testDatabaseRows)('LoginThrottles (%s)', (_dialect, testDatabase) => {
  const database = useMigratedDatabase(testDatabase);
  let now: number;
  let throttles: LoginThrottles;
  let repository: AuthThrottleRepository;
  const limits = resolveSecureSiteLimits();

  beforeEach(() => {
    now = 1_700_000_000_000;
    repository = new AuthThrottleRepository(database().db);
    throttles = new LoginThrottles(repository, limits, () => now);
  });

  const device = 'a'.repeat(64);
  const otherDevice = 'b'.repeat(64);

  test(`one device gets at most ${limits.mailsPerDevice} e-mails to an address per hour, counted atomically, then 429 RATE_LIMITED`, async () => {
    const results = await Promise.allSettled(Array.from({ length: limits.mailsPerDevice + 3 }, () => throttles.countMail('ada@example.com', device, true)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(limits.mailsPerDevice);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: 'Rate Limited' });
    await expect(throttles.countMail('ada@example.com', otherDevice, true)).resolves.toBeUndefined();
    await expect(throttles.countMail('bob@example.com', device, true)).resolves.toBeUndefined();
    now += limits.mailWindowMs;
    await expect(throttles.countMail('ada@example.com', device, true)).resolves.toBeUndefined();
  });

  test(`devices an address has not approved share a ceiling of ${limits.mailsPerAddress} e-mails an hour, which never holds back an approved device`, async () => {
    const results = await Promise.allSettled(Array.from({ length: limits.mailsPerAddress + 3 }, (_, i) => throttles.countMail('ada@example.com', String(i).padStart(64, '0'), false)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(limits.mailsPerAddress);
    await expect(throttles.countMail('ada@example.com', otherDevice, false)).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    await expect(throttles.countMail('ada@example.com', device, true)).resolves.toBeUndefined();
  });

  test('a device link starts a cooldown with the catalogued message', async () => {
    await throttles.startDeviceLinkCooldown('ada@example.com');
    now += 10_000;
    await expect(throttles.assertNoDeviceLinkCooldown('ada@example.com')).rejects.toMatchObject({ code: 'EMAIL_COOLDOWN', message: 'Please try again after 20 seconds' });
    await expect(throttles.startDeviceLinkCooldown('ada@example.com')).rejects.toMatchObject({ code: 'EMAIL_COOLDOWN', statusCode: 429 });
    now += 20_000;
    await expect(throttles.startDeviceLinkCooldown('ada@example.com')).resolves.toBeUndefined();
  });

  test(`${limits.lockoutThreshold} wrong codes of one device lock that device out for a minute, each further one doubles it; a login clears it`, async () => {
    for (let wrong = 1; wrong < limits.lockoutThreshold; wrong += 1) await throttles.recordWrongCode('ada@example.com', device);
    await expect(throttles.assertNotLocked('ada@example.com', device)).resolves.toBeUndefined();
    await throttles.recordWrongCode('ada@example.com', device);
    await expect(throttles.assertNotLocked('ada@example.com', device)).rejects.toMatchObject({ code: 'EMAIL_COOLDOWN', message: 'Please try again after 60 seconds' });
    // Another device of the same address is not locked out.
    await expect(throttles.assertNotLocked('ada@example.com', otherDevice)).resolves.toBeUndefined();
    now += 60_000;
    await expect(throttles.assertNotLocked('ada@example.com', device)).resolves.toBeUndefined();
    await throttles.recordWrongCode('ada@example.com', device);
    await expect(throttles.assertNotLocked('ada@example.com', device)).rejects.toMatchObject({ message: 'Please try again after 120 seconds' });
    await throttles.clearWrongCodes('ada@example.com', device);
    await expect(throttles.assertNotLocked('ada@example.com', device)).resolves.toBeUndefined();
    expect(await repository.find('wrong-code', throttleSubject('ada@example.com', device))).toBeUndefined();
  });
});
