import {
  isAddressForNamespace,
  parseUnits,
  PAY_ERROR_MESSAGES,
  type CaipNetwork,
  type ChainNamespace,
  type PayErrorMessage,
  type PayRequest,
} from '@foyer/kernel';

/** The families a payment can be made on today (the `pay` remote pays EVM native currency and ERC-20 tokens). */
export const PAY_NAMESPACES: readonly ChainNamespace[] = ['eip155'];

export type ValidatePayOptionsReturnType = { request: PayRequest; network: CaipNetwork } | { error: PayErrorMessage };

/**
 * Checks what the host passed to `foyer.pay` (untrusted: plain JavaScript may pass anything): the
 * asset's network is configured and payable, the asset is `'native'` or a token address of that
 * family with sane metadata, the recipient is an address of that family, and the amount is above 0
 * with no more decimals than the asset has. Returns the normalized request, or the catalogued message.
 * @example
 * validatePayOptions({ recipient, amount: 5, paymentAsset }, [foyerDevChain]) // { request: { ..., amount: '5' }, network }
 */
export function validatePayOptions(options: unknown, networks: readonly CaipNetwork[]): ValidatePayOptionsReturnType {
  if (!isRecord(options) || !isRecord(options['paymentAsset'])) return { error: PAY_ERROR_MESSAGES.unsupportedAsset };
  const asset = options['paymentAsset'];
  const network = networks.find((candidate) => candidate.caipNetworkId === asset['network']);
  const metadata = isRecord(asset['metadata']) ? asset['metadata'] : undefined;
  const decimals = metadata?.['decimals'];
  const namespace = network?.chainNamespace;
  if (
    !network ||
    namespace === undefined ||
    !PAY_NAMESPACES.includes(namespace) ||
    typeof asset['asset'] !== 'string' ||
    (asset['asset'] !== 'native' && !isAddressForNamespace(namespace, asset['asset'])) ||
    typeof metadata?.['name'] !== 'string' ||
    typeof metadata['symbol'] !== 'string' ||
    metadata['symbol'].trim() === '' ||
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 77 ||
    (asset['asset'] === 'native' && decimals !== network.nativeCurrency.decimals)
  ) {
    return { error: PAY_ERROR_MESSAGES.unsupportedAsset };
  }
  const recipient = options['recipient'];
  if (typeof recipient !== 'string' || !isAddressForNamespace(namespace, recipient)) return { error: PAY_ERROR_MESSAGES.invalidRecipient };
  const amount = amountText(options['amount']);
  const units = amount === undefined ? undefined : parseUnits(amount, decimals);
  if (amount === undefined || units === undefined || units <= 0n) return { error: PAY_ERROR_MESSAGES.invalidAmount };
  return {
    request: {
      recipient,
      amount,
      paymentAsset: {
        network: network.caipNetworkId,
        asset: asset['asset'],
        metadata: { name: metadata['name'], symbol: metadata['symbol'], decimals },
      },
    },
    network,
  };
}

/** A decimal string of the amount (numbers in exponent notation, negative or not finite are refused). */
function amountText(amount: unknown): string | undefined {
  if (typeof amount === 'number') return Number.isFinite(amount) && amount > 0 && !/e/iu.test(String(amount)) ? String(amount) : undefined;
  if (typeof amount === 'string' && /^\d*(?:\.\d*)?$/u.test(amount.trim())) return amount.trim();
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
