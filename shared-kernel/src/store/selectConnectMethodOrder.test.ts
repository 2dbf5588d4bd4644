import type { Connector } from '../types/connector.js';
import type { Features } from '../types/features.js';
import { connectorsSlice } from './connectorsSlice.js';
import { optionsSlice } from './optionsSlice.js';
import { selectConnectMethodOrder } from './selectConnectMethodOrder.js';
import { paySlice, paymentRequested, paymentSucceeded } from '../pay/paySlice.js';

const injected: Connector = { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155' };
const state = (features: Features, connectors: Connector[] = []) => ({
  options: { ...optionsSlice.getInitialState(), features },
  connectors: { connectors },
});
const all: Features = { email: true, socials: ['google'] };

test('default order: email, social, wallet', () => {
  expect(selectConnectMethodOrder(state(all))).toEqual(['email', 'social', 'wallet']);
});

test('wallet first when a browser wallet is detected', () => {
  expect(selectConnectMethodOrder(state(all, [injected]))).toEqual(['wallet', 'email', 'social']);
});

test('disabled methods are left out; pay turns email and social off', () => {
  expect(selectConnectMethodOrder(state({ email: false, socials: false }))).toEqual(['wallet']);
  expect(selectConnectMethodOrder(state({ ...all, pay: true }))).toEqual(['wallet']);
});

test('features.connectMethodsOrder overrides the order', () => {
  expect(selectConnectMethodOrder(state({ ...all, connectMethodsOrder: ['social', 'wallet', 'email'] }, [injected]))).toEqual([
    'social',
    'wallet',
    'email',
  ]);
});

test('while a payment is in progress email and social are off (connecting from the Pay view offers wallets only)', () => {
  const request = { recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '5', paymentAsset: { network: 'eip155:31337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } } };
  const requested = paySlice.reducer(undefined, paymentRequested(request));
  expect(selectConnectMethodOrder({ ...state(all), pay: requested })).toEqual(['wallet']);
  // Once paid (or with no payment) the project's methods are back.
  expect(selectConnectMethodOrder({ ...state(all), pay: paySlice.reducer(requested, paymentSucceeded('0x1')) })).toEqual(['email', 'social', 'wallet']);
});
