import { readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const KERNEL_SRC = path.resolve(__dirname, '../../../shared-kernel/src');
/** What a host page must not download before the first click (issue 2: page-load budget). */
const LAZY_ONLY = [
  /^ui\/mountModal\.ts$/,
  /^ui\/modal\//,
  /^ui\/views\//,
  /^ui\/router\//,
  /^remote\/federation\.ts$/,
  // Session code (loadSession): wallet answers, EIP-55 checksums, watchers, network switching.
  /^connectors\/(session\/(sessionEntry|resumeConnection)|connect\/(connectConnector|watchConnector)|network\/switchNetwork)\.ts$/,
  // The connect button's balance loads once connected.
  /^ui\/(ConnectButtonBalance\.tsx|useConnectButtonBalance\.ts)$/,
  // RTK Query's code: fetched by `store.loadServicesApi()` at idle, or with the modal.
  /^store\/servicesApiModule\.ts$/,
  /^wallets\/walletQueries\.ts$/,
  // Sign-in with X: its chunk loads only with `siwx` / `siweConfig`; `FoyerSiwx` is the `@foyer/shell/siwx` subpath.
  /^siwx\//,
  /^connectors\/sign\//,
  // The view table (every view's owner and title) is the router's: the first chunk never needs it.
  /^remote\/featureForView\.ts$/,
  // `foyer.pay()` loads its code on call.
  /^pay\//,
  // Catalogues and their application load on demand (locale other than English, host overrides, `setLocale`);
  // only the connect buttons' subscription to the applied locale is in the first chunk.
  /^ui\/i18n\/(?!subscribeMessagesLocale\.ts$)/,
  /^ui\/messages\.ts$/,
];
const LAZY_PACKAGES = [
  'react-dom',
  'react-dom/client',
  '@tanstack/react-virtual',
  '@module-federation/runtime',
  // The kernel APIs' React hooks are attached by the modal (attachReactHooks).
  '@reduxjs/toolkit/query/react',
  // RTK Query itself (createApi, fetchBaseQuery): the services API loads after the page.
  '@reduxjs/toolkit/query',
  'react-redux',
];
/** Kernel functions that pull keccak (EIP-55) or base58 into a bundle, and the kernel's RTK Query API objects. */
const LAZY_KERNEL_NAMES = [
  'formatCaipAddress',
  'formatEvmCaipAddress',
  'parseCaipAddress',
  'checksumEvmAddress',
  'isChecksumValid',
  'isSolanaAddress',
  'isAddressForNamespace',
  'servicesApi',
  'catalogueApi',
  'chainApi',
  'useGetWalletsQuery',
  'attachReactHooks',
  'foyerBaseQuery',
  // The view table grows with every feature; the pay slice loads with pay (the package re-exports the pay
  // catalogue for integrators, which bundlers drop when unused).
  'VIEW_TABLE',
  'paySlice',
  // The kernel's i18n helpers serve the lazily loaded catalogues.
  'plural',
  'localizeMessages',
  'matchLocale',
  'englishKernelMessages',
];

/** Files and packages reached from `entry` through static imports (type-only imports and `import()` excluded). */
function staticGraph(entry: string, root = SRC) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const kernelNames = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gmu)) {
      const specifier = match[1]!;
      if (specifier === '@foyer/kernel') {
        const named = /\{([^}]*)\}/u.exec(match[0])?.[1] ?? '';
        for (const item of named.split(',').map((part) => part.trim())) if (item && !item.startsWith('type ')) kernelNames.add(item);
      }
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier)).replace(/\.js$/u, '');
      const target = [`${base}.ts`, `${base}.tsx`].find((candidate) => {
        try {
          readFileSync(path.join(root, candidate));
          return true;
        } catch {
          return false;
        }
      });
      if (target) visit(target);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages], kernelNames: [...kernelNames] };
}

