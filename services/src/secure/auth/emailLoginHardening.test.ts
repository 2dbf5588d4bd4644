import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenedDatabase } from '../../db/openDatabase.js';
import { startTestApi, type TestApi } from '../../test-utils/startTestApi.js';
import { bearer, secureSiteClient, TEST_APP_ORIGIN as APP_ORIGIN, TEST_PROJECT as PROJECT, uniqueEmail, type Json } from '../../test-utils/secureSiteClient.js';
import { testDatabaseRows } from '../../test-utils/testDatabases.js';
import type { SecureSiteLimitsOverrides } from '../http/secureSiteLimits.js';
import { startSecureSite, type RunningSecureSite } from '../startSecureSite.js';

const OTHER_PROJECT = 'foyer-demo';
const kek = randomBytes(32).toString('base64');
const pepper = randomBytes(32).toString('base64');

const roomy = { default: 10_000, emailStart: 10_000, otp: 10_000, deviceLink: 10_000, devicePoll: 10_000, loginStart: 10_000 };

/** A client of one running site. */
const client = (site: () => RunningSecureSite) => ({ ...secureSiteClient(site), auth: bearer });

const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

describe.each(testDatabaseRows)('e-mail login hardening over HTTP (%s)', (dialect, testDatabase) => {
  let api: TestApi;
  let dir: string;
  let drop: () => Promise<void>;
  let database: string;
  let inspect: OpenedDatabase;
  /** Every limit at its default except the per-IP budgets and the 30 s cooldowns, so one test does not starve the next. */
  let site: RunningSecureSite;
  /** 20 guesses per code. */
  let roomySite: RunningSecureSite;
  /** Every limit at its default; only the throttle tests use it. */
  let strictSite: RunningSecureSite;
  /** Roomy per-IP budgets, default cooldowns. */
  let coolSite: RunningSecureSite;

  const start = (limits: SecureSiteLimitsOverrides) =>
    startSecureSite({ dev: true, port: 0, database, rpcUrl: 'http://127.0.0.1:9', apiUrl: api.url, kek, otpPepper: pepper, logLevel: 'silent', limits });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'foyer-otp-'));
    api = await startTestApi({ database: ':memory:' });
    const handle = await testDatabase.create();
    drop = handle.drop;
    // SQLite: a file, so the test can look at the rows the site wrote.
    database = dialect === 'sqlite' ? path.join(dir, 'secure.db') : handle.database;
    site = await start({ perIpPerMinute: roomy, codeCooldownMs: 0, deviceLinkCooldownMs: 0 });
    roomySite = await start({ perIpPerMinute: roomy, otpMaxAttempts: 20, lockoutThreshold: 1000 });
    strictSite = await start({});
    coolSite = await start({ perIpPerMinute: roomy });
    inspect = await openDatabase(database);
  }, 60_000);

  afterAll(async () => {
    await inspect?.db.destroy();
    await Promise.all([site?.close(), roomySite?.close(), strictSite?.close(), coolSite?.close()]);
    await api?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const attemptsOf = async (email: string) =>
    Number((await inspect.db.selectFrom('email_otps').select('attempts').where('email', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow()).attempts);

  describe('H1: the attempt counter is atomic', () => {
    // Failed before the fix: the 20 guesses read the same count and wrote the same count + 1.
    test('20 parallel wrong guesses spend exactly 20 attempts when a code allows 20', async () => {
      const { connect, mailbox, verify } = client(() => roomySite);
      const email = uniqueEmail('race20');
      const deviceId = randomUUID();
      await connect(email, deviceId);
      const code = (await mailbox(email))[0]?.otp ?? '';
      const replies = await Promise.all(Array.from({ length: 20 }, () => verify(email, wrongFor(code), deviceId)));
      expect(replies.every((reply) => reply.status === 400)).toBe(true);
      expect(await attemptsOf(email)).toBe(20);
    });

    // Failed before the fix: far more than 5 guesses were compared, and the right code still worked afterwards.
    test('with the default 5, exactly 5 of 20 parallel guesses are compared, the rest refused, and the right code is refused afterwards', async () => {
      const { connect, mailbox, verify } = client(() => site);
      const email = uniqueEmail('race5');
      const deviceId = randomUUID();
      await connect(email, deviceId);
      const code = (await mailbox(email))[0]?.otp ?? '';
      const replies = await Promise.all(Array.from({ length: 20 }, () => verify(email, wrongFor(code), deviceId)));
      const codes = replies.map((reply) => (reply.json.error as Json | undefined)?.code);
      expect(codes.filter((c) => c === 'INVALID_OTP')).toHaveLength(4);
      expect(codes.filter((c) => c !== 'INVALID_OTP').every((c) => c === 'TOO_MANY_ATTEMPTS' || c === 'EMAIL_COOLDOWN')).toBe(true);
      expect(codes).toContain('TOO_MANY_ATTEMPTS');
      expect(await attemptsOf(email)).toBe(5);
      const late = await verify(email, code, deviceId);
      expect(late.status).not.toBe(200);
      expect(late.json.token).toBeUndefined();
    });

    // Failed before the fix: any device could use (and guess) a live code.
    test('a code works only on the device that asked for it', async () => {
      const { connect, mailbox, verify } = client(() => site);
      const email = uniqueEmail('bound');
      const deviceId = randomUUID();
      await connect(email, deviceId);
      const code = (await mailbox(email))[0]?.otp ?? '';
      const elsewhere = await verify(email, code, randomUUID());
      expect(elsewhere.json.error).toEqual({ code: 'INVALID_OTP', message: 'Invalid code' });
      expect((await verify(email, code, deviceId)).status).toBe(200);
    });
  });

  describe('M2: device links approve only on an explicit POST, and expire', () => {
    // Failed before the fix: GET /verify-device approved on load, links never expired.
    test('GET shows what would be approved and approves nothing; the POST approves and e-mails a code; an expired link is refused', async () => {
      const { call, connect, mailbox, verify, login } = client(() => site);
      const email = uniqueEmail('link');
      await login(email, randomUUID());
      const newDevice = randomUUID();
      expect((await connect(email, newDevice)).json).toEqual({ action: 'VERIFY_OTP' });
      const [linkMail] = await mailbox(email);
      expect(linkMail?.otp).toBeNull();
      expect(linkMail?.text).toContain(APP_ORIGIN);
      const link = new URL(linkMail?.link ?? '');
      const token = link.searchParams.get('token') ?? '';

      for (let scan = 0; scan < 2; scan += 1) {
        const page = await call('GET', link.pathname + link.search);
        expect(page.status).toBe(200);
        expect(page.text).toContain(APP_ORIGIN);
        expect(page.text).toContain('method="post"');
      }
      const pending = await inspect.db.selectFrom('wallet_devices').select('approved_at').where('approval_token_hash', 'is not', null).execute();
      expect(pending.length).toBeGreaterThan(0);
      expect((await mailbox(email)).length).toBe(2);

      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const crossSite = await call('POST', '/verify-device', undefined, { ...form, origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
      const approved = await fetch(new URL('/verify-device', site.url), { method: 'POST', headers: { ...form, origin: site.url }, body: `token=${token}` });
      expect(approved.status).toBe(200);
      expect(await approved.text()).toContain('Device approved');
      const again = await fetch(new URL('/verify-device', site.url), { method: 'POST', headers: { ...form, origin: site.url }, body: `token=${token}` });
      expect(again.status).toBe(400);
      const code = (await mailbox(email))[0]?.otp ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect((await verify(email, code, newDevice)).status).toBe(200);

      // A third device: its link expires before anyone approves it.
      const third = randomUUID();
      await connect(email, third);
      const expiring = new URL((await mailbox(email))[0]?.link ?? '');
      await inspect.db.updateTable('wallet_devices').set({ approval_expires_at: Date.now() - 1 }).where('approval_token_hash', 'is not', null).execute();
      expect((await call('GET', expiring.pathname + expiring.search)).status).toBe(400);
      const late = await fetch(new URL('/verify-device', site.url), {
        method: 'POST',
        headers: { ...form, origin: site.url },
        body: `token=${expiring.searchParams.get('token') ?? ''}`,
      });
      expect(late.status).toBe(400);
    });

    // Failed before the fix: an OTP login approved any device of an existing account.
    test("a known user's new device cannot log in with a code it never received", async () => {
      const { connect, mailbox, verify, login } = client(() => site);
      const email = uniqueEmail('known');
      const firstDevice = randomUUID();
      await login(email, firstDevice);
      const attacker = randomUUID();
      await connect(email, attacker);
      expect((await mailbox(email))[0]?.otp).toBeNull();
      expect((await verify(email, '123456', attacker)).status).toBe(400);
    });
  });

  describe('L2: no answer says whether an address has an account', () => {
    // Failed before the fix: VERIFY_DEVICE for an account, VERIFY_OTP for none; the e-mail change answered 409.
    test('connect answers the same for a known and an unknown address, and an e-mail change to a taken address starts like any other', async () => {
      const { call, connect, login, auth } = client(() => site);
      const known = uniqueEmail('known');
      const taken = uniqueEmail('taken');
      await login(known, randomUUID());
      const token = await login(taken, randomUUID());
      const forKnown = await connect(known, randomUUID());
      const forUnknown = await connect(uniqueEmail('unknown'), randomUUID());
      expect({ status: forKnown.status, json: forKnown.json }).toEqual({ status: forUnknown.status, json: forUnknown.json });
      expect(forKnown.json).toEqual({ action: 'VERIFY_OTP' });
      const update = await call('POST', '/api/email/update', { email: known }, auth(token));
      expect(update).toMatchObject({ status: 200, json: { action: 'VERIFY_PRIMARY_OTP' } });
    });

    test('the cooldown answers the same for a known and an unknown address', async () => {
      const { connect } = client(() => coolSite);
      const { login } = client(() => site);
      const known = uniqueEmail('known-cool');
      await login(known, randomUUID());
      // Both sites share the database: age the login's code past the cooldown instead of waiting 30 s.
      const unknown = uniqueEmail('unknown-cool');
      await inspect.db.updateTable('email_otps').set({ created_at: Date.now() - 60_000 }).where('email', '=', known).execute();
      expect((await connect(known, randomUUID())).json).toEqual((await connect(unknown, randomUUID())).json);
      const again = [await connect(known, randomUUID()), await connect(unknown, randomUUID())];
      expect(again.map((reply) => reply.status)).toEqual([429, 429]);
      expect(again.map((reply) => (reply.json.error as Json).code)).toEqual(['EMAIL_COOLDOWN', 'EMAIL_COOLDOWN']);
    });
  });

  describe('M1: throttles', () => {
    // Failed before the fix: no limiter anywhere on the secure site.
    test('the 21st login start from one IP within a minute gets 429 RATE_LIMITED', async () => {
      const { connect } = client(() => strictSite);
      for (let request = 0; request < 20; request += 1) {
        expect((await connect(uniqueEmail('ip'), randomUUID())).status).toBe(200);
      }
      const refused = await connect(uniqueEmail('ip'), randomUUID());
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate Limited' } });
    });

    test('the 31st code check from one IP within a minute gets 429 RATE_LIMITED', async () => {
      const { verify } = client(() => strictSite);
      for (let request = 0; request < 30; request += 1) {
        expect((await verify(uniqueEmail('guess'), '123456', randomUUID())).status).toBe(400);
      }
      const refused = await verify(uniqueEmail('guess'), '123456', randomUUID());
      expect(refused.json).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate Limited' } });
    });

    test('one IP holds at most 8 device-approval long-polls at once', async () => {
      const controller = new AbortController();
      const polls = Array.from({ length: 8 }, () =>
        fetch(new URL('/api/email/device', strictSite.url), {
          method: 'POST',
          headers: { origin: strictSite.url, 'content-type': 'application/json' },
          body: JSON.stringify({ email: uniqueEmail('poll'), deviceId: randomUUID() }),
          signal: controller.signal,
        }).catch(() => undefined),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { call } = client(() => strictSite);
      const ninth = await call('POST', '/api/email/device', { email: uniqueEmail('poll'), deviceId: randomUUID() });
      expect(ninth.json).toEqual({ error: { code: 'RATE_LIMITED', message: 'Rate Limited' } });
      controller.abort();
      await Promise.all(polls);
    });
  });

  describe('N4: nobody can lock another person out', () => {
    // Failed before the fix: the 10 guesses locked the address, and the owner's right code got 429 EMAIL_COOLDOWN.
    test("ten wrong codes from another device do not stop the owner's login", async () => {
      const { connect, mailbox, verify, login } = client(() => site);
      const email = uniqueEmail('victim');
      const owner = randomUUID();
      await login(email, owner);
      for (let guess = 0; guess < 10; guess += 1) {
        expect((await verify(email, '000000', randomUUID())).json.error).toEqual({ code: 'INVALID_OTP', message: 'Invalid code' });
      }
      expect((await connect(email, owner)).json).toEqual({ action: 'VERIFY_OTP' });
      const genuine = await verify(email, (await mailbox(email))[0]?.otp ?? '', owner);
      expect(genuine.status).toBe(200);
      expect(genuine.json.token).toEqual(expect.any(String));
    });

    // Failed before the fix: the tenth link already hit the address's 10 mails an hour, and the owner got 429 RATE_LIMITED.
    test("10 connects by a third party 31 s apart do not block the owner's next connect on an approved device", async () => {
      const { connect, mailbox, verify } = client(() => coolSite);
      const email = uniqueEmail('victim-links');
      const owner = randomUUID();
      await client(() => site).login(email, owner);
      // The site runs on the real clock: age the login's code and each link's cooldown by 31 s instead of waiting.
      await inspect.db.updateTable('email_otps').set({ created_at: Date.now() - 60_000 }).where('email', '=', email).execute();
      const thirdParty = [];
      for (let link = 0; link < 10; link += 1) {
        thirdParty.push((await connect(email, randomUUID())).status);
        await inspect.db
          .updateTable('auth_throttles')
          .set((eb) => ({ window_start: eb('window_start', '-', 31_000) }))
          .where('kind', '=', 'device-link')
          .where('subject', '=', email)
          .execute();
      }
      // The last link's cooldown is still running (its 31 s have not passed on the real clock for the owner's device).
      await inspect.db.updateTable('auth_throttles').set({ window_start: Date.now() }).where('kind', '=', 'device-link').where('subject', '=', email).execute();
      expect((await connect(email, owner)).json).toEqual({ action: 'VERIFY_OTP' });
      const [codeMail] = await mailbox(email);
      expect(codeMail?.otp).toMatch(/^\d{6}$/);
      expect((await verify(email, codeMail?.otp ?? '', owner)).status).toBe(200);
      expect(thirdParty).toEqual(Array.from({ length: 10 }, () => 200));
    });

    test("an attacker on the owner's own device id is still throttled", async () => {
      const { connect, mailbox, verify, login } = client(() => site);
      const email = uniqueEmail('victim-device');
      const owner = randomUUID();
      await login(email, owner);
      for (let code = 0; code < 2; code += 1) {
        await connect(email, owner);
        const live = (await mailbox(email))[0]?.otp ?? '';
        for (let guess = 0; guess < 5; guess += 1) expect((await verify(email, wrongFor(live), owner)).status).toBe(400);
      }
      await connect(email, owner);
      const locked = await verify(email, (await mailbox(email))[0]?.otp ?? '', owner);
      expect(locked.status).toBe(429);
      expect((locked.json.error as Json).code).toBe('EMAIL_COOLDOWN');
    });
  });

  describe('M5: sessions', () => {
    // Failed before the fix: a token worked in any project's frame.
    test('a session from one project is refused by the frame of another, and without a project', async () => {
      const { call, login, auth } = client(() => site);
      const token = await login(uniqueEmail('project'), randomUUID());
      expect((await call('GET', '/api/user', undefined, auth(token))).status).toBe(200);
      expect((await call('GET', '/api/user', undefined, auth(token, OTHER_PROJECT))).json.error).toMatchObject({ code: 'NOT_CONNECTED' });
      expect((await call('GET', '/api/user', undefined, { authorization: `Bearer ${token}` })).json.error).toMatchObject({ code: 'NOT_CONNECTED' });
      const row = await inspect.db.selectFrom('wallet_sessions').select(['project_id', 'app_origin']).where('project_id', '=', PROJECT).executeTakeFirst();
      expect(row).toEqual({ project_id: PROJECT, app_origin: APP_ORIGIN });
    });

    // Failed before the fix (N12): the frame on any allowed page origin could use a session made for another.
    test('a session is refused by the frame of another page origin, and by a frame that names none', async () => {
      const { call, login, auth } = client(() => site);
      const token = await login(uniqueEmail('origin'), randomUUID());
      expect((await call('GET', '/api/user', undefined, auth(token))).status).toBe(200);
      expect((await call('GET', '/api/user', undefined, auth(token, PROJECT, 'http://localhost:3000'))).json.error).toMatchObject({ code: 'NOT_CONNECTED' });
      expect((await call('GET', '/api/user', undefined, { authorization: `Bearer ${token}`, 'x-foyer-project': PROJECT })).json.error).toMatchObject({ code: 'NOT_CONNECTED' });
    });

    // Failed before the fix: other sessions survived an e-mail change.
    test("changing the e-mail ends the user's other sessions", async () => {
      const { call, mailbox, login, auth } = client(() => site);
      const email = uniqueEmail('change');
      const deviceId = randomUUID();
      const first = await login(email, deviceId);
      const second = await login(email, deviceId);
      const newEmail = uniqueEmail('changed');
      expect((await call('POST', '/api/email/update', { email: newEmail }, auth(first))).status).toBe(200);
      expect((await call('POST', '/api/email/update/primary', { otp: (await mailbox(email))[0]?.otp }, auth(first))).status).toBe(200);
      expect((await call('POST', '/api/email/update/secondary', { otp: (await mailbox(newEmail))[0]?.otp }, auth(first))).json).toEqual({ newEmail });
      expect((await call('GET', '/api/user', undefined, auth(second))).status).toBe(401);
      expect((await call('GET', '/api/user', undefined, auth(first))).json.email).toBe(newEmail);
    });
  });

  describe('L5: account deletion', () => {
    // Failed before the fix: codes (e-mail PII) and the pending e-mail change outlived the account.
    test('leaves no row holding the e-mail, the pending new e-mail or the user', async () => {
      const { call, mailbox, verify, login, auth } = client(() => site);
      const email = uniqueEmail('gone');
      const newEmail = uniqueEmail('gone-new');
      const deviceId = randomUUID();
      const token = await login(email, deviceId);
      const userId = (await inspect.db.selectFrom('wallet_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
      await verify(email, '000000', deviceId);
      await call('POST', '/api/email/update', { email: newEmail }, auth(token));
      await call('POST', '/api/email/update/primary', { otp: (await mailbox(email))[0]?.otp }, auth(token));
      expect((await call('POST', '/api/account/delete', {}, auth(token))).status).toBe(200);
      const emails = [email, newEmail];
      expect(await inspect.db.selectFrom('email_otps').select('id').where('email', 'in', emails).execute()).toEqual([]);
      const throttles = await inspect.db.selectFrom('auth_throttles').select('subject').execute();
      expect(throttles.filter(({ subject }) => emails.some((gone) => subject === gone || subject.startsWith(`${gone}\n`)))).toEqual([]);
      expect(await inspect.db.selectFrom('email_updates').select('user_id').where('new_email', 'in', emails).execute()).toEqual([]);
      expect(await inspect.db.selectFrom('wallet_users').select('id').where('id', '=', userId).execute()).toEqual([]);
      expect(await inspect.db.selectFrom('wallet_sessions').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
      expect(await inspect.db.selectFrom('wallet_devices').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
    });
  });
});
