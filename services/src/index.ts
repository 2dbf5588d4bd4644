// @foyer/services public entry: the embedded default backend of Foyer.
export { buildApi } from './api/buildApi.js';
export { startServices, type RunningServer } from './api/startServices.js';
export { startStaticServer, type StaticServerOptions } from './static/startStaticServer.js';
export { startAnvil, DEV_MNEMONIC, type AnvilOptions, type RunningAnvil } from './anvil/startAnvil.js';
export {
  resolveServicesOptions,
  parsePort,
  DEFAULT_HOST,
  DEFAULT_API_PORT,
  DEFAULT_ANVIL_PORT,
  DEV_CHAIN_ID,
  type ServicesOptions,
  type ResolvedServicesOptions,
  type LogLevel,
} from './options/resolveServicesOptions.js';
export { PortInUseError } from './errors/PortInUseError.js';
export { ConfigError } from './errors/ConfigError.js';
export type { ErrorBody, ServiceErrorCode } from './errors/ServiceError.js';
export { startRelay, type StartRelayOptions, type RunningRelay } from './relay/startRelay.js';
export { startSolanaNode, type SolanaNodeOptions, type RunningSolanaNode } from './solana/startSolanaNode.js';
export { startSecureSite, type RunningSecureSite } from './secure/startSecureSite.js';
export type { SecureSiteOptions } from './secure/resolveSecureSiteOptions.js';
export type { FarcasterOptions } from './secure/farcaster/resolveFarcasterOptions.js';
export type { FarcasterChannelDescription } from './secure/farcaster/FarcasterChannels.js';
export { deployDevContracts, type DeployDevContractsOptions, type DevContracts } from './devChain/deployDevContracts.js';
export { registerDevFid, type RegisterDevFidOptions } from './devChain/registerDevFid.js';
export { DEV_ID_REGISTRY_ADDRESS } from './devChain/devIdRegistryAddress.js';
export { seedDevChain, type SeedDevChainOptions, type SeedDevChainReturnType } from './devChain/seedDevChain.js';
export { seedSplTokens, type SeedSplTokensReturnType } from './devChain/solana/seedSplTokens.js';
