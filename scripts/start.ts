/**
 * `npm start`: builds what is missing or stale, then runs the dev chain, the services (in development
 * mode, see scripts/stack.ts) and the demo on 127.0.0.1 until Ctrl-C (SIGINT) or SIGTERM, which stop
 * every child process.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, selectApps } from '../rspack.config.js';
import { buildApps } from './buildApps.js';
import { formatBytes } from './formatBytes.js';
import { staleApps } from './staleApps.js';
import type { Stack } from './stack.js';

const write = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** `tsc -b`: incremental, so nearly free when the packages are up to date. */
function typescriptBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const child = spawn(process.execPath, [tsc, '-b'], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`tsc -b failed (${signal ?? `exit code ${code}`}); fix the errors above`));
    });
  });
}

/** The rspack build of every app whose output is missing or older than its sources. */
async function buildStaleApps(): Promise<void> {
  const started = performance.now();
  const stale = await staleApps(selectApps([]));
  if (stale.length > 0) {
    write(`Building ${stale.map((app) => app.name).join(', ')}…`);
    const { results } = await buildApps(stale, { mode: 'production' });
    const demo = results.find((result) => result.app.name === 'demo');
    if (demo) write(`Demo page JS: ${formatBytes(demo.sizes.initial.gzip)} gzip`);
    write(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else {
    write('Apps up to date');
  }
}

function stopOnSignals(stack: Stack): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      process.exit(130);
    }
    stopping = true;
    write(`\n${signal}: stopping…`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Error while stopping: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

async function main(): Promise<void> {
  // The packages first: the stack runs the services' compiled code (and a fresh clone has none).
  await typescriptBuild();
  const { assertPortsFree } = await import('./assertPortsFree.js');
  const { resolveStackPorts, stackPortNames, startStack } = await import('./stack.js');
  // Before the app build: a taken port should not cost a build to find out.
  await assertPortsFree(process.env.FOYER_HOST?.trim() || '127.0.0.1', stackPortNames(resolveStackPorts()));
  await buildStaleApps();
  const stack = await startStack({ log: write });
  stopOnSignals(stack);
  write('');
  write(`Foyer demo: ${stack.urls.demo}`);
  write(`Services API: ${stack.urls.api}   Dev chain: ${stack.urls.anvil}   Solana: ${stack.urls.solana}`);
  write(`Secure site: ${stack.urls.secure}   WalletConnect relay: ${stack.urls.relay}`);
  write(`Dev mailbox: ${stack.urls.secure}/dev/mailbox?to=<email>   Dev web wallet: ${stack.urls.api}/wallet/`);
  write('Development mode (FOYER_DEV): LOCAL identity provider, dev mailbox and dev keys are on; loopback only.');
  write('Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
