import type { AutocannonRequest } from 'autocannon';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC } from '../../../services/src/anvil/startAnvil.js';
import { SEED_PROJECTS } from '../../../services/src/db/seedProjects.js';
import { findSaturation, saturationReasons, type Saturation } from './findSaturation.js';
import type { RateStep } from './RateStep.js';
import { runRateStep } from './runRateStep.js';
import { loopbackAddresses, spreadSourceAddresses } from './spreadSourceAddresses.js';

const DEV_CHAIN = 'eip155:31337';
/** Dev accounts whose balances are read (seeded with tokens by `seedDevChain`). */
const ACCOUNTS = 10;
/**
 * Loopback addresses the HTTP load comes from. The RPC proxy allows 50 request units per second
 * per address (burst 500), so one address could not send 500 req/s; 64 addresses allow 3,200.
 */
const SOURCE_ADDRESSES = 64;

export type ServicesLoadPlan = {
  /** The steady run: rate (req/s) and length (s); it is also the ramp's first step. */
  sustained: { rate: number; durationS: number };
  /** Ramp rates above the steady one, each for `stepS` seconds, until one saturates. */
  rampUp: readonly number[];
  /** Ramp rates below it, descending, when the steady run itself saturated (run until one holds). */
  rampDown: readonly number[];
  stepS: number;
  warmUp: { rate: number; durationS: number };
};

export type ServicesTargetResult = {
  name: string;
  what: string;
  sustained: RateStep;
  ramp: RateStep[];
  saturation: Saturation;
};

type LoadTarget = { name: string; what: string; requests: AutocannonRequest[] };

/** The endpoints under load, each cycling through the seeded projects (and accounts) as many dapps would. */
export function servicesTargets(): LoadTarget[] {
  const projects = SEED_PROJECTS.map((project) => project.id);
  const accounts = Array.from({ length: ACCOUNTS }, (_, addressIndex) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex }).address);
  const rpc = (projectId: string, body: unknown): AutocannonRequest => ({
    method: 'POST',
    path: `/v1?chainId=${DEV_CHAIN}&projectId=${projectId}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return [
    {
      name: 'catalogue getWallets',
      what: '`GET /getWallets` pages 1–2 and a search',
      requests: projects.flatMap((projectId) => [
        { path: `/getWallets?projectId=${projectId}&page=1` },
        { path: `/getWallets?projectId=${projectId}&page=2` },
        { path: `/getWallets?projectId=${projectId}&page=1&search=wallet` },
      ]),
    },
    {
      name: 'balance',
      what: `\`GET /v1/account/:address/balance\`, ${ACCOUNTS} seeded dev accounts (native + tokens, chain head read per request)`,
      requests: accounts.flatMap((address, index) => {
        const projectId = projects[index % projects.length] ?? 'foyer-demo';
        return [{ path: `/v1/account/${address}/balance?projectId=${projectId}&chainId=${DEV_CHAIN}&currency=usd` }];
      }),
    },
    {
      name: 'RPC proxy',
      what: '`POST /v1` `eth_blockNumber` and `eth_getBalance` alternately, forwarded to anvil',
      requests: projects.flatMap((projectId, index) => [
        rpc(projectId, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }),
        rpc(projectId, { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [accounts[index % accounts.length], 'latest'] }),
      ]),
    },
  ];
}

/**
 * Each target: a warm-up, the steady run, then a ramp (up until a step saturates if the steady run
 * held, else down until one holds). Connections come from `SOURCE_ADDRESSES` loopback addresses.
 */
export async function runServicesLoad(apiUrl: string, plan: ServicesLoadPlan, log: (line: string) => void): Promise<ServicesTargetResult[]> {
  const restore = spreadSourceAddresses(Number(new URL(apiUrl).port), loopbackAddresses(SOURCE_ADDRESSES));
  const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1_000));
  try {
    const results: ServicesTargetResult[] = [];
    for (const target of servicesTargets()) {
      const step = (rate: number, durationS: number): Promise<RateStep> => runRateStep({ url: apiUrl, requests: target.requests, rate, durationS });
      log(`${target.name}: warm-up ${plan.warmUp.rate} req/s for ${plan.warmUp.durationS} s`);
      await step(plan.warmUp.rate, plan.warmUp.durationS);
      await pause();
      log(`${target.name}: ${plan.sustained.rate} req/s for ${plan.sustained.durationS} s`);
      const sustained = await step(plan.sustained.rate, plan.sustained.durationS);
      log(`${target.name}: ${describe(sustained)}`);
      const held = saturationReasons(sustained).length === 0;
      const ramp: RateStep[] = [];
      for (const rate of held ? plan.rampUp : plan.rampDown) {
        await pause();
        const result = await step(rate, plan.stepS);
        log(`${target.name} ramp: ${describe(result)}`);
        ramp.push(result);
        // Up: until a step saturates; down: until one holds.
        if ((saturationReasons(result).length > 0) === held) break;
      }
      const saturation = findSaturation([sustained, ...ramp].sort((a, b) => a.targetRate - b.targetRate));
      results.push({ name: target.name, what: target.what, sustained, ramp, saturation });
      await pause();
    }
    return results;
  } finally {
    restore();
  }
}

function describe(step: RateStep): string {
  const { p50, p99 } = step.latency;
  const reasons = saturationReasons(step);
  return `${step.targetRate} req/s → ${(step.ok / step.durationS).toFixed(0)} answered/s, p50 ${p50?.toFixed(1) ?? '–'} ms, p99 ${p99?.toFixed(1) ?? '–'} ms${reasons.length > 0 ? ` — saturated: ${reasons.join('; ')}` : ''}`;
}
