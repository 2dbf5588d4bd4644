import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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

/** Email login (`/api/email/*`), the device link page and the two-step e-mail change. */
export function registerEmailRoutes(app: FastifyInstance, context: SecureSiteContext): void {
  app.post('/api/email/connect', async (request) => {
    const body = parseBody(ConnectBody, request.body);
    await context.origins.assertAllowed(body.projectId, body.appOrigin);
    return { action: await context.emailLogin.start(normalizeEmail(body.email), body.deviceId) };
  });

  app.post('/api/email/device', async (request) => {
    const body = parseBody(DeviceBody, request.body);
    const email = normalizeEmail(body.email);
    const deadline = Date.now() + DEVICE_POLL_MS;
    for (;;) {
      if (await context.emailLogin.checkDevice(email, body.deviceId)) return { approved: true };
      if (Date.now() >= deadline || request.raw.destroyed) return { approved: false };
      await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_STEP_MS));
    }
  });

  app.post('/api/email/otp', async (request) => {
    const body = parseBody(OtpBody, request.body);
    return { token: await context.emailLogin.verify(normalizeEmail(body.email), body.otp, body.deviceId, body.chainId) };
  });

  app.get('/verify-device', async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const approved = typeof token === 'string' && (await context.emailLogin.approveDevice(token));
    void reply
      .code(approved ? 200 : 400)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foyer device approval</title></head><body><h1>${
      approved ? 'Device approved' : 'This link is invalid or was already used'
    }</h1><p>${approved ? 'You can close this tab and go back to the app.' : 'Start the login again from the app.'}</p></body></html>`;
  });

  app.post('/api/email/update', async (request) => {
    const { user } = await context.authenticate(request);
    const newEmail = normalizeEmail(parseBody(UpdateBody, request.body).email);
    await context.emailLogin.startUpdate(user.email, newEmail);
    context.pendingEmailUpdates.set(user.id, { newEmail, primaryVerified: false });
    return { action: 'VERIFY_PRIMARY_OTP' };
  });

  app.post('/api/email/update/primary', async (request) => {
    const { user } = await context.authenticate(request);
    const { otp } = parseBody(UpdateOtpBody, request.body);
    const pending = context.pendingEmailUpdates.get(user.id);
    if (pending === undefined || user.email === null) throw new SecureSiteError(400, 'INVALID_REQUEST', 'No email update in progress');
    await context.emailLogin.verifyPrimary(user.email, pending.newEmail, otp);
    pending.primaryVerified = true;
    return {};
  });

  app.post('/api/email/update/secondary', async (request) => {
    const { user } = await context.authenticate(request);
    const { otp } = parseBody(UpdateOtpBody, request.body);
    const pending = context.pendingEmailUpdates.get(user.id);
    if (pending === undefined || !pending.primaryVerified) throw new SecureSiteError(400, 'INVALID_REQUEST', 'No email update in progress');
    await context.emailLogin.verifySecondary(user.id, pending.newEmail, otp);
    context.pendingEmailUpdates.delete(user.id);
    return { newEmail: pending.newEmail };
  });
}
