// Entry of the session chunk, reached only through `loadSession` (import()): what a live wallet
// session needs and a page does not before one exists — EIP-55 checksums and CAIP address
// validation (keccak, base58), the wallet event watchers, network switching, disconnecting.
export { resumeConnection } from './resumeConnection.js';
export { switchNetwork } from '../network/switchNetwork.js';
export { disconnect } from '../disconnect/disconnect.js';
