import {
  CONVERT_ERROR_MESSAGES,
  CONVERT_PATHS,
  NATIVE_TOKEN_PSEUDO_ADDRESS,
  SWAP_DEADLINE_SECONDS,
  SWAP_MAX_SLIPPAGE_PERCENT,
  SWAP_SLIPPAGE_PERCENT,
  isSwapNetwork,
  type AllowanceResponse,
  type BuildApproveQuery,
  type BuildTransactionRequest,
  type ConvertQuoteQuery,
  type ConvertQuotesResponse,
  type ConvertToken,
  type ConvertTokensResponse,
  type ConvertTransactionResponse,
  type GasPriceResponse,
} from '@foyer/kernel';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeFunctionResult, encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem';
import type { SdkQuery } from '../api/querySchemas.js';
import { projectLookupOf } from '../api/createProjectLookup.js';
import { requireProject } from '../api/requireProject.js';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import type { PriceTable } from '../chain/prices/createPriceTable.js';
import { requestOrigin } from '../chain/requestOrigin.js';
import { requireChain } from '../chain/requireChain.js';
import { rpcRequest } from '../chain/rpcRequest.js';
import { tokenImagePath } from '../chain/tokenImages/tokenImagePath.js';
import type { ProjectRepository } from '../db/ProjectRepository.js';
import { foyerAmmRouterArtifact } from '../devChain/contracts/foyerAmmRouterArtifact.js';
import { ServiceError } from '../errors/ServiceError.js';
import { convertError } from './convertError.js';
import {
  allowanceSchema,
  buildApproveSchema,
  buildTransactionSchema,
  gasPriceSchema,
  quotesSchema,
  tokensSchema,
} from './convertSchemas.js';
import { estimateTransactionGas, type UnsignedCall } from './estimateTransactionGas.js';
import { candidateRoutes, findAmmMarket } from './findAmmMarket.js';
import { parseSwapAmount, parseSwapRequest, parseSwapToken, parseSwapUser, requireSwapNetwork } from './parseSwapRequest.js';
import { quoteSwap } from './quoteSwap.js';

export type ConvertRoutesDeps = {
  projects: ProjectRepository;
  chains: ChainRegistry;
  prices: PriceTable;
  /** Epoch milliseconds, for quote times and deadlines (tests pass their own clock). */
  now?: () => number;
};

const MAX_UINT256 = (1n << 256n) - 1n;
/** An `approve` when the node cannot estimate it. */
const APPROVE_GAS = 60_000n;
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

type ChainQuery = SdkQuery & { chainId: string };
type AllowanceQuery = SdkQuery & { tokenAddress: string; userAddress: string };

function percentToBps(slippage: number | undefined): bigint {
  const percent = slippage ?? SWAP_SLIPPAGE_PERCENT;
  if (!(percent > 0 && percent <= SWAP_MAX_SLIPPAGE_PERCENT)) {
    throw convertError('CONVERT_INVALID_SLIPPAGE', `eip155.slippage must be above 0 and at most ${SWAP_MAX_SLIPPAGE_PERCENT} (percent), got ${percent}`);
  }
  return BigInt(Math.round(percent * 100));
}

function quantity(chainId: string, what: string, result: unknown): bigint {
  if (typeof result !== 'string' || !HEX_QUANTITY.test(result)) throw new ServiceError(502, 'NODE_ERROR', `The node of ${chainId} answered ${what} with ${JSON.stringify(result)}`);
  return BigInt(result);
}

/**
 * The convert (swaps) service of spec §7 over the dev chain's constant-product AMM (`FOYER_DEV_AMM`), in the shapes of
 * the kernel's `convertContract`: tokens, quotes from the live reserves, allowance, gas price, build-approve and
 * build-transaction (minimum out from the slippage, deadline). Networks off spec §9's swap list answer
 * 'Network not supported for Swaps' / 'Network not supported for Gas Price'; swap networks without our AMM have no tokens.
 */
