import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEVICE_LINK_PAGE_POLICY, deviceLinkConfirmPage, deviceLinkResultPage } from '../auth/deviceLinkPage.js';
import { normalizeEmail } from '../auth/normalizeEmail.js';
import type { SecureSiteContext } from '../SecureSiteContext.js';
import { SecureSiteError } from '../SecureSiteError.js';
import { AppOrigin, CaipChainId, DeviceId, EmailField, OtpCode, ProjectId } from './fields.js';
import { parseBody } from './parseBody.js';

/** Longest a device-approval poll is held open. */
const DEVICE_POLL_MS = 20_000;
const DEVICE_POLL_STEP_MS = 1_000;

const ConnectBody = z.object({ email: EmailField, deviceId: DeviceId, projectId: ProjectId, appOrigin: AppOrigin });
const DeviceBody = z.object({ email: EmailField, deviceId: DeviceId });
const OtpBody = z.object({ email: EmailField, otp: OtpCode, deviceId: DeviceId, chainId: CaipChainId });
const UpdateBody = z.object({ email: EmailField });
const UpdateOtpBody = z.object({ otp: OtpCode });
const DeviceLinkQuery = z.object({ token: z.string().max(128) });

function htmlPage(reply: FastifyReply, status: number): void {
  void reply
    .code(status)
    .header('content-security-policy', DEVICE_LINK_PAGE_POLICY)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
}

/**
 * The device-link POST is a plain form post outside `/api` (the `/api` guard wants JSON). A cross-site form cannot
 * know the link token, and a browser's `Origin` / `Sec-Fetch-Site`, when sent, must say this site.
 */
function assertSameSiteForm(request: FastifyRequest, siteOrigin: string): void {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if ((origin !== undefined && origin !== siteOrigin) || (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')) {
    throw new SecureSiteError(403, 'FORBIDDEN', 'Cross-origin requests are not allowed');
  }
}

/** Email login (`/api/email/*`), the device-link pages and the two-step e-mail change. */
export function registerEmailRoutes(app: FastifyInstance, context: SecureSiteContext): void {
  app.post('/api/email/connect', async (request) => {
    const body = parseBody(ConnectBody, request.body);
    await context.origins.assertAllowed(body.projectId, body.appOrigin);
    const userAgent = request.headers['user-agent'] ?? null;
    return { action: await context.emailLogin.start(normalizeEmail(body.email), body.deviceId, { projectId: body.projectId, appOrigin: body.appOrigin, userAgent }) };
  });

  app.post('/api/email/device', async (request, reply) => {
    const body = parseBody(DeviceBody, request.body);
    const email = normalizeEmail(body.email);
    const deadline = Date.now() + DEVICE_POLL_MS;
    // `request.raw.destroyed` turns true as soon as the body was read; the response's 'close' says the client left.
    let gone = false;
    reply.raw.once('close', () => {
      gone = true;
    });
    for (;;) {
      if (await context.emailLogin.checkDevice(email, body.deviceId)) return { approved: true };
      if (Date.now() >= deadline || gone) return { approved: false };
      await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_STEP_MS));
    }
  });

  app.post('/api/email/otp', async (request) => {
    const body = parseBody(OtpBody, request.body);
    return { token: await context.emailLogin.verify(normalizeEmail(body.email), body.otp, body.deviceId, body.chainId) };
  });

  // GET only shows what the link would approve: link scanners (Safe Links and the like) follow GETs.
  app.get('/verify-device', async (request, reply) => {
    const query = DeviceLinkQuery.safeParse(request.query);
    const pending = query.success ? await context.emailLogin.describeDeviceLink(query.data.token) : undefined;
    htmlPage(reply, pending === undefined ? 400 : 200);
    return pending === undefined || !query.success ? deviceLinkResultPage(false) : deviceLinkConfirmPage(query.data.token, pending);
  });

  // Its own scope: its form parser (a small urlencoded body holding only the token) reaches no other route.
  void app.register(async (scope) => {
    if (scope.hasContentTypeParser('application/x-www-form-urlencoded')) scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post('/verify-device', async (request, reply) => {
      assertSameSiteForm(request, new URL(context.siteUrl()).origin);
      const form = DeviceLinkQuery.safeParse(request.body);
      const approved = form.success && (await context.emailLogin.approveDevice(form.data.token));
      htmlPage(reply, approved ? 200 : 400);
      return deviceLinkResultPage(approved);
    });
  });

  app.post('/api/email/update', async (request) => {
    const { user } = await context.authenticate(request);
    await context.emailLogin.startUpdate(user, normalizeEmail(parseBody(UpdateBody, request.body).email));
    return { action: 'VERIFY_PRIMARY_OTP' };
  });

  app.post('/api/email/update/primary', async (request) => {
    const { user } = await context.authenticate(request);
    await context.emailLogin.verifyPrimary(user, parseBody(UpdateOtpBody, request.body).otp);
    return {};
  });

  app.post('/api/email/update/secondary', async (request) => {
    const { user, session } = await context.authenticate(request);
    return { newEmail: await context.emailLogin.verifySecondary(user, session, parseBody(UpdateOtpBody, request.body).otp) };
  });
}
