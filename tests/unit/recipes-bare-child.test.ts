import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up job board in utility classes: each job a list item of a title, a classed line of its
 * company and town, the pay in a bare <div> when the job states it, and a classed date line. The
 * pay has no class or attribute of its own and its index among the item's <div>s is the date's
 * where a job states no pay: the bare one is its place.
 */
interface Job {
  title: string;
  company: string;
  pay?: string;
  posted: string;
}
const item = (j: Job): string =>
  `<li class="grid border-b p-3"><h3 class="text-lg font-semibold"><a href="/j/${j.title.length}">${j.title}</a></h3>` +
  `<div class="text-gray-600 font-medium"><span class="truncate">${j.company}</span></div>` +
  (j.pay ? `<div>${j.pay}</div>` : '') +
  `<div class="text-sm text-gray-500"><time>${j.posted}</time></div></li>`;
const board = (jobs: Job[]): string =>
  `<!DOCTYPE html><html><body><main class="mx-auto"><h1 class="text-2xl">Jobs near you</h1><ul class="divide-y">${jobs.map(item).join('')}</ul></main></body></html>`;
const answer = (jobs: Job[]) => ({
  jobs: jobs.map((j) => ({
    title: j.title,
    company: j.company,
    ...(j.pay ? { salary: j.pay } : {}),
    posted: j.posted,
  })),
});
const schema = {
  type: 'object',
  properties: {
    jobs: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          company: { type: 'string' },
          salary: { type: 'string' },
          posted: { type: 'string' },
        },
      },
    },
  },
};
const AT = 'https://hiring.test/jobs';

describe('recipes: a record’s one bare child among classed ones', () => {
  const pages: Job[][] = [
    [
      { title: 'Kiln Operator', company: 'Ashby Ceramics', pay: '$52,000 – $61,000 a year', posted: 'March 3' },
      { title: 'Loom Mechanic', company: 'Weft & Warp', posted: 'March 2' },
      { title: 'Glass Blower', company: 'Clearwater Studio', pay: '$24.10 an hour', posted: 'March 1' },
    ],
    [
      { title: 'Bindery Assistant', company: 'Quire Press', posted: 'April 9' },
      { title: 'Bell Founder', company: 'Tollgate Foundry', pay: '$48k–$55k', posted: 'April 8' },
      { title: 'Sail Maker', company: 'Mizzen Lofts', pay: '$58k–$66k', posted: 'April 6' },
    ],
  ];
  const recipe = learnStored(
    pages.map((jobs) => ({ html: board(jobs), answer: answer(jobs) })),
    schema,
    AT,
  );

  it('learns the pay where some jobs state none, and serves the next page', () => {
    const next: Job[] = [
      { title: 'Cooper', company: 'Stave & Hoop', posted: 'May 2' },
      { title: 'Thatcher', company: 'Reedline Roofs', pay: '$21.75 an hour', posted: 'May 1' },
      { title: 'Wheelwright', company: 'Felloe Works', posted: 'April 30' },
    ];
    const got = replayOn(recipe, board(next), schema, AT);
    expect(got.ok && got.result).toEqual(answer(next));
  });
});
