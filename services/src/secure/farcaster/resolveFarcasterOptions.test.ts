import { ConfigError } from '../../errors/ConfigError.js';
import { OP_MAINNET_CHAIN_ID, resolveFarcasterOptions } from './resolveFarcasterOptions.js';

const devChain = { rpcUrl: 'http://127.0.0.1:8545', chainId: 31337 };
const REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';

describe('resolveFarcasterOptions', () => {
  test('without a registry Farcaster is off', () => {
    expect(resolveFarcasterOptions(undefined, {}, devChain, true)).toBeUndefined();
    expect(resolveFarcasterOptions(false, { FOYER_FARCASTER_ID_REGISTRY: REGISTRY }, devChain, true)).toBeUndefined();
  });

  test('a registry alone is on the dev chain', () => {
    expect(resolveFarcasterOptions(undefined, { FOYER_FARCASTER_ID_REGISTRY: REGISTRY.toLowerCase() }, devChain, true)).toEqual({ idRegistryAddress: REGISTRY, ...devChain });
  });

  test('a registry with its own RPC URL is on OP Mainnet unless FOYER_FARCASTER_CHAIN_ID says otherwise', () => {
    const env = { FOYER_FARCASTER_ID_REGISTRY: REGISTRY, FOYER_FARCASTER_RPC_URL: 'https://mainnet.optimism.io' };
    expect(resolveFarcasterOptions(undefined, env, devChain, true)).toEqual({ idRegistryAddress: REGISTRY, rpcUrl: 'https://mainnet.optimism.io', chainId: OP_MAINNET_CHAIN_ID });
    expect(resolveFarcasterOptions(undefined, { ...env, FOYER_FARCASTER_CHAIN_ID: '11155420' }, devChain, true)?.chainId).toBe(11155420);
  });

  test('invalid settings are a ConfigError', () => {
    expect(() => resolveFarcasterOptions(undefined, { FOYER_FARCASTER_ID_REGISTRY: 'nope' }, devChain, true)).toThrow(ConfigError);
    expect(() => resolveFarcasterOptions(undefined, { FOYER_FARCASTER_ID_REGISTRY: REGISTRY, FOYER_FARCASTER_RPC_URL: 'ftp://x' }, devChain, true)).toThrow(ConfigError);
    expect(() => resolveFarcasterOptions(undefined, { FOYER_FARCASTER_ID_REGISTRY: REGISTRY, FOYER_FARCASTER_CHAIN_ID: 'ten' }, devChain, true)).toThrow(ConfigError);
  });

  // Failed before the fix (N11): production accepted an IdRegistry on the dev chain, where anyone registers any fid.
  test('outside development mode an IdRegistry on the dev chain (31337) is refused, naming the setting', () => {
    expect(() => resolveFarcasterOptions(undefined, { FOYER_FARCASTER_ID_REGISTRY: REGISTRY }, devChain, false)).toThrow(/FOYER_FARCASTER_CHAIN_ID/);
    const env = { FOYER_FARCASTER_ID_REGISTRY: REGISTRY, FOYER_FARCASTER_RPC_URL: 'https://rpc.example.com', FOYER_FARCASTER_CHAIN_ID: '31337' };
    expect(() => resolveFarcasterOptions(undefined, env, devChain, false)).toThrow(ConfigError);
    expect(() => resolveFarcasterOptions({ idRegistryAddress: REGISTRY, rpcUrl: 'https://rpc.example.com', chainId: 31337 }, {}, devChain, false)).toThrow(ConfigError);
    expect(resolveFarcasterOptions(undefined, { ...env, FOYER_FARCASTER_CHAIN_ID: '10' }, devChain, false)?.chainId).toBe(OP_MAINNET_CHAIN_ID);
  });
});
