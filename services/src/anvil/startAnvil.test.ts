import { writeFileSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PortInUseError } from '../errors/PortInUseError.js';
import { resolveAnvilBinary } from './resolveAnvilBinary.js';
import { rpcResult as rpc } from '../test-utils/rpcResult.js';
import { startAnvil, type RunningAnvil } from './startAnvil.js';

describe('startAnvil', () => {
  let anvil: RunningAnvil | undefined;
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'foyer-anvil-'));
  });

  afterEach(async () => {
    await anvil?.stop();
    anvil = undefined;
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the npm binary on 127.0.0.1 with chain id 31337 and the funded dev accounts', async () => {
    anvil = await startAnvil({ port: 0 });
    expect(anvil.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(anvil.chainId).toBe(31337);
    expect(await rpc(anvil.url, 'eth_chainId')).toBe('0x7a69');
    const accounts = (await rpc(anvil.url, 'eth_accounts')) as string[];
    expect(accounts).toHaveLength(10);
    expect(accounts[0]?.toLowerCase()).toBe('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
    expect(await rpc(anvil.url, 'eth_getBalance', [accounts[0], 'latest'])).toBe(`0x${(10n ** 22n).toString(16)}`);
  });

  it('stops the node', async () => {
    anvil = await startAnvil({ port: 0 });
    const { url } = anvil;
    await anvil.stop();
    await expect(fetch(url)).rejects.toThrow();
    await anvil.stop();
  });

  it('rejects a taken port with "Port N is already in use (anvil)"', async () => {
    anvil = await startAnvil({ port: 0 });
    const port = Number(new URL(anvil.url).port);
    const error = await startAnvil({ port }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortInUseError);
    expect((error as Error).message).toBe(`Port ${port} is already in use (anvil)`);
  });

  it.each(['0.0.0.0', '::', '192.0.2.1'])('refuses to bind beyond loopback (%s): its accounts are public and anvil_* impersonates', async (host) => {
    await expect(startAnvil({ host, port: 0 })).rejects.toThrow(`anvil binds to a loopback host only (127.0.0.1, ::1, localhost), not '${host}'`);
  });

  it('honours another chain id', async () => {
    anvil = await startAnvil({ port: 0, chainId: 1337 });
    expect(await rpc(anvil.url, 'eth_chainId')).toBe('0x539');
  });

  it('keeps the chain in stateFile across restarts', async () => {
    const stateFile = path.join(dir, 'state.json');
    anvil = await startAnvil({ port: 0, stateFile });
    await rpc(anvil.url, 'anvil_mine', ['0x5']);
    await anvil.stop();
    anvil = await startAnvil({ port: 0, stateFile });
    expect(Number(await rpc(anvil.url, 'eth_blockNumber'))).toBeGreaterThanOrEqual(5);
  });

  it('fails clearly when the executable exits early or never answers', async () => {
    const exits = path.join(dir, 'exits.sh');
    writeFileSync(exits, '#!/bin/sh\necho "boom: bad flag" >&2\nexit 2\n');
    chmodSync(exits, 0o755);
    await expect(startAnvil({ port: 0, binary: exits })).rejects.toThrow('anvil exited before it was ready: boom: bad flag');

    const silent = path.join(dir, 'silent.sh');
    writeFileSync(silent, '#!/bin/sh\nexec sleep 30\n');
    chmodSync(silent, 0o755);
    await expect(startAnvil({ port: 0, binary: silent, readyTimeoutMs: 300 })).rejects.toThrow(
      /^anvil did not answer eth_chainId on 127\.0\.0\.1:0 within 300 ms$/,
    );

    await expect(startAnvil({ port: 0, binary: path.join(dir, 'missing') })).rejects.toThrow(/^Cannot run anvil .*ENOENT/);
  });

  it('finds the platform binary of @foundry-rs/anvil and explains unsupported platforms', () => {
    expect(resolveAnvilBinary()).toMatch(/@foundry-rs\/anvil-[a-z0-9-]+\/bin\/anvil(\.exe)?$/);
    expect(() => resolveAnvilBinary('aix', 'ppc64')).toThrow('anvil from npm has no binary for aix-ppc64');
  });
});
