import type { FastifyInstance } from 'fastify';
import type { DevMailbox } from '../mail/DevMailbox.js';
import { SecureSiteError } from '../SecureSiteError.js';

/**
 * `GET /dev/mailbox?to=<email>`: the development mailbox (only registered when no SMTP server is configured).
 * Answers `{ devMailbox: true, notice, to, messages: [{ subject, text, otp, link, sentAt }] }`, newest first.
 */
export function registerDevMailboxRoutes(app: FastifyInstance, mailbox: DevMailbox): void {
  app.get('/dev/mailbox', async (request, reply) => {
    const to = (request.query as { to?: unknown }).to;
    if (typeof to !== 'string' || !to.includes('@') || to.length > 254) {
      throw new SecureSiteError(400, 'INVALID_REQUEST', "Query 'to' must be an email");
    }
    void reply.header('cache-control', 'no-store');
    return {
      devMailbox: true,
      notice: 'Development mailbox: no SMTP server is configured, so e-mails are kept here instead of being sent.',
      to: to.toLowerCase(),
      messages: mailbox.read(to),
    };
  });
}
