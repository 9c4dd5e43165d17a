import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up concert listing written as one block of labelled lines, each performer a link. Both
 * learning pages had one performer, so the reading learned is "the link after the line
 * Lineup:". A later page with three performers used to be served the first alone, a false accept;
 * the links that continue the line, one separator apart, are the array's other values.
 */
const AT = 'https://quillmoor-halls.test/show/';
const schema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    performers: { type: 'array', items: { type: 'string' } },
    venue: { type: 'string' },
  },
};

const page = (title: string, performers: string, venue: string) =>
  `<!DOCTYPE html><html><body><table><tr><td><font face="Arial">` +
  `<b>Show:</b>&nbsp;${title}<br /><b>Hall:</b>&nbsp;${venue}<br />` +
  `<b>Lineup:</b>&nbsp;${performers}<br /></font></td></tr></table></body></html>`;
const link = (name: string, href = `/who?q=${encodeURIComponent(name)}`) => `<a href="${href}">${name}</a>`;

describe('recipes: an array read from the first link of a line', () => {
  const recipe = learnStored(
    [
      {
        html: page('Tidewater Nights', link('Orla Fenwick'), 'Copper Hall'),
        answer: { title: 'Tidewater Nights', performers: ['Orla Fenwick'], venue: 'Copper Hall' },
      },
      {
        html: page('Lantern Sessions', link('Bram Ostley'), 'Reed Room'),
        answer: { title: 'Lantern Sessions', performers: ['Bram Ostley'], venue: 'Reed Room' },
      },
    ],
    schema,
    AT,
  );

  it('reads every link that continues the line', () => {
    const html = page(
      'Harbour Gala',
      [link('Ines Marrow'), link('Teo Lanark'), link('Wren Dale')].join(', '),
      'Salt Hall',
    );
    const got = replayOn(recipe, html, schema, AT);
    expect(got.ok && got.result).toEqual({
      title: 'Harbour Gala',
      performers: ['Ines Marrow', 'Teo Lanark', 'Wren Dale'],
      venue: 'Salt Hall',
    });
  });

  it('stops at a link of another make', () => {
    const html = page('Harbour Gala', `${link('Ines Marrow')}, ${link('Tickets', '/box-office/tickets')}`, 'Salt Hall');
    const got = replayOn(recipe, html, schema, AT);
    expect(got.ok && got.result).toEqual({ title: 'Harbour Gala', performers: ['Ines Marrow'], venue: 'Salt Hall' });
  });
});
