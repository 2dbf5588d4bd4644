import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientIpKey } from '../../relay/clientIpKey.js';
import type { SecureSiteContext } from '../SecureSiteContext.js';
import { AppOrigin, CaipChainId, DeviceId, ProjectId } from './fields.js';
import { parseBody } from './parseBody.js';

/** Longest a Farcaster wait is held open; the frame asks again until its own request times out. */
const FARCASTER_POLL_MS = 20_000;

const ChannelBody = z.object({ projectId: ProjectId, appOrigin: AppOrigin });
const WaitBody = z.object({ channelToken: z.string().max(128), frameSecret: z.string().max(128), deviceId: DeviceId, chainId: CaipChainId });
const CompleteBody = z.object({
  channelToken: z.string().max(128),
  message: z.string().max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/).max(2 + 2 * 4096),
  custody: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: z.string().min(1).max(64),
});

/** Farcaster: channel for the frame, channel URL + completion endpoint for the Farcaster client. */
export function registerFarcasterRoutes(app: FastifyInstance, context: SecureSiteContext): void {
  app.post('/api/farcaster/channel', async (request) => {
    const body = parseBody(ChannelBody, request.body);
    await context.origins.assertAllowed(body.projectId, body.appOrigin);
    return context.farcaster.open({ projectId: body.projectId, appOrigin: body.appOrigin, clientKey: clientIpKey(request.ip) });
  });

  app.post('/api/farcaster/wait', async (request) => {
    const body = parseBody(WaitBody, request.body);
    const completed = await context.farcaster.waitFor(body.channelToken, body.frameSecret, FARCASTER_POLL_MS);
    if (completed === undefined) return { status: 'pending' };
    const user = await context.provisioner.forSocial(completed.identity);
    // Bound to the project and page origin that opened the channel (N11), like every other login's session.
    return { status: 'completed', token: await context.sessions.create(user.id, body.deviceId, body.chainId, completed.binding) };
  });

  // Called by Farcaster clients (not the frame): open to any origin, no credentials involved. The body's fid and
  // custody are only claims: `complete` accepts them once the signed message and the IdRegistry agree.
  app.get('/farcaster/connect', async (request) => context.farcaster.describe((request.query as { channelToken?: unknown }).channelToken));

  app.post('/farcaster/complete', async (request) => {
    const body = parseBody(CompleteBody, request.body);
    await context.farcaster.complete({
      ...body,
      signature: body.signature as `0x${string}`,
      custody: body.custody as `0x${string}`,
    });
    return { ok: true };
  });
}
