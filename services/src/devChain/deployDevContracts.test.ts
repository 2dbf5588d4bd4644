import { createPublicClient, createTestClient, http } from 'viem';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { startAnvil, type RunningAnvil } from '../anvil/startAnvil.js';
import { idRegistryArtifact } from './contracts/idRegistryArtifact.js';
import { deployDevContracts } from './deployDevContracts.js';
import { CREATE2_DEPLOYER, DEV_ID_REGISTRY_ADDRESS } from './devIdRegistryAddress.js';
import { registerDevFid } from './registerDevFid.js';

let anvil: RunningAnvil;

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 });
}, 30_000);

afterAll(async () => {
  await anvil?.stop();
});

describe('deployDevContracts', () => {
  test('deploys the IdRegistry at its CREATE2 address once; a second call finds it and deploys nothing', async () => {
    const client = createPublicClient({ transport: http(anvil.url) });
    expect(await client.getCode({ address: DEV_ID_REGISTRY_ADDRESS })).toBeUndefined();
    expect(await deployDevContracts({ rpcUrl: anvil.url })).toEqual({ idRegistryAddress: DEV_ID_REGISTRY_ADDRESS, deployed: true });
    expect(await client.getCode({ address: DEV_ID_REGISTRY_ADDRESS })).toBe(idRegistryArtifact.deployedBytecode);
    // No transaction the second time.
    const blockBefore = await client.getBlockNumber();
    expect(await deployDevContracts({ rpcUrl: anvil.url })).toEqual({ idRegistryAddress: DEV_ID_REGISTRY_ADDRESS, deployed: false });
    expect(await client.getBlockNumber()).toBe(blockBefore);
  });

  test('registerDevFid hands out fids in order and custodyOf / idOf read them back', async () => {
    const client = createPublicClient({ transport: http(anvil.url) });
    const alice = privateKeyToAccount(generatePrivateKey()).address;
    const bob = privateKeyToAccount(generatePrivateKey()).address;
    const aliceFid = await registerDevFid({ rpcUrl: anvil.url, custody: alice });
    const bobFid = await registerDevFid({ rpcUrl: anvil.url, custody: bob });
    expect(bobFid).toBe(aliceFid + 1n);
    const read = { address: DEV_ID_REGISTRY_ADDRESS, abi: idRegistryArtifact.abi } as const;
    expect(await client.readContract({ ...read, functionName: 'custodyOf', args: [aliceFid] })).toBe(alice);
    expect(await client.readContract({ ...read, functionName: 'idOf', args: [bob] })).toBe(bobFid);
    // One fid per custody address.
    await expect(registerDevFid({ rpcUrl: anvil.url, custody: alice })).rejects.toThrow();
  });

  test('a chain without the CREATE2 proxy gets it installed and the same address', async () => {
    const other = await startAnvil({ port: 0 });
    try {
      await createTestClient({ mode: 'anvil', transport: http(other.url) }).setCode({ address: CREATE2_DEPLOYER, bytecode: '0x' });
      expect(await deployDevContracts({ rpcUrl: other.url })).toEqual({ idRegistryAddress: DEV_ID_REGISTRY_ADDRESS, deployed: true });
    } finally {
      await other.stop();
    }
  });
});
