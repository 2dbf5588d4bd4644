// Entry of the session views chunk, reached only through `loadSessionView` (import()): the views
// a page needs once a wallet is connected and the user manages networks or wallets.
export { Networks } from './Networks/Networks.js';
export { SwitchNetwork } from './SwitchNetwork/SwitchNetwork.js';
export { SwitchActiveChain } from './SwitchActiveChain/SwitchActiveChain.js';
export { UnsupportedChain } from './UnsupportedChain/UnsupportedChain.js';
export { ProfileWallets } from './ProfileWallets/ProfileWallets.js';
export { SIWXSignMessage } from './SIWXSignMessage/SIWXSignMessage.js';
