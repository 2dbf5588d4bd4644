import type { Connector } from '../types/connector.js';
import type { Features } from '../types/features.js';
import { connectorsSlice } from './connectorsSlice.js';
import { optionsSlice } from './optionsSlice.js';
import { selectConnectMethodOrder } from './selectConnectMethodOrder.js';

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
