import type { REMOTE_IDS } from '../../shared-kernel/src/constants.js';

export type RemoteFeature = (typeof REMOTE_IDS)[number];

export type AppGroup = 'remote' | 'demo' | 'standalone' | 'bench' | 'services';

interface AppBase {
  /** Compiler name, also what `scripts/build.ts <name>` selects. */
  name: string;
  group: AppGroup;
  /** Entry module, relative to the repository root. */
  entry: string;
  /** Output directory, relative to the repository root. */
  outDir: string;
  /** Apps whose output this one copies; built first. */
  dependsOn?: readonly string[];
}

export interface RemoteApp extends AppBase {
  kind: 'remote';
  feature: RemoteFeature;
}

export interface PageApp extends AppBase {
  kind: 'page';
  title: string;
  /** HTML template (relative to the root); a minimal `#root` page when absent. */
  template?: string;
  /** Static files copied next to the page: `[from, to]`, relative to the root / outDir. */
  copy?: readonly (readonly [from: string, to: string])[];
  /** More pages of the same build, each `<name>.html` with its own entry (none of their code reaches the main page). */
  pages?: readonly ExtraPage[];
}

/** A second page of a page app (e.g. the demo's `/wagmi.html`). */
export interface ExtraPage {
  /** Entry chunk name, and the page's file name (`<name>.html`). */
  name: string;
  title: string;
  /** Entry module, relative to the repository root. */
  entry: string;
  /** HTML template (relative to the root); a minimal `#root` page when absent. */
  template?: string;
}

export interface LibraryApp extends AppBase {
  kind: 'library';
  filename: string;
}

/** One classic (non-module) script at a fixed path, for a page someone else serves (the secure site's frame). */
export interface ScriptApp extends AppBase {
  kind: 'script';
  /** Output file, relative to outDir. */
  filename: string;
}

/** One row of the app table in `rspack.config.ts`. */
export type App = RemoteApp | PageApp | LibraryApp | ScriptApp;
