import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SOCIAL_RESULT_EVENT } from '@foyer/kernel/frame';
import { clientIpKey } from '../../relay/clientIpKey.js';
import { escapeHtml } from '../http/escapeHtml.js';
import { pageContentSecurityPolicy } from '../http/contentSecurityPolicy.js';
import type { SecureSiteContext } from '../SecureSiteContext.js';
import { SecureSiteError } from '../SecureSiteError.js';
import { AppOrigin, CaipChainId, DeviceId, ProjectId } from './fields.js';
import { parseBody } from './parseBody.js';

const Provider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']);
const StartBody = z.object({ provider: Provider, projectId: ProjectId, appOrigin: AppOrigin, verifierHash: z.string().regex(/^[0-9a-f]{64}$/) });
const ConnectBody = z.object({ uri: z.string().max(2048), verifier: z.string().min(20).max(128), deviceId: DeviceId, chainId: CaipChainId });
const ConsentForm = z.object({ state: z.string().max(128), email: z.string().max(254), name: z.string().max(64).optional(), verified: z.literal('on').optional() });

/** The pages' one stylesheet, allowed by its hash (`pageContentSecurityPolicy`). */
const PAGE_CSS =
  'body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}.local{background:#fff3cd;border:1px solid #e0b000;padding:8px 12px;border-radius:8px;font-weight:600}label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}input[type=checkbox]{width:auto}button{margin-top:16px;padding:10px 16px}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta name="viewport" content="width=device-width"><style>${PAGE_CSS}</style></head><body>${body}</body></html>`;
}

/** Social login: `/api/social/*` for the frame, the callback page and, in development only, the LOCAL identity provider pages. */
export function registerSocialRoutes(app: FastifyInstance, context: SecureSiteContext): void {
  if (context.social.localIdp) void app.register(async (idp) => registerLocalIdpRoutes(idp, context));

  app.post('/api/social/start', async (request) => {
    const body = parseBody(StartBody, request.body);
    await context.origins.assertAllowed(body.projectId, body.appOrigin);
    return { uri: await context.social.start(body.provider, body.appOrigin, body.verifierHash, { projectId: body.projectId, clientKey: clientIpKey(request.ip) }) };
  });

  app.post('/api/social/connect', async (request) => {
    const body = parseBody(ConnectBody, request.body);
    const { identity, binding } = await context.social.completeLogin(body.uri, body.verifier);
    const user = await context.provisioner.forSocial(identity);
    return { token: await context.sessions.create(user.id, body.deviceId, body.chainId, binding) };
  });

  app.get('/social/callback', async (request, reply) => {
    const login = await context.social.pending((request.query as { state?: unknown }).state);
    const nonce = randomBytes(16).toString('base64');
    void reply.header('content-security-policy', pageContentSecurityPolicy(PAGE_CSS, nonce)).header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
    if (login === undefined) return page('Foyer sign-in', '<h1>This sign-in expired</h1><p>Close this window and try again.</p>');
    // The result (this URL: state + one-time code) goes only to the page origin that started the login.
    const script = `(function(){var target=${JSON.stringify(login.appOrigin)};if(window.opener){window.opener.postMessage({type:${JSON.stringify(
      SOCIAL_RESULT_EVENT,
    )},resultUri:location.href},target);}document.getElementById('status').textContent='You can close this window.';})();`;
    return page('Foyer sign-in', `<h1>Signing you in…</h1><p id="status"></p><script nonce="${nonce}">${script}</script>`);
  });
}

/**
 * The LOCAL identity provider (development mode only): a consent page per provider and its form POST. Registered
 * in its own scope with the only urlencoded form parser of the site, so no form can reach `/api` (L1).
 */
function registerLocalIdpRoutes(scope: FastifyInstance, context: SecureSiteContext): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  scope.get('/idp/:provider', async (request, reply) => {
    const provider = Provider.safeParse((request.params as { provider: string }).provider);
    const state = (request.query as { state?: unknown }).state;
    const login = await context.social.pending(state);
    if (!provider.success || login === undefined || login.provider !== provider.data) {
      throw new SecureSiteError(400, 'POPUP_RESULT_INVALID', 'This login link is invalid or expired');
    }
    void reply.header('content-security-policy', pageContentSecurityPolicy(PAGE_CSS)).header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
    return page(
      `LOCAL ${provider.data} sign-in`,
      `<p class="local" data-testid="idp-local-banner">LOCAL identity provider — this page plays ${escapeHtml(provider.data)}'s consent screen for development. No real ${escapeHtml(provider.data)} account is used.</p>
<h1>Sign in with ${escapeHtml(provider.data)} (local)</h1>
<p>Requested by ${escapeHtml(login.appOrigin)}</p>
<form method="post" action="/idp/${escapeHtml(provider.data)}/consent">
<input type="hidden" name="state" value="${escapeHtml(String(state))}">
<label for="email">Email</label><input id="email" name="email" type="email" required value="dev-${escapeHtml(provider.data)}@foyer.local" data-testid="idp-email">
<label for="name">User name</label><input id="name" name="name" value="dev-${escapeHtml(provider.data)}-user" data-testid="idp-name">
<label><input type="checkbox" name="verified" value="on" data-testid="idp-email-verified"> The provider verified this e-mail (email_verified: true). Unticked, it never becomes the login e-mail.</label>
<button type="submit" data-testid="idp-allow">Allow</button>
</form>`,
    );
  });

  scope.post('/idp/:provider/consent', async (request, reply) => {
    const provider = (request.params as { provider: string }).provider;
    const form = parseBody(ConsentForm, request.body);
    const email = form.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new SecureSiteError(400, 'INVALID_REQUEST', 'Email must be a valid email');
    return reply.redirect(await context.social.consentLocally(form.state, provider, email, form.name?.trim() ?? '', form.verified === 'on'), 303);
  });
}