export function registerConvertRoutes(app: FastifyInstance, deps: ConvertRoutesDeps): void {
  const preValidation = requireProject(deps.projects);
  const now = deps.now ?? Date.now;

  app.get<{ Querystring: ChainQuery }>(CONVERT_PATHS.tokens, { schema: tokensSchema, preValidation }, async (request, reply): Promise<ConvertTokensResponse> => {
    const caipNetworkId = requireSwapNetwork(request.query.chainId);
    const market = findAmmMarket(caipNetworkId);
    void reply.header('cache-control', 'no-store');
    if (market === undefined) return { tokens: [] };
    const origin = requestOrigin(request);
    const native = deps.chains.get(caipNetworkId)?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 };
    const image = (symbol: string, token?: string): string => `${origin}${tokenImagePath(caipNetworkId, { symbol, ...(token === undefined ? {} : { token }) }) ?? ''}`;
    const tokens: ConvertToken[] = [
      {
        name: native.name,
        symbol: native.symbol,
        address: `${caipNetworkId}:${NATIVE_TOKEN_PSEUDO_ADDRESS}`,
        decimals: native.decimals,
        logoUri: image(native.symbol),
        price: deps.prices.priceOf(caipNetworkId, 'native'),
        eip2612: false,
      },
      ...market.tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `${caipNetworkId}:${getAddress(token.address)}`,
        decimals: token.decimals,
        logoUri: image(token.symbol, token.address),
        price: deps.prices.priceOf(caipNetworkId, token.address),
        eip2612: false,
      })),
    ];
    return { tokens };
  });

  app.get<{ Querystring: SdkQuery & ConvertQuoteQuery }>(CONVERT_PATHS.quotes, { schema: quotesSchema, preValidation }, async (request, reply): Promise<ConvertQuotesResponse> => {
    const swap = parseSwapRequest(request.query);
    const amount = parseSwapAmount(request.query.amount);
    const chain = requireChain(deps.chains, swap.caipNetworkId);
    const gasPrice = request.query.gasPrice === undefined ? undefined : BigInt(request.query.gasPrice);
    const { quote } = await quoteSwap(chain, swap, amount, { slippageBps: percentToBps(undefined), gasPrice, now: now() });
    void reply.header('cache-control', 'no-store');
    return { quotes: [quote] };
  });

  app.get<{ Querystring: AllowanceQuery }>(CONVERT_PATHS.allowance, { schema: allowanceSchema, preValidation }, async (request, reply): Promise<AllowanceResponse> => {
    const { market, token } = parseSwapToken(request.query.tokenAddress, 'tokenAddress');
    const owner = parseSwapUser(request.query.userAddress, market.caipNetworkId);
    void reply.header('cache-control', 'no-store');
    // The native currency is sent along with the swap: nothing to approve, never short.
    if (token.native) return { allowance: MAX_UINT256.toString() };
    const chain = requireChain(deps.chains, market.caipNetworkId);
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner, market.router] });
    const result = await rpcRequest({ chainId: chain.chainId, url: chain.rpcUrl }, 'eth_call', [{ to: token.poolToken, data }, 'latest']);
    if (result === '0x') throw convertError('CONVERT_UNKNOWN_TOKEN', `${token.caipAddress} is not deployed on ${chain.chainId}: seed the dev chain`);
    return { allowance: decodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', data: result as Hex }).toString() };
  });

  app.get<{ Querystring: ChainQuery }>(CONVERT_PATHS.gasPrice, { schema: gasPriceSchema, preValidation }, async (request, reply): Promise<GasPriceResponse> => {
    const { chainId } = request.query;
    if (!isSwapNetwork(chainId)) throw convertError('GAS_PRICE_NETWORK_NOT_SUPPORTED', CONVERT_ERROR_MESSAGES.gasPriceNetworkNotSupported);
    const chain = requireChain(deps.chains, chainId);
    const standard = quantity(chainId, 'eth_gasPrice', await rpcRequest({ chainId, url: chain.rpcUrl }, 'eth_gasPrice', []));
    void reply.header('cache-control', 'no-store');
    return { standard: standard.toString(), fast: ((standard * 12n) / 10n).toString(), instant: ((standard * 15n) / 10n).toString() };
  });

  app.get<{ Querystring: SdkQuery & BuildApproveQuery }>(
    CONVERT_PATHS.buildApprove,
    { schema: buildApproveSchema, preValidation },
    async (request, reply): Promise<ConvertTransactionResponse> => {
      const swap = parseSwapRequest(request.query);
      if (swap.from.native) throw convertError('CONVERT_NATIVE_NEEDS_NO_APPROVAL', `${swap.from.caipAddress} is the native currency: it is sent with the swap, no approval`);
      // Exactly the swap's amount (N18): an unlimited allowance outlives the swap and the router's honesty.
      if (request.query.amount === undefined) throw convertError('CONVERT_INVALID_AMOUNT', 'amount is required: the base units to approve for this swap');
      const amount = parseSwapAmount(request.query.amount);
      if (candidateRoutes(swap.market, swap.from.poolToken, swap.to.poolToken).length === 0) {
        throw convertError('CONVERT_NO_POOL', `No pool route from ${swap.from.caipAddress} to ${swap.to.caipAddress}`);
      }
      const chain = requireChain(deps.chains, swap.caipNetworkId);
      const call: UnsignedCall = {
        from: swap.user,
        to: swap.from.poolToken,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [swap.market.router, amount] }),
        value: 0n,
      };
      const [gas, gasPrice] = await Promise.all([
        estimateTransactionGas(chain, call, APPROVE_GAS),
        rpcRequest({ chainId: chain.chainId, url: chain.rpcUrl }, 'eth_gasPrice', []).then((result) => quantity(chain.chainId, 'eth_gasPrice', result)),
      ]);
      void reply.header('cache-control', 'no-store');
      return { tx: { from: call.from, to: call.to, data: call.data, value: '0', eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() } } };
    },
  );

  app.post<{ Body: BuildTransactionRequest; Querystring: SdkQuery }>(
    CONVERT_PATHS.buildTransaction,
    { schema: buildTransactionSchema, preValidation: [requireProject(deps.projects, { optional: true }), bodyProject(deps.projects)], bodyLimit: 16 * 1024 },
    async (request, reply): Promise<ConvertTransactionResponse> => {
      const body = request.body;
      const swap = parseSwapRequest(body);
      const amount = parseSwapAmount(body.amount);
      const slippageBps = percentToBps(body.eip155?.slippage);
      const chain = requireChain(deps.chains, swap.caipNetworkId);
      const quotedAt = now();
      const quoted = await quoteSwap(chain, swap, amount, { slippageBps, now: quotedAt });
      const deadline = Math.floor(quotedAt / 1000) + SWAP_DEADLINE_SECONDS;
      const common = { abi: foyerAmmRouterArtifact.abi } as const;
      const [minimumOut, route, to, due] = [quoted.minimumOut, quoted.route, swap.user, BigInt(deadline)];
      const data = swap.from.native
        ? encodeFunctionData({ ...common, functionName: 'swapExactETHForTokens', args: [minimumOut, route, to, due] })
        : swap.to.native
          ? encodeFunctionData({ ...common, functionName: 'swapExactTokensForETH', args: [amount, minimumOut, route, to, due] })
          : encodeFunctionData({ ...common, functionName: 'swapExactTokensForTokens', args: [amount, minimumOut, route, to, due] });
      const call: UnsignedCall = { from: swap.user, to: swap.market.router, data, value: swap.from.native ? amount : 0n };
      // Without an estimate (asked, or the call reverts now: allowance short) the limit is the quote's with headroom.
      const fallback = (BigInt(quoted.quote.gas) * 3n) / 2n;
      const gas = body.disableEstimate === true ? fallback : await estimateTransactionGas(chain, call, fallback);
      void reply.header('cache-control', 'no-store');
      return {
        tx: { from: call.from, to: call.to, data, value: call.value.toString(), eip155: { gas: gas.toString(), gasPrice: quoted.gasPrice.toString() } },
        quote: quoted.quote,
        minimumOut: minimumOut.toString(),
        deadline,
      };
    },
  );
}

/** Without a query `projectId`, the body's must name a project (AppKit sends it there); the query's was checked already. */
function bodyProject(projects: ProjectRepository) {
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query as SdkQuery;
    if (query.projectId !== undefined && query.projectId.trim() !== '') return;
    const body = request.body as { projectId?: unknown } | undefined;
    const projectId = typeof body?.projectId === 'string' ? body.projectId.trim() : '';
    if (projectId === '') throw new ServiceError(400, 'MISSING_PROJECT_ID', 'Missing projectId: add it to the body or the query');
    if (projectId.length > 128 || (await projectLookupOf(projects)(projectId)) === undefined) {
      throw new ServiceError(403, 'INVALID_PROJECT_ID', `Invalid projectId: no project '${projectId.slice(0, 64)}'`);
    }
  };
}
