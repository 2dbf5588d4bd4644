import { readFileSync } from 'node:fs';
import { FOYER_DEV_NATIVE_USD_PRICES, FOYER_DEV_TOKENS, isCaipNetworkId } from '@foyer/kernel';
import { z } from 'zod';
import { ConfigError } from '../../errors/ConfigError.js';
import { errorMessage } from '../../errors/errorMessage.js';
import { createPriceTable, type PriceEntries, type PriceTable } from './createPriceTable.js';

const PricesFile = z.record(z.string(), z.record(z.string().min(1), z.number().finite().nonnegative()));

/** The dev chains' prices from the kernel's tables: native currencies and every seeded token. */
export function devChainPrices(): PriceEntries {
  const entries: Record<string, Record<string, number>> = {};
  for (const [caipNetworkId, price] of Object.entries(FOYER_DEV_NATIVE_USD_PRICES)) entries[caipNetworkId] = { native: price };
  for (const token of FOYER_DEV_TOKENS) entries[token.caipNetworkId] = { ...entries[token.caipNetworkId], [token.address]: token.usdPrice };
  return entries;
}

/**
 * The services' price table: the dev chains' defaults (`devChainPrices`), overridden entry by entry by `file`
 * (option `pricesFile`, env `FOYER_PRICES_FILE`): JSON `{ "<CAIP-2 id>": { "native" | "<token address>": <USD> } }`.
 * Throws a one-line `ConfigError` on an unreadable or invalid file.
 *
 * @example
 * const prices = loadPriceTable(resolved.pricesFile);
 * prices.priceOf('eip155:31337', 'native'); // 3000 unless the file says otherwise
 */
export function loadPriceTable(file?: string): PriceTable {
  if (file === undefined) return createPriceTable(devChainPrices());
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Cannot read the prices file ${file}: ${errorMessage(error)}`, { cause: error });
  }
  const parsed = PricesFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid prices file ${file}: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unreadable'}`);
  }
  const badKey = Object.keys(parsed.data).find((key) => !isCaipNetworkId(key));
  if (badKey !== undefined) throw new ConfigError(`Invalid prices file ${file}: ${badKey}: expected a CAIP-2 network id such as eip155:31337`);
  return createPriceTable(devChainPrices(), parsed.data);
}
