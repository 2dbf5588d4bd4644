import { FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_TOKENS, foyerDevChain, foyerDevSolana, mainnet, PAY_ERROR_MESSAGES, type PayOptions } from '@foyer/kernel';
import { validatePayOptions } from './validatePayOptions.js';

const FUSD = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === foyerDevChain.caipNetworkId)!;
const RECIPIENT = FOYER_DEV_EVM_ACCOUNTS[2];
const NETWORKS = [foyerDevChain, mainnet, foyerDevSolana];
const valid: PayOptions = {
  recipient: RECIPIENT,
  amount: 5,
  paymentAsset: { network: foyerDevChain.caipNetworkId, asset: FUSD.address, metadata: { name: 'Foyer USD', symbol: 'fUSD', decimals: 6 } },
};
const withAsset = (asset: Partial<PayOptions['paymentAsset']>) => ({ ...valid, paymentAsset: { ...valid.paymentAsset, ...asset } });
const withMetadata = (metadata: Record<string, unknown>) => withAsset({ metadata: { ...valid.paymentAsset.metadata, ...metadata } as PayOptions['paymentAsset']['metadata'] });

test('a valid request is normalized: the amount as a decimal string', () => {
  expect(validatePayOptions(valid, NETWORKS)).toEqual({ request: { ...valid, amount: '5' }, network: foyerDevChain });
  expect(validatePayOptions({ ...valid, amount: ' 0.000001 ' }, NETWORKS)).toMatchObject({ request: { amount: '0.000001' } });
  const native = withAsset({ asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } });
  expect(validatePayOptions({ ...native, amount: '0.01' }, NETWORKS)).toMatchObject({ request: { amount: '0.01', paymentAsset: { asset: 'native' } } });
});

test.each<[string, unknown]>([
  ['an amount of 0', { ...valid, amount: 0 }],
  ['a negative amount', { ...valid, amount: -5 }],
  ['a negative amount as text', { ...valid, amount: '-5' }],
  ['more decimals than the asset has', { ...valid, amount: '0.0000001' }],
  ['a number in exponent notation', { ...valid, amount: 1e-7 }],
  ['NaN', { ...valid, amount: Number.NaN }],
  ['Infinity', { ...valid, amount: Number.POSITIVE_INFINITY }],
  ['text that is not a number', { ...valid, amount: 'five' }],
  ['an empty amount', { ...valid, amount: '' }],
  ['no amount', { ...valid, amount: undefined }],
])('%s → Invalid payment amount', (_case, options) => {
  expect(validatePayOptions(options, NETWORKS)).toEqual({ error: PAY_ERROR_MESSAGES.invalidAmount });
});

test.each<[string, unknown]>([
  ['a malformed address', { ...valid, recipient: '0x1234' }],
  ['a bad EIP-55 checksum', { ...valid, recipient: RECIPIENT.replace('C44', 'c44') }],
  ['a Solana address for an EVM asset', { ...valid, recipient: FOYER_DEV_SOLANA_ADDRESSES[0] }],
  ['no recipient', { ...valid, recipient: undefined }],
])('%s → Invalid payment recipient', (_case, options) => {
  expect(validatePayOptions(options, NETWORKS)).toEqual({ error: PAY_ERROR_MESSAGES.invalidRecipient });
});

test.each<[string, unknown]>([
  ['a network that is not configured', withAsset({ network: 'eip155:137' })],
  ['a malformed network', withAsset({ network: 'dev-chain' })],
  ['a family the pay remote cannot pay on (Solana)', withAsset({ network: foyerDevSolana.caipNetworkId, asset: 'native', metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 } })],
  ['a token address that is not an address', withAsset({ asset: 'fUSD' })],
  ['native with decimals other than the network’s', withAsset({ asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 6 } })],
  ['fractional decimals', withMetadata({ decimals: 6.5 })],
  ['negative decimals', withMetadata({ decimals: -1 })],
  ['no symbol', withMetadata({ symbol: ' ' })],
  ['no metadata', withAsset({ metadata: undefined as unknown as PayOptions['paymentAsset']['metadata'] })],
  ['no payment asset', { recipient: RECIPIENT, amount: 5 }],
  ['not an object', 'pay me'],
  ['nothing', undefined],
])('%s → Payment asset not supported', (_case, options) => {
  expect(validatePayOptions(options, NETWORKS)).toEqual({ error: PAY_ERROR_MESSAGES.unsupportedAsset });
});
