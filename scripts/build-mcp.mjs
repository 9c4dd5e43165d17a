#!/usr/bin/env node
// Builds the MCP server into one file MCP clients start with `node mcp/dist/quarry-mcp.cjs`:
// `npm run mcp` would print npm's banner on stdout, which must carry only the protocol.
// One CommonJS file with every dependency inside, so it runs from anywhere with Node ≥ 20.
import { build } from 'esbuild';

await build({
  entryPoints: ['mcp/main.ts'],
  outfile: 'mcp/dist/quarry-mcp.cjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // ws loads these native speed-ups only when installed; it works without them.
  external: ['bufferutil', 'utf-8-validate'],
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
process.stderr.write('built mcp/dist/quarry-mcp.cjs\n');
