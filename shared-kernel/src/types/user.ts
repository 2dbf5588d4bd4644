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

/** Onramp options (spec §3). */
export type OnrampPurchaseCurrency = {
  id: string;
  name: string;
  symbol: string;
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[];
};

export type OnrampPaymentCurrency = {
  id: string;
  payment_method_limits: { id: string; min: string; max: string }[];
};