describe.each(['index.ts', 'ui/ConnectButton.tsx', 'ui/foyerButtonElement.ts'])('the static import graph of %s', (entry) => {
  const graph = staticGraph(entry);

  test('reaches no modal, view or router code (it loads with import() on the first open)', () => {
    expect(graph.files.filter((file) => LAZY_ONLY.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  test('imports no react-dom, virtualizer, Module Federation runtime, react-redux or RTK Query hooks', () => {
    expect(graph.packages.filter((name) => LAZY_PACKAGES.includes(name))).toEqual([]);
  });

  test('reaches no session code, no kernel function that needs keccak or base58 and no kernel RTK Query API', () => {
    expect(graph.kernelNames.filter((name) => LAZY_KERNEL_NAMES.includes(name))).toEqual([]);
  });
});

test('control: the walker does follow static imports (the modal entry reaches the views and react-dom)', () => {
  const graph = staticGraph('ui/mountModal.ts');
  expect(graph.files).toEqual(expect.arrayContaining(['ui/modal/Modal.tsx', 'ui/views/Connect/Connect.tsx', 'ui/views/Account/Account.tsx']));
  expect(graph.packages).toEqual(expect.arrayContaining(['react-dom/client', '@reduxjs/toolkit/query/react']));
});

test('opening the modal does not load the AllWallets view or its virtualizer (fetched on first use)', () => {
  const modal = staticGraph('ui/mountModal.ts');
  // Only its CSS string (the modal injects all styles at once) and its loader.
  expect(modal.files.filter((file) => file.startsWith('ui/views/AllWallets/') && file.endsWith('.tsx'))).toEqual([]);
  expect(modal.packages).not.toContain('@tanstack/react-virtual');
  const allWallets = staticGraph('ui/views/AllWallets/AllWallets.tsx');
  expect(allWallets.packages).toContain('@tanstack/react-virtual');
});

test("opening the modal does not load the Account tabs' code (Tokens, NFTs: a chunk fetched when Account renders)", () => {
  const modal = staticGraph('ui/mountModal.ts');
  expect(modal.files).toContain('ui/views/Account/AccountTabsLoader.tsx');
  expect(modal.files.filter((file) => file.startsWith('ui/views/Account/tabs/') && !file.endsWith('Css.ts'))).toEqual([]);
  expect(staticGraph('ui/views/Account/tabs/accountTabsEntry.ts').files).toEqual(
    expect.arrayContaining(['ui/views/Account/tabs/TokensPanel.tsx', 'ui/views/Account/tabs/NftsPanel.tsx']),
  );
});

test('control: the @foyer/shell/siwx subpath reaches FoyerSiwx, and the SIWX chunk reaches the flow', () => {
  expect(staticGraph('siwx/index.ts').files).toContain('siwx/FoyerSiwx.ts');
  expect(staticGraph('siwx/startSiwx.ts').files).toEqual(expect.arrayContaining(['siwx/requestSignIn.ts', 'siwx/siweConfigToSiwx.ts']));
  // The main entry and the SIWX chunk never pull the services-backed implementation a host did not import.
  expect(staticGraph('siwx/startSiwx.ts').files).not.toContain('siwx/FoyerSiwx.ts');
});

test('control: the session entry reaches the checksum code', () => {
  const graph = staticGraph('connectors/session/sessionEntry.ts');
  expect(graph.files).toEqual(expect.arrayContaining(['connectors/session/resumeConnection.ts', 'connectors/connect/watchConnector.ts', 'connectors/network/switchNetwork.ts']));
  expect(graph.kernelNames).toContain('formatEvmCaipAddress');
});

test.each([
  // The store's root reducer leaves `servicesApi` to be injected.
  'store/createRootReducer.ts',
  // What the first chunk uses instead of the API: plain requests, name matchers, the injection check.
  'api/servicesRequest.ts',
  'api/isServicesQueryFulfilled.ts',
  'api/hasServicesApi.ts',
])('the kernel module %s reaches no RTK Query code', (entry) => {
  const graph = staticGraph(entry, KERNEL_SRC);
  expect(graph.packages.filter((name) => name.startsWith('@reduxjs/toolkit/query'))).toEqual([]);
  expect(graph.files.filter((file) => /^api\/(servicesApi|createFoyerApi|foyerBaseQuery|catalogueApi|chainApi)\.ts$/u.test(file))).toEqual([]);
});

test('control: the kernel walker reaches RTK Query from the catalogue endpoints', () => {
  const graph = staticGraph('api/catalogueApi.ts', KERNEL_SRC);
  expect(graph.files).toEqual(expect.arrayContaining(['api/servicesApi.ts', 'api/createFoyerApi.ts']));
  expect(graph.packages).toContain('@reduxjs/toolkit/query');
});
