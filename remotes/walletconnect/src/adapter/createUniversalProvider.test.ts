import { generatePlatformLogger, type Logger } from '@walletconnect/logger';
import { createUniversalProvider } from './createUniversalProvider';

const init = jest.fn();
jest.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: { init: (options: unknown) => init(options) } }));

const OPTIONS = {
  projectId: 'foyer-demo',
  relayUrl: 'ws://127.0.0.1:42001',
  metadata: { name: 'Foyer demo', description: 'Foyer demo', url: 'http://127.0.0.1', icons: [] },
};

function loggerPassed(): Logger {
  const [[options]] = init.mock.calls as [[{ logger: Logger | string }]];
  if (typeof options.logger === 'string') throw new Error(`The SDK was given the level name "${options.logger}", not a logger`);
  return options.logger;
}

beforeEach(() => {
  init.mockReset();
  init.mockResolvedValue({ client: { core: { verify: { register: jest.fn(), resolve: jest.fn() }, relayer: { on: jest.fn() } } } });
});

describe('given the SDK logs at trace into a 1 MB buffer unless it gets a logger of its own (issue 13)', () => {
  it('hands it a silent pino logger, so that no log buffer grows with every pairing', async () => {
    await createUniversalProvider({ ...OPTIONS, debug: false });
    const logger = loggerPassed();
    expect(logger.level).toBe('silent');
    // What the SDK's core does with the option: a logger of its own keeps no chunk buffer.
    expect(generatePlatformLogger({ loggerOverride: logger }).chunkLoggerController).toBeNull();
  });

  it('logs errors in debug mode', async () => {
    await createUniversalProvider({ ...OPTIONS, debug: true });
    expect(loggerPassed().level).toBe('error');
  });
});
