import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { createRecipeStore } from '@/lib/recipes/store';
import { memoryArea } from './support/memory-area';

/**
 * A made-up package index: each package's facts, and its dependencies as a list of links where
 * a note said "No dependencies" on the packages without any. The first pages had none, so the
 * recipe never read the field; a later page listing some must not be served without them.
 */
const NAMES = ['quill', 'marrow', 'tallow', 'wicker', 'bramble', 'sorrel', 'thistle', 'hazel'];

function pkg(i: number, deps: string[]): SequencePage {
  const name = `${NAMES[i % NAMES.length]}-kit`;
  const version = `${i + 1}.${i * 3}.0`;
  const list = deps.length
    ? `<ul class="deps">${deps.map((d) => `<li><a href="/package/${d}">${d}</a></li>`).join('')}</ul>`
    : '<p class="deps-none">No dependencies</p>';
  return {
    url: `https://pkgs.test/package/${name}`,
    html: `<!DOCTYPE html><html><body><nav><a href="/">Home</a> <a href="/search">Search</a></nav><main>
      <h1 class="pkg">${name}</h1>
      <dl class="facts"><dt>Version</dt><dd class="version">${version}</dd><dt>Dependencies</dt><dd>${list}</dd></dl>
      <aside><h2>Popular</h2><ul class="deps"><li><a href="/package/rush">rush</a></li></ul></aside>
    </main></body></html>`,
    truth: { name, version, ...(deps.length ? { dependencies: deps } : {}) },
  };
}

const ASK = {
  prompt: 'The package: name, version and dependencies',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      version: { type: 'string' },
      dependencies: { type: 'array', items: { type: 'string' } },
    },
  },
};

describe('a note every learning page showed, gone', () => {
  it('sends the page to the model while a field the recipe never read is lacking', async () => {
    const pages = [pkg(0, []), pkg(1, []), pkg(2, []), pkg(3, ['fern', 'moss']), pkg(4, ['reed']), pkg(5, [])];
    const store = createRecipeStore(memoryArea());
    const figures = await runSequence('page-notes', pages, ASK, { store });
    expect(figures.falseAccepts).toBe(0);
    expect(figures.misses[0]).toMatch(/^page 4: .*gone here: “No dependencies”/);
  });
});
