import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * One template, two wordings of a row's label ("Hours" on some pages, "Contract" on others: an
 * A/B test of the copy). A recipe learned again from pages of one wording must not serve the
 * value absent on a page of the other because an older recipe had seen that label. Made-up board.
 */
const KINDS = ['Full time', 'Part time', 'Seasonal', 'Internship', 'Fixed term'];
const TITLES = ['Harbour pilot', 'Lock keeper', 'Ferry mechanic', 'Net mender', 'Quay clerk', 'Tide watcher'];

function ad(i: number, label: 'Hours' | 'Contract', turn = i % 3): SequencePage {
  const title = `${TITLES[i % TITLES.length]} ${i}`;
  const kind = KINDS[(i * 2) % KINDS.length] as string;
  const facts = [
    ['Employer', `Tarnwick Docks ${i % 3}`],
    [label, kind],
    ['Posted', `2026-0${1 + (i % 9)}-1${i % 10}`],
  ];
  // The rows move from page to page: no row's place says which fact it holds.
  const rows = [...facts.slice(turn), ...facts.slice(0, turn)]
    .map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`)
    .join('');
  return {
    url: `https://quayjobs.test/job/${1000 + i}-${title.toLowerCase().replace(/\W+/g, '-')}`,
    html: `<!DOCTYPE html><html><body><main><h1 class="job">${title}</h1><table class="facts"><tbody>${rows}</tbody></table></main></body></html>`,
    truth: { title, employer: `Tarnwick Docks ${i % 3}`, type: kind, posted: `2026-0${1 + (i % 9)}-1${i % 10}` },
  };
}

const ASK = {
  prompt: 'The job: title, employer, type of contract, when it was posted',
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      employer: { type: 'string' },
      type: { type: 'string' },
      posted: { type: 'string' },
    },
  },
};

describe('a row whose label has two wordings', () => {
  it('is never served absent on a page of the wording the recipe does not read by', async () => {
    const wording: Array<'Hours' | 'Contract'> = [
      'Hours',
      'Contract',
      'Hours',
      'Hours',
      'Hours',
      'Contract',
      'Hours',
      'Contract',
      'Contract',
      'Hours',
    ];
    const figures = await runSequence(
      'label-variants',
      wording.map((w, i) => ad(i, w)),
      ASK,
    );
    expect(figures.falseAccepts).toBe(0);
    expect(figures.wrong).toEqual([]);
  });

  it('is read by either wording once a page of each has been answered, not by the row it sat in', async () => {
    // The two pages answered first hold the value in the same row; later pages move the rows.
    const pages = [ad(0, 'Hours', 0), ad(1, 'Contract', 0)];
    for (let i = 2; i < 14; i++) pages.push(ad(i, i % 2 ? 'Contract' : 'Hours'));
    const figures = await runSequence('label-variants-both', pages, ASK);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBe(12);
  });
});
