import { buildFrameUrl, frameOrigin } from './buildFrameUrl.js';

test('buildFrameUrl puts the spec §7 query on /frame', () => {
  const url = new URL(
    buildFrameUrl({
      secureSiteUrl: 'http://127.0.0.1:3020',
      projectId: 'foyer-demo-embedded',
      chainId: 'eip155:31337',
      version: 'foyer-react-0.1.0',
      enableLogger: false,
      rpcUrl: 'http://127.0.0.1:3010/v1/?chainId=eip155:31337&projectId=foyer-demo-embedded',
    }),
  );
  expect(url.origin + url.pathname).toBe('http://127.0.0.1:3020/frame');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    projectId: 'foyer-demo-embedded',
    chainId: 'eip155:31337',
    version: 'foyer-react-0.1.0',
    enableLogger: 'false',
    rpcUrl: 'http://127.0.0.1:3010/v1/?chainId=eip155:31337&projectId=foyer-demo-embedded',
  });
  expect(frameOrigin('http://127.0.0.1:3020/frame?x=1')).toBe('http://127.0.0.1:3020');
});
