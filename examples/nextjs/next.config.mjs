import path from 'node:path';

// The repository root: the workspace packages (@foyer/shell, @foyer/kernel) and the demo's dev wallet live above this app.
const root = path.resolve(import.meta.dirname, '../..');

/** @type {import('next').NextConfig} */
const nextConfig = {
  outputFileTracingRoot: root,
  // Built with webpack (`next build --webpack`): the demo's dev wallet is TypeScript imported as `./x.js`
  // (NodeNext style), which webpack maps back to `./x.ts`; Turbopack cannot yet.
  experimental: { externalDir: true, extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
  poweredByHeader: false,
  reactStrictMode: true,
  // Type-checked on its own (`npx tsc -p examples/nextjs`, see the README): Next's check would pick the root's TypeScript 6.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
