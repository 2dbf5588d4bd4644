import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ADAPTER_REMOTE_IDS, REMOTE_IDS, viewsOwnedBy, type FeatureManifest, type FeatureSlotName, type RemoteId } from '@foyer/kernel';

const REMOTES_DIR = path.resolve(__dirname, '../remotes');
const SLOT_NAMES: readonly FeatureSlotName[] = ['ConnectEmail', 'ConnectSocials', 'AccountActions', 'AccountActivity'];

/** Every remote folder: the shell loads `foyer_<folder>/feature` for remote id `<folder>`. */
const remotes = readdirSync(REMOTES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** A React component: a function (or class), or a `lazy` / `memo` / `forwardRef` object. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

async function loadManifest(remote: string): Promise<FeatureManifest> {
  const module = (await import(path.join(REMOTES_DIR, remote, 'src', 'feature'))) as { default: FeatureManifest };
  return module.default;
}

test('contract: every remote id has a remote folder, and every folder is a remote id', () => {
  expect(remotes).toEqual([...REMOTE_IDS].sort());
});

describe.each(remotes)('remote %s', (remote) => {
  let manifest: FeatureManifest;
  beforeAll(async () => {
    manifest = await loadManifest(remote);
  });

  it('default-exports a manifest built by defineFeature, with its folder name as id', () => {
    expect(REMOTE_IDS).toContain(manifest.id);
    expect(manifest.id).toBe(remote);
    expect(Object.isFrozen(manifest)).toBe(true);
  });

  it('declares exactly the views the kernel view table gives it, each a component', () => {
    expect(Object.keys(manifest.views).sort()).toEqual([...viewsOwnedBy(manifest.id)].sort());
    for (const view of Object.values(manifest.views)) expect(isComponent(view)).toBe(true);
  });

  it('declares only known slots, each a component', () => {
    for (const [name, slot] of Object.entries(manifest.slots ?? {})) {
      expect(SLOT_NAMES).toContain(name);
      expect(isComponent(slot)).toBe(true);
    }
  });

  it('has a setup function if any (an adapter remote must: its setup returns the connector adapter)', () => {
    const isAdapter = (ADAPTER_REMOTE_IDS as readonly RemoteId[]).includes(manifest.id);
    if (isAdapter || manifest.setup !== undefined) expect(manifest.setup).toEqual(expect.any(Function));
  });
});
