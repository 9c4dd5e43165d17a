import { describe, expect, it } from 'vitest';
import { handRecipe } from './support/hand-recipe';
import { replayOn } from './support/recipe-learning';

/**
 * A package's version read from the page's data (JSON-LD) first and from its "Version" row as a
 * backup, learned from versions alike ("4.2.1", "3.10.0": outline "9"). A page whose data says
 * "10.24.40" while its row shows "4.25.23-rc.2" has stale data: the row's value fits no learned
 * outline, but that does not make the data right. The page goes to the model. Made-up packages.
 */
const schema = { type: 'object', properties: { name: { type: 'string' }, version: { type: 'string' } } };

const recipe = handRecipe('pkgs', [
  {
    name: 'version',
    type: 'string',
    array: false,
    required: true,
    picks: [
      {
        locator: { by: 'jsonld', type: 'SoftwareApplication', path: 'softwareVersion' },
        read: 'value',
        before: '',
        after: '',
      },
      { locator: { by: 'after-line', tag: 'span', text: 'Version' }, read: 'text', before: '', after: '' },
    ],
    shape: '9',
    maxLength: 12,
  },
]);

const pkg = (data: string, shown: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: 'tarnwick',
    softwareVersion: data,
  })}</script></head><body><main><h1>tarnwick</h1><dl><div><dt>Version</dt><dd><span>${shown}</span></dd></div></dl></main></body></html>`;

describe('the page’s data saying otherwise than the page', () => {
  it('is served where both agree', () => {
    expect(replayOn(recipe, pkg('5.1.0', '5.1.0'), schema, 'https://pkgs.test/')).toMatchObject({
      ok: true,
      result: { name: 'tarnwick', version: '5.1.0' },
    });
  });

  it('goes to the model, though the shown value fits no learned outline', () => {
    const got = replayOn(recipe, pkg('10.24.40', '4.25.23-rc.2'), schema, 'https://pkgs.test/');
    expect(got.ok).toBe(false);
  });
});
