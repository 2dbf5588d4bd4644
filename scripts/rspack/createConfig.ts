import type { Configuration } from '@rspack/core';
import type { App } from './App.js';
import type { BuildOptions } from './BuildOptions.js';
import { libraryConfig } from './libraryConfig.js';
import { pageConfig } from './pageConfig.js';
import { remoteConfig } from './remoteConfig.js';
import { scriptConfig } from './scriptConfig.js';

/** rspack config for one app of the table. */
export function createConfig(app: App, options: BuildOptions): Configuration {
  switch (app.kind) {
    case 'remote':
      return remoteConfig(app, options);
    case 'page':
      return pageConfig(app, options);
    case 'library':
      return libraryConfig(app, options);
    case 'script':
      return scriptConfig(app, options);
  }
}
