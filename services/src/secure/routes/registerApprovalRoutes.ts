import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApprovalSummary, FRAME_ERROR_MESSAGES } from '@foyer/kernel/frame';
import { ApprovalStore } from '../approvals/ApprovalStore.js';
import type { PendingApproval } from '../approvals/PendingApproval.js';
import { summarizeApproval } from '../approvals/summarizeApproval.js';
import { readSummaryTokens } from '../approvals/tokenMetadata.js';
import type { SecureSiteContext } from '../SecureSiteContext.js';
import { SecureSiteError } from '../SecureSiteError.js';
import { CaipChainId } from './fields.js';
import { parseBody } from './parseBody.js';

const ApprovalBody = z.object({ method: z.string().max(128), params: z.unknown().optional(), chainId: CaipChainId.optional() });
const ApprovalId = z.string().min(16).max(128).regex(/^[\w-]+$/);

function approvalIdOf(params: unknown): string {
  const parsed = ApprovalId.safeParse((params as { id?: unknown }).id);
  if (!parsed.success) throw new SecureSiteError(404, 'APPROVAL_NOT_FOUND', FRAME_ERROR_MESSAGES.APPROVAL_NOT_FOUND);
  return parsed.data;
}

/** Whether the stored request still summarises to the summary shown when it was created. */
function showsSameSummary(approval: PendingApproval): boolean {
  try {
    return JSON.stringify(summarizeApproval(approval.method, approval.params, approval.chainId, approval.tokens ?? {})) === JSON.stringify(approval.summary);
  } catch {
    return false;
  }
}

/**
 * One-time approvals of unsafe RPC requests, used only by the secure frame's own approval UI:
 * - `POST /api/approvals` stores a deep copy of `{ method, params, chainId }` for this session (2 min) and returns its
 *   id and the summary computed here from that copy;
 * - `POST /api/approvals/:id/confirm` takes the approval (once, atomically), checks that the stored request still
 *   summarises to what was shown (APPROVAL_CHANGED otherwise) and signs exactly it;
 * - `POST /api/approvals/:id/reject` discards it.
 * An id of another session, an expired or an already used one is APPROVAL_NOT_FOUND. The page's `/api/rpc` refuses
 * every unsafe method, so nothing signs without passing here.
 */
export function registerApprovalRoutes(app: FastifyInstance, context: SecureSiteContext, store: ApprovalStore = new ApprovalStore()): void {
  app.post('/api/approvals', async (request) => {
    const { user, session } = await context.authenticate(request);
    const body = parseBody(ApprovalBody, request.body);
    const chainId = body.chainId ?? session.chainId;
    // The copy is taken once, here: what is summarised is what is signed, whatever happens to the caller's object.
    const params: unknown = structuredClone(body.params);
    context.rpc.assertApprovable(user, chainId, body.method, params);
    // Token amounts are shown in token units with the symbol: read from the token contracts on the wallet's node.
    const tokens = await readSummaryTokens(body.method, params, (to, data) => context.rpc.forward('eth_call', [{ to, data }, 'latest']));
    const summary = summarizeApproval(body.method, params, chainId, tokens);
    // The frame checks the summary with the same schema; one it could not show in full is never offered.
    if (!ApprovalSummary.safeParse(summary).success) throw new SecureSiteError(400, 'INVALID_REQUEST', 'The request is too large to show for approval');
    const approval = await store.add({ sessionKey: session.tokenHash, userId: user.id, method: body.method, params, chainId, summary, tokens });
    return { approvalId: approval.id, expiresAt: approval.expiresAt, summary };
  });

  app.post('/api/approvals/:id/confirm', async (request) => {
    const { user, session } = await context.authenticate(request);
    const approval = await store.take(approvalIdOf(request.params), session.tokenHash);
    if (approval === undefined || approval.userId !== user.id) {
      throw new SecureSiteError(404, 'APPROVAL_NOT_FOUND', FRAME_ERROR_MESSAGES.APPROVAL_NOT_FOUND);
    }
    // What is signed must still read as what the user was shown, even if the stored copy was rewritten (Redis).
    if (!showsSameSummary(approval)) throw new SecureSiteError(409, 'APPROVAL_CHANGED', FRAME_ERROR_MESSAGES.APPROVAL_CHANGED);
    return { result: await context.rpc.execute(user, approval.chainId, approval.method, approval.params) };
  });

  app.post('/api/approvals/:id/reject', async (request) => {
    const { session } = await context.authenticate(request);
    const approval = await store.take(approvalIdOf(request.params), session.tokenHash);
    if (approval === undefined) throw new SecureSiteError(404, 'APPROVAL_NOT_FOUND', FRAME_ERROR_MESSAGES.APPROVAL_NOT_FOUND);
    return {};
  });
}
