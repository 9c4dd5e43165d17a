import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * A staff directory whose pages sometimes end with a "Featured" table built exactly like the
 * directory's, in a box like the directory's, under a heading of its own; the model leaves its
 * card out (the prompt says so). A
 * page that showed it teaches the heading: later pages' featured cards are left out too, and a
 * second list under a heading never seen goes to the model. Made-up people.
 */
const FIRST = ['Ada', 'Bram', 'Cleo', 'Dov', 'Esme', 'Finn', 'Gus', 'Hale', 'Ines', 'Jory'];
const LAST = ['Quill', 'Reed', 'Stone', 'Thorn', 'Vale', 'Wren'];

function row(name: string, role: string): string {
  const slug = name.toLowerCase().replace(' ', '-');
  return `<tr class="person"><th scope="row"><a href="/people/${slug}">${name}</a></th><td>${role}</td><td><a href="mailto:${slug}@dir.test">${slug}@dir.test</a></td></tr>`;
}

function page(i: number, extra: 'none' | 'featured' | 'spotlight'): SequencePage {
  const people = Array.from({ length: 4 + (i % 3) }, (_, k) => ({
    name: `${FIRST[(i * 3 + k) % FIRST.length]} ${LAST[(i + k) % LAST.length]}`,
    role: k % 2 ? 'Archivist' : 'Cartographer',
  }));
  const email = (name: string): string => `${name.toLowerCase().replace(' ', '-')}@dir.test`;
  const table = (rows: string): string => `<table class="dir"><tbody>${rows}</tbody></table>`;
  const block =
    extra === 'none'
      ? ''
      : `<div class="box"><h2>${extra === 'featured' ? 'Featured' : 'Our corner'}</h2>${table(row(`Kit ${LAST[i % LAST.length]}`, 'Surveyor'))}</div>`;
  return {
    url: `https://dir.test/people?page=${i}`,
    html: `<!DOCTYPE html><html><body><main><h1>Directory</h1><div class="box">${table(people.map((p) => row(p.name, p.role)).join(''))}</div>${block}</main></body></html>`,
    truth: { staff: people.map((p) => ({ ...p, email: email(p.name) })) },
  };
}

const ASK = {
  prompt: 'List the people of the directory (the featured person is not part of it): name, role, email.',
  schema: {
    type: 'object',
    properties: {
      staff: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, role: { type: 'string' }, email: { type: 'string' } },
          required: ['name'],
        },
      },
    },
  },
};

describe('a second list under a heading of its own', () => {
  it('is left out as the model left it out, once a learning page showed it', async () => {
    const extras = ['none', 'featured', 'none', 'featured', 'featured', 'none', 'featured', 'none'] as const;
    const figures = await runSequence(
      'headed-lists',
      extras.map((e, i) => page(i, e)),
      ASK,
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBe(6);
  });

  it('sends a page with a second list under a heading never seen to the model', async () => {
    const extras = ['none', 'featured', 'none', 'spotlight', 'featured'] as const;
    const figures = await runSequence(
      'headed-lists-new',
      extras.map((e, i) => page(i, e)),
      ASK,
    );
    expect(figures.falseAccepts).toBe(0);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 4: /)]);
  });
});
