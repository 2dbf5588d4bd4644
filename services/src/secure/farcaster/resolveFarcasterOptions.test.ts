import { ConfigError } from '../../errors/ConfigError.js';
import { OP_MAINNET_CHAIN_ID, resolveFarcasterOptions } from './resolveFarcasterOptions.js';

const devChain = { rpcUrl: 'http://127.0.0.1:8545', chainId: 31337 };
const REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';

describe('resolveFarcasterOptions', () => {
  test('without a registry Farcaster is off', () => {
    expect(resolveFarcasterOptions(undefined, {}, devChain)).toBeUndefined();
    expect(resolveFarcasterOptions(false, { FOYER_FARCASTER_ID_REGISTRY: REGISTRY }, devChain)).toBeUndefined();
  });

  test('a registry alone is on the dev chain', () => {
    expect(resolveFarcasterOptions(undefined, { FOYER_FARCASTER_ID_REGISTRY: REGISTRY.toLowerCase() }, devChain)).toEqual({ idRegistryAddress: REGISTRY, ...devChain });
  });

  test('a registry with its own RPC URL is on OP Mainnet unless FOYER_FARCASTER_CHAIN_ID says otherwise', () => {
    const env = { FOYER_FARCASTER_ID_REGISTRY: REGISTRY, FOYER_FARCASTER_RPC_URL: 'https://mainnet.optimism.io' };
    expect(resolveFarcasterOptions(undefined, env, devChain)).toEqual({ idRegistryAddress: REGISTRY, rpcUrl: 'https://mainnet.optimism.io', chainId: OP_MAINNET_CHAIN_ID });
    expect(resolveFarcasterOptions(undefined, { ...env, FOYER_FARCASTER_CHAIN_ID: '11155420' }, devChain)?.chainId).toBe(11155420);
  });

  test('invalid settings are a ConfigError', () => {
    expect(() => resolveFarcasterOptions(undefined, { FOYER_FARCASTER_ID_REGISTRY: 'nope' }, devChain)).toThrow(ConfigError);
    expect(() => resolveFarcasterOptions(undefined, { FOYER_FARCASTER_ID_REGISTRY: REGISTRY, FOYER_FARCASTER_RPC_URL: 'ftp://x' }, devChain)).toThrow(ConfigError);
    expect(() => resolveFarcasterOptions(undefined, { FOYER_FARCASTER_ID_REGISTRY: REGISTRY, FOYER_FARCASTER_CHAIN_ID: 'ten' }, devChain)).toThrow(ConfigError);
  });
});
