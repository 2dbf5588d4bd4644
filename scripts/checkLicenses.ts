/**
 * `npm run licenses`: fails when a package of the lockfile has a licence outside the
 * open-source allow-list, or breaks an exact version pin (WalletConnect, WalletKit).
 */
import path from 'node:path';
import { ALLOWED_LICENSES, isAllowedLicense } from './licenses/isAllowedLicense.js';
import { pinnedVersionViolation } from './licenses/pinnedVersionViolation.js';
import { readInstalledPackages } from './licenses/readInstalledPackages.js';

const root = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const packages = await readInstalledPackages(root);
  const problems: string[] = [];
  for (const pkg of packages) {
    const id = `${pkg.name}@${pkg.version} (${pkg.location})`;
    if (pkg.license === undefined) problems.push(`${id}: no licence declared`);
    else if (!isAllowedLicense(pkg.license)) problems.push(`${id}: licence "${pkg.license}" is not on the allow-list`);
    const pinViolation = pinnedVersionViolation(pkg.name, pkg.version);
    if (pinViolation !== undefined) problems.push(`${id}: ${pinViolation}`);
  }
  if (problems.length > 0) {
    process.stderr.write(
      `Licence check failed for ${problems.length} package(s):\n${problems.map((line) => `  - ${line}`).join('\n')}\n` +
        `Allowed: ${[...ALLOWED_LICENSES].join(', ')} (and SPDX expressions offering one of them).\n`,
    );
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`Licences OK: ${packages.length} packages, all open source.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Licence check could not run: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
