import { startStaticServer } from '@foyer/services';
import {
  FOOTPRINT_GOAL,
  footprintTable,
  formatFootprint,
  missingExportTargets,
  prepareFreshApp,
  toMebibytes,
  type FreshApp,
} from '../../scripts/packInstall.js';
import { catalogueWallets } from '../support/catalogue.js';
import { expect, test } from '../support/fixtures.js';

// Issue 14 point 7: the published @foyer/shell (scripts/pack/packShell.ts: shell, kernel and the libraries they
// run on as one ES module per source module, declarations bundled), `npm pack`ed and installed from the registry
// into a React app outside the workspace (scripts/packInstall.ts), built with rspack and type-checked (library
// declarations included), served on loopback against the stack. `npm run e2e` has just run `tsc -b`: the spec
// packs that build. The app is built once per tarball ($TMPDIR/foyer-fresh-app/app-<hash>) and reused while it
// does not change.
let app: FreshApp;
let server: { url: string; close(): Promise<void> } | undefined;

test.describe('A fresh React app installing the packed shell', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    app = await prepareFreshApp({ build: false });
    server = await startStaticServer({ root: app.dist, port: 0, name: 'fresh app' });
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('the tarball holds every exported subpath, a licence per vendored library and nothing test-only', async () => {
    expect(app.tarballs.map((tarball) => tarball.name)).toEqual(['@foyer/shell']);
    for (const tarball of app.tarballs) {
      // Redux Toolkit and react-redux ship inside: the app installs neither.
      expect(tarball.vendored.map((entry) => entry.name)).toEqual(expect.arrayContaining(['@reduxjs/toolkit', 'react-redux', 'immer']));
      for (const entry of tarball.vendored) expect(tarball.files, `${entry.name}: licence`).toContain(`${entry.dir}/LICENSE`);
      const unlisted = tarball.files.filter((file) => file.startsWith('dist/vendor/') && !tarball.vendored.some((entry) => file.startsWith(`${entry.dir}/`)));
      expect(unlisted, 'vendored files of no listed package (no licence copied)').toEqual([]);
      expect(tarball.files).toContain('THIRD_PARTY_LICENSES.md');
      expect(await missingExportTargets(tarball), `${tarball.name}: exports without their file`).toEqual([]);
      expect(tarball.files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/index.d.ts']));
      const testOnly = tarball.files.filter((file) => /(^|\/)(test|test-utils)\/|\.test\.|\.tsbuildinfo$|\.map$/.test(file));
      expect(testOnly, `${tarball.name}: test-only or build files`).toEqual([]);
      const unexpected = tarball.files.filter((file) => !file.startsWith('dist/') && !['LICENSE', 'README.md', 'package.json', 'THIRD_PARTY_LICENSES.md'].includes(file));
      expect(unexpected, `${tarball.name}: files outside dist`).toEqual([]);
    }
  });

  test('opens the modal with the catalogue wallets against the running services, no console error', async ({ page, stack, requestLog }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    if (!server) throw new Error('the fresh app is not served');
    const url = new URL(server.url);
    url.searchParams.set('apiUrl', stack.api);
    url.searchParams.set('relayUrl', stack.relay);
    url.searchParams.set('secureSiteUrl', stack.secure);
    await page.goto(url.href);

    const button = page.getByTestId('connect-button');
    await expect(button).toHaveText(/connect wallet/i);
    await button.click();
    await expect(page.getByTestId('foyer-modal')).toBeVisible();
    await expect(page.getByTestId('view-Connect')).toBeVisible();
    // The fresh app announces no EIP-6963 dev wallet (the demo page does): the catalogue lists the wallets.
    const first = catalogueWallets[0];
    if (!first) throw new Error('empty catalogue');
    await expect(page.getByTestId(`wallet-${first.id}`)).toContainText(first.name);
    // The email remote's slot reads the shell's store with react-redux's useSelector: it runs on the react-redux
    // and kernel the package vendors, handed over as Module Federation singletons (a copy of its own would find
    // no store in context and throw).
    await expect(page.getByTestId('connect-email').getByTestId('email-input')).toBeVisible();

    // The page's own code came from the app's build; the remotes from the services, as the project config says.
    const scripts = requestLog.urls().filter((requested) => requested.endsWith('.js'));
    expect(scripts.some((requested) => requested.startsWith(server?.url ?? '-'))).toBe(true);
    const remoteEntries = scripts.filter((requested) => requested.includes('remoteEntry'));
    expect(remoteEntries.length, 'remote entries loaded').toBeGreaterThan(0);
    for (const entry of remoteEntries) expect(entry.startsWith(stack.api)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('foyer-modal')).toBeHidden();
    expect(consoleErrors, 'console errors').toEqual([]);
  });

  test('records what the package adds to the app', async () => {
    const { footprint, timings } = app;
    const annotate = (type: string, description: string) => test.info().annotations.push({ type, description });
    annotate('footprint', `${formatFootprint(footprint)} added by @foyer/shell, React excluded (goal ≤ ${FOOTPRINT_GOAL.packages} packages, ≤ ${FOOTPRINT_GOAL.mebibytes} MiB)`);
    annotate('largest', footprintTable(footprint).slice(0, 5).join('; '));
    annotate('first load', `${(app.initialScriptGzipBytes / 1000).toFixed(1)} kB gzip of scripts in the page's HTML, React included`);
    annotate(
      'time',
      timings
        ? `install ${(timings.installMs / 1000).toFixed(1)} s, build ${(timings.buildMs / 1000).toFixed(1)} s, typecheck ${(timings.typecheckMs / 1000).toFixed(1)} s`
        : 'the app built earlier from the same tarballs was reused',
    );
    for (const annotation of test.info().annotations) process.stdout.write(`fresh app ${annotation.type}: ${annotation.description}\n`);

    const names = footprint.packages.map((entry) => entry.name);
    expect(names).toContain('@foyer/shell');
    for (const excluded of ['react', 'react-dom', 'scheduler', '@reduxjs/toolkit', 'react-redux', '@foyer/kernel']) expect(names).not.toContain(excluded);
    expect(footprint.packages.length).toBeLessThanOrEqual(FOOTPRINT_GOAL.packages);
    expect(toMebibytes(footprint.bytes)).toBeLessThanOrEqual(FOOTPRINT_GOAL.mebibytes);
  });
});
