import type { SOCIAL_PROVIDERS } from '../constants.js';
import type { AccountType } from './account.js';
import type { SiwxMessage } from './siwx.js';

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The embedded wallet's user (spec §3 "Connected user"). */
export type ConnectedUser = {
  email?: string | null;
  address: string;
  chainId: string | number;
  accounts?: { address: string; type: Extract<AccountType, 'eoa' | 'smartAccount'> }[];
  userName?: string | null;
  preferredAccountType?: AccountType;
  signature?: string;
  message?: string;
  siwxMessage?: SiwxMessage;
  smartAccountDeployed?: boolean;
};
