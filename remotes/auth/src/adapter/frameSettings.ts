import { selectServices, type CaipNetwork, type FoyerState } from '@foyer/kernel';
import { buildFrameUrl } from '@foyer/kernel/frame';

/** The network the embedded wallet starts on: the active one, else the default, else the first configured. */
export function frameNetwork(state: FoyerState): CaipNetwork | undefined {
  const { networks, defaultCaipNetworkId } = state.options;
  const wanted = state.connection.activeCaipNetworkId ?? defaultCaipNetworkId;
  return networks.find((network) => network.caipNetworkId === wanted && network.chainNamespace === 'eip155') ??
    networks.find((network) => network.chainNamespace === 'eip155');
}

/**
 * The frame page URL for this instance (spec §7 query: projectId, chainId, version, enableLogger, rpcUrl).
 * @example
 * frameUrlOf(store.getState()) // 'http://127.0.0.1:3020/frame?projectId=…&chainId=eip155%3A31337&…'
 */
export function frameUrlOf(state: FoyerState): string {
  const network = frameNetwork(state);
  const rpcUrl = network?.rpcUrls.default.http[0];
  const { secureSiteUrl, projectId, sdkVersion } = selectServices(state);
  return buildFrameUrl({
    secureSiteUrl,
    projectId: projectId ?? '',
    chainId: network?.caipNetworkId ?? 'eip155:1',
    version: sdkVersion,
    enableLogger: state.options.debug,
    ...(rpcUrl === undefined ? {} : { rpcUrl }),
  });
}
