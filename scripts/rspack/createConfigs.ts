import type { Configuration } from '@rspack/core';
import type { App } from './App.js';
import type { BuildOptions } from './BuildOptions.js';
import { createConfig } from './createConfig.js';

/** Configs for the given apps, as one multi-compiler: a dependency outside the selection is dropped. */
export function createConfigs(apps: readonly App[], options: BuildOptions): Configuration[] {
  const names = new Set(apps.map((app) => app.name));
  return apps.map((app) => {
    const config = createConfig(app, options);
    const dependencies = (app.dependsOn ?? []).filter((name) => names.has(name));
    return dependencies.length > 0 ? { ...config, dependencies } : config;
  });
}
