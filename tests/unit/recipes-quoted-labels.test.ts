import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { structureMarks } from '@/lib/recipes/structure';

/**
 * A made-up holiday-let page with guests' quotes, each a short text beside its author ("“Lovely
 * view!”" · "Mara · 4"), built like a key and its value. A quote changes from page to page; were
 * it a label, every page would show "new labels" and go to the model as unlike the pages learned.
 */
const doc = (quotes: string[]) =>
  parseHtmlDocument(
    `<!doctype html><html><body><main><h1>Cabin Orrin</h1><div class="row"><span class="key">Host</span><span class="value">Ana</span></div>
<section><h2>Guest reviews</h2>${quotes
      .map((q, i) => `<blockquote class="quote"><p>${q}</p><footer>Guest ${i + 1} · 4</footer></blockquote>`)
      .join('')}</section></main></body></html>`,
  );
const labels = (marks: string[]): string[] => marks.filter((m) => m.startsWith('label:'));

describe('recipes: a quote beside its author', () => {
  it('is no label', () => {
    expect(labels(structureMarks(doc(['“Lovely view!”', '„Sehr ruhig“', '« Très propre »'])))).toEqual(['label:host']);
  });

  it('nor an exclamation out of quotes', () => {
    expect(labels(structureMarks(doc(['Lovely view!'])))).toEqual(['label:host']);
  });
});
