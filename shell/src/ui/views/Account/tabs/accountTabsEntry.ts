// Entry of the Account tabs chunk, reached only through `loadAccountTabs` (import()): the Tokens and NFTs
// panels and the tablist, fetched when the Account view first renders.
export { AccountTabs } from './AccountTabs.js';
