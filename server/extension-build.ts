import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The extension a worker loads: the production build, byte for byte, with one change to its
 * manifest. The production manifest declares host access and the headers/cookies permissions
 * as *optional*, granted by a person at Chrome's prompt. A headless worker has no person to
 * click it, and `chrome.permissions.request` needs a user gesture, so the copy lists the same
 * permissions as granted. Nothing is added that the production manifest does not already
 * declare; the code run is the production code. (The e2e build does the same for 127.0.0.1
 * only, at build time; the server reads any site its address guard allows.)
 */
export function prepareServerBuild(productionDir: string, parentDir = tmpdir()): string {
  const source = resolve(productionDir);
  const manifestPath = join(source, 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No extension build at ${source}: run "npm run build" first (or set QUARRY_EXTENSION_DIR).`);
  const target = mkdtempSync(join(parentDir, 'quarry-server-ext-'));
  cpSync(source, target, { recursive: true });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  const list = (name: string): string[] => (Array.isArray(manifest[name]) ? (manifest[name] as string[]) : []);
  manifest.permissions = [...new Set([...list('permissions'), ...list('optional_permissions')])];
  manifest.host_permissions = [...new Set([...list('host_permissions'), ...list('optional_host_permissions')])];
  delete manifest.optional_permissions;
  writeFileSync(join(target, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return target;
}
