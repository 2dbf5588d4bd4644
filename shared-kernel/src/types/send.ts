import type { TokenBalance } from './token.js';

/** Send flow state (spec §3). */
export type SendState = {
  token?: TokenBalance;
  sendTokenAmount?: string;
  receiverAddress?: string;
  receiverProfileName?: string;
  receiverProfileImageUrl?: string;
};
