import type { RuleSetRule } from '@rspack/core';

/** Our TypeScript sources, compiled by swc. */
export function typescriptRule(): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    // Our TypeScript sources import each other with `.js` (NodeNext style) or without extension.
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // `development: false` even in dev builds: remotes must import `react/jsx-runtime`,
        // the specifier the shell shares (not `react/jsx-dev-runtime`).
        transform: { react: { runtime: 'automatic', development: false } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}
