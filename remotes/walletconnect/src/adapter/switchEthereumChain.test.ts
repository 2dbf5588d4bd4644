import { foyerDevChain, mainnet } from '@foyer/kernel';
import { createFakeWcProvider } from '../test-utils/fakeWcProvider';
import { switchEthereumChain } from './switchEthereumChain';

describe('switchEthereumChain', () => {
  it('asks the wallet to switch, on the chain the session already has', async () => {
    const { provider } = createFakeWcProvider();
    await switchEthereumChain(provider, mainnet, 'eip155:31337');
    expect(provider.request.mock.calls).toEqual([[{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }, 'eip155:31337']]);
  });

  it('adds a chain the wallet does not know (4902) with its RPC and explorer, then switches again', async () => {
    const { provider } = createFakeWcProvider();
    provider.request.mockRejectedValueOnce({ code: 4902, message: 'Unrecognized chain' });
    await switchEthereumChain(provider, mainnet, 'eip155:31337');
    expect(provider.request.mock.calls.map(([call]) => call.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(provider.request.mock.calls[1]).toEqual([
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x1',
            chainName: mainnet.name,
            nativeCurrency: mainnet.nativeCurrency,
            rpcUrls: [...mainnet.rpcUrls.default.http],
            blockExplorerUrls: mainnet.blockExplorers ? [mainnet.blockExplorers.default.url] : undefined,
          },
        ],
      },
      'eip155:31337',
    ]);
  });

  it('passes any other refusal on without adding the chain', async () => {
    const { provider } = createFakeWcProvider();
    provider.request.mockRejectedValueOnce({ code: 4001, message: 'User rejected' });
    await expect(switchEthereumChain(provider, foyerDevChain, 'eip155:1')).rejects.toMatchObject({ code: 4001 });
    expect(provider.request).toHaveBeenCalledTimes(1);
  });
});
