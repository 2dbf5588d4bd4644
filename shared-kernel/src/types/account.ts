import type { CaipAddress, ChainNamespace } from './network.js';
import type { TokenBalance } from './token.js';
import type { SocialProvider } from './user.js';

/** Account types: EVM/Solana/Polkadot `eoa` or `smartAccount`; Bitcoin `payment` / `ordinal`. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal';

/** One address of a connected account (spec §3 "Account entry"). */
export type AccountEntry = {
  namespace: ChainNamespace;
  address: string;
  type: AccountType;
  publicKey?: string;
  path?: string;
};

/** Spec §4 statuses, plus `reconnecting` while a stored session is restored on start. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/** The account state of one chain namespace. */
export type AccountState = {
  caipAddress?: CaipAddress;
  address?: string;
  balance?: string;
  balanceSymbol?: string;
  profileName?: string | null;
  profileImage?: string | null;
  tokenBalance?: TokenBalance[];
  smartAccountDeployed?: boolean;
  preferredAccountType?: AccountType;
  user?: { accounts: AccountEntry[] };
  socialProvider?: SocialProvider;
  status: ConnectionStatus;
  farcasterUrl?: string;
};
