import { caipAddressParts, networkChanged, viewPushed, type CaipNetwork } from '@foyer/kernel';
import type { AppThunk } from '../../store/types.js';
import { navigateAfterNetworkSwitch } from './navigateAfterNetworkSwitch.js';
import { switchNetwork } from './switchNetwork.js';

/** What choosing a network led to. */
export type ChooseNetworkReturnType = 'selected' | 'switchNetwork' | 'switchActiveChain';

/**
 * The user picked `network` in the network list (Networks, UnsupportedChain) — spec §2 "Switching
 * network pushes SwitchNetwork, or SwitchActiveChain when moving to a different chain family
 * with no connected account there":
 * - no wallet connected at all: the network is simply selected (`selected`);
 * - a wallet of that family is connected and already on `network`: the active namespace switches
 *   without any prompt (`selected`);
 * - a wallet of that family is connected on another network: SwitchNetwork asks it to switch;
 * - wallets are connected, none of that family: SwitchActiveChain explains and offers to connect one.
 * After `selected` the modal goes back to where the picker was opened from (or closes).
 * @example
 * await dispatch(chooseNetwork(mainnet)) // 'switchNetwork'
 */
export function chooseNetwork(network: CaipNetwork): AppThunk<Promise<ChooseNetworkReturnType>> {
  return async (dispatch, getState) => {
    const { accounts, activeConnectorIds, connections } = getState().connection;
    const namespace = network.chainNamespace;
    const connected = Object.keys(accounts).length > 0;
    if (connected && accounts[namespace] === undefined) {
      dispatch(viewPushed({ view: 'SwitchActiveChain', data: { network } }));
      return 'switchActiveChain';
    }
    if (!connected) {
      await dispatch(switchNetwork(network));
      dispatch(navigateAfterNetworkSwitch());
      return 'selected';
    }
    const connection = connections.find(
      (item) => item.connectorId === activeConnectorIds[namespace] && item.caipNetworkId?.startsWith(`${namespace}:`),
    );
    const caipAddress = accounts[namespace]?.caipAddress;
    const current = connection?.caipNetworkId ?? (caipAddress === undefined ? undefined : caipAddressParts(caipAddress).caipNetworkId);
    if (current === network.caipNetworkId) {
      dispatch(networkChanged({ caipNetworkId: network.caipNetworkId }));
      dispatch(navigateAfterNetworkSwitch());
      return 'selected';
    }
    dispatch(viewPushed({ view: 'SwitchNetwork', data: { network } }));
    return 'switchNetwork';
  };
}
