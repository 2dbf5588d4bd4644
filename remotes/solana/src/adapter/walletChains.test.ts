import { foyerDevSolana, solana, solanaDevnet } from '@foyer/kernel';
import { solanaConnectorId } from '@foyer/kernel';
import { caipNetworkIdOfWalletChain, walletChainFor } from './walletChains';

test('behavior: Wallet Standard cluster names and CAIP-2 ids map to the configured networks', () => {
  expect(caipNetworkIdOfWalletChain('solana:mainnet')).toBe(solana.caipNetworkId);
  expect(caipNetworkIdOfWalletChain('solana:localnet')).toBe(foyerDevSolana.caipNetworkId);
  expect(caipNetworkIdOfWalletChain(solanaDevnet.caipNetworkId)).toBe(solanaDevnet.caipNetworkId);
  expect(caipNetworkIdOfWalletChain('solana:elsewhere')).toBeUndefined();
  expect(caipNetworkIdOfWalletChain('eip155:1')).toBeUndefined();
});

test('behavior: the chain given to a wallet is the form it lists, else the cluster name', () => {
  expect(walletChainFor(solanaDevnet, [solanaDevnet.caipNetworkId])).toBe(solanaDevnet.caipNetworkId);
  expect(walletChainFor(solanaDevnet, ['solana:mainnet'])).toBe('solana:devnet');
  expect(walletChainFor(foyerDevSolana, [])).toBe('solana:localnet');
});

test('behavior: connector ids are stable slugs of the wallet name', () => {
  expect(solanaConnectorId('Foyer Dev Wallet')).toBe('solana:foyer-dev-wallet');
  expect(solanaConnectorId('  Phantom!! ')).toBe('solana:phantom');
  expect(solanaConnectorId('***')).toBe('solana:wallet');
});
