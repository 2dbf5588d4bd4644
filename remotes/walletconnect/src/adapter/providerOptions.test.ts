import type { OptionsState, ServicesState } from '@foyer/kernel';
import { makeTestStore } from '@foyer/kernel/test';
import { providerOptions } from './providerOptions';

function stateWith(options: Partial<OptionsState>, services: Partial<ServicesState> = {}) {
  return makeTestStore({ options, services: { projectId: 'foyer-demo', apiUrl: 'http://127.0.0.1:3010', ...services } }).getState();
}

test('uses the configured relay, the project id and the metadata given', () => {
  const metadata = { name: 'Demo', description: 'd', url: 'http://127.0.0.1:3000', icons: ['http://127.0.0.1:3000/i.svg'] };
  expect(providerOptions(stateWith({ metadata, debug: true }, { relayUrl: 'ws://127.0.0.1:42001' }))).toEqual({
    projectId: 'foyer-demo',
    relayUrl: 'ws://127.0.0.1:42001',
    metadata,
    debug: true,
  });
});

test('defaults to the local relay and to metadata describing the page', () => {
  document.title = 'Host page';
  const options = providerOptions(stateWith({}), { origin: 'http://127.0.0.1:3000' });
  expect(options.relayUrl).toBe('ws://127.0.0.1:3030');
  expect(options.projectId).toBe('foyer-demo');
  expect(options.metadata).toEqual({ name: 'Host page', description: '', url: 'http://127.0.0.1:3000', icons: [] });
});
