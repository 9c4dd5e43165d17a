import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXTENSION_DIR, expect, test } from './support/fixtures';

test('the build has icons at 16, 32, 48 and 128 px for the toolbar, extensions page and store', () => {
  const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
  for (const size of [16, 32, 48, 128]) {
    const file = manifest.icons[String(size)];
    expect(file).toBeTruthy();
    const png = readFileSync(join(EXTENSION_DIR, file));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
});

test('the store listing justifies every permission the build asks for, and the privacy policy exists', () => {
  const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
  const listing = readFileSync('docs/store-listing.md', 'utf8');
  const asked: string[] = [
    ...manifest.permissions,
    ...(manifest.optional_permissions ?? []),
    ...(manifest.optional_host_permissions ?? []),
  ];
  for (const permission of asked) expect(listing, `${permission} is not justified`).toContain(`\`${permission}\``);
  expect(readFileSync('docs/privacy.md', 'utf8')).toMatch(/What is sent, and where/);
});
