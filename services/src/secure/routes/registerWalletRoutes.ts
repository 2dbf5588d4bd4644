import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ChainNotSupportedError } from '@foyer/kernel';
import type { FrameUser } from '@foyer/kernel/frame';
import type { WalletUser } from '../../db/WalletUserRepository.js';
import type { SecureSiteContext } from '../SecureSiteContext.js';
import { SecureSiteError } from '../SecureSiteError.js';
import { CaipChainId } from './fields.js';
import { parseBody } from './parseBody.js';

const NetworkBody = z.object({ chainId: CaipChainId });
const RpcBody = z.object({ method: z.string().max(128), params: z.unknown().optional(), chainId: CaipChainId.optional() });

/** The user as the frame reports it: the address of the session's namespace first, EOA only. */
export function toFrameUser(user: WalletUser, chainId: string): FrameUser {
  const solana = chainId.startsWith('solana:');
  const address = solana && user.solanaAddress ? user.solanaAddress : user.evmAddress;
  return {
    email: user.email,
    address,
    chainId,
    accounts: [
      { namespace: 'eip155', address: user.evmAddress, type: 'eoa' },
      ...(user.solanaAddress ? [{ namespace: 'solana' as const, address: user.solanaAddress, type: 'eoa' as const }] : []),
    ],
    userName: user.userName,
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    socialProvider: user.socialProvider,
  };
}

/** Session-bound wallet API: user, network, sign out, delete account, RPC (safe methods only: unsafe ones need an approval, see registerApprovalRoutes). */
export function registerWalletRoutes(app: FastifyInstance, context: SecureSiteContext): void {
  app.get('/api/user', async (request) => {
    const { user, session } = await context.authenticate(request);
    return toFrameUser(user, session.chainId);
  });

  app.post('/api/network', async (request) => {
    const { session } = await context.authenticate(request);
    const { chainId } = parseBody(NetworkBody, request.body);
    if (!chainId.startsWith('eip155:') && !chainId.startsWith('solana:')) {
      throw new SecureSiteError(400, 'CHAIN_NOT_SUPPORTED', new ChainNotSupportedError().shortMessage);
    }
    await context.sessions.setChainId(session, chainId);
    return { chainId };
  });

  app.post('/api/signout', async (request) => {
    const { session } = await context.authenticate(request);
    await context.sessions.end(session);
    return {};
  });

  app.post('/api/account/delete', async (request) => {
    const { user } = await context.authenticate(request);
    await context.users.delete(user.id);
    return {};
  });

  app.post('/api/rpc', async (request) => {
    const { user, session } = await context.authenticate(request);
    const body = parseBody(RpcBody, request.body);
    return { result: await context.rpc.request(user, body.chainId ?? session.chainId, body.method, body.params) };
  });
}
