import type { FastifyRequest } from 'fastify';
import type { WalletUserRepository } from '../db/WalletUserRepository.js';
import type { EmailLoginService } from './auth/EmailLoginService.js';
import type { AuthenticatedSession, SessionService } from './auth/SessionService.js';
import type { UserProvisioner } from './auth/UserProvisioner.js';
import type { FarcasterChannels } from './farcaster/FarcasterChannels.js';
import type { DevMailbox } from './mail/DevMailbox.js';
import type { ProjectOrigins } from './ProjectOrigins.js';
import type { EmbeddedRpc } from './rpc/EmbeddedRpc.js';
import type { SocialLoginService } from './social/SocialLoginService.js';

/** Everything the secure site's routes use. */
export type SecureSiteContext = {
  siteUrl: () => string;
  frameDir: string;
  users: WalletUserRepository;
  sessions: SessionService;
  provisioner: UserProvisioner;
  emailLogin: EmailLoginService;
  social: SocialLoginService;
  farcaster: FarcasterChannels;
  rpc: EmbeddedRpc;
  origins: ProjectOrigins;
  /** Present only when no SMTP server is configured. */
  devMailbox: DevMailbox | undefined;
  authenticate(request: FastifyRequest): Promise<AuthenticatedSession>;
};
