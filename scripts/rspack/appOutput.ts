import path from 'node:path';
import type { Configuration } from '@rspack/core';
import type { App } from './App.js';
import { ROOT } from './ROOT.js';

type Output = NonNullable<Configuration['output']>;

/** An app's `output`: its own folder of the table, assets found relative to the script that loads them. */
export function appOutput(app: App, output: Output): Output {
  return { path: path.join(ROOT, app.outDir), publicPath: 'auto', ...output };
}
