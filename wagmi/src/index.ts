// @foyer/wagmi public entry. The only file with re-exports (see style.md).
export { foyer, type FoyerConnector, type FoyerConnectorProperties, type FoyerParameters } from './foyer.js';
export { toFoyerNetwork } from './toFoyerNetwork.js';
