import type { FastifyInstance } from 'fastify';
import { sendStaticFile } from '../../http/sendStaticFile.js';
import { APPROVAL_WINDOW_PATH } from '@foyer/kernel/frame';
import { FRAME_STYLESHEET } from '../approvals/frameStylesheet.js';
import { frameContentSecurityPolicy } from '../http/contentSecurityPolicy.js';
import type { SecureSiteContext } from '../SecureSiteContext.js';
import { SecureSiteError } from '../SecureSiteError.js';

const FRAME_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foyer secure frame</title>' +
  '<link rel="stylesheet" href="/frame/styles.css">' +
  '<script defer src="/frame/assets/main.js"></script></head><body></body></html>';

/**
 * The approval window (opened by the frame where the browser cannot report the frame's visibility): the same bundle,
 * a top-level page that nothing may frame.
 */
const APPROVAL_WINDOW_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Foyer secure approval</title><link rel="stylesheet" href="/frame/styles.css">' +
  '<script defer src="/frame/assets/main.js"></script></head><body></body></html>';

/** The frame page (CSP: own origin only, framed only by the project's allowed origins) and its bundle. */
export function registerFrameRoutes(app: FastifyInstance, context: SecureSiteContext): void {
  app.get('/frame', async (request, reply) => {
    const projectId = (request.query as { projectId?: unknown }).projectId;
    let allowed: string[] = [];
    if (typeof projectId === 'string' && projectId !== '') {
      try {
        allowed = await context.origins.get(projectId);
      } catch (error) {
        // Unknown project or services down: the page still loads nowhere ('none') but the log says why.
        request.log.warn({ errorMessage: error instanceof Error ? error.message : String(error) }, 'cannot read allowed origins');
      }
    }
    void reply
      .header('content-security-policy', frameContentSecurityPolicy(allowed))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    return FRAME_HTML;
  });

  app.get(APPROVAL_WINDOW_PATH, async (_request, reply) => {
    void reply
      .header('content-security-policy', frameContentSecurityPolicy([]))
      .header('x-frame-options', 'DENY')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    return APPROVAL_WINDOW_HTML;
  });

  app.get('/frame/styles.css', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-cache').type('text/css; charset=utf-8');
    return FRAME_STYLESHEET;
  });

  app.get('/frame/assets/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const sent = /^[\w.-]+$/.test(file) && (await sendStaticFile(request, reply, context.frameDir, `assets/${file}`));
    if (!sent) throw new SecureSiteError(404, 'NOT_FOUND', `No frame asset ${file} (build services/frame first)`);
    return reply;
  });

  app.get('/api/origins', async (request) => {
    const projectId = (request.query as { projectId?: unknown }).projectId;
    if (typeof projectId !== 'string' || projectId === '') throw new SecureSiteError(400, 'INVALID_PROJECT_ID', 'Invalid Project ID');
    return { allowedOrigins: await context.origins.get(projectId) };
  });
}
