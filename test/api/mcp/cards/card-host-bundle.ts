// Bundles card-host.ts with its packages (the MCP client, the extension's host side) into one browser script, with
// Vite (the site's and the tests' own bundler), so the test page loads nothing but what it is given.
import path from 'node:path';
import { build } from 'vite';

export async function cardHostScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.resolve(import.meta.dirname, '../../../..'),
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(import.meta.dirname, 'card-host.ts'), formats: ['iife'], name: 'cardHostBundle', fileName: 'card-host' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ('output' in result) {
      const chunk = result.output.find((item) => item.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
  }
  throw new Error('vite produced no script for the card host');
}
