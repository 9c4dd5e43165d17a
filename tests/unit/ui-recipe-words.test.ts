import { describe, expect, it } from 'vitest';
import { jobSchema, type Job } from '../../lib/jobs/job';
import { failedCheck, servedBeforeFailedCheck } from '../../lib/jobs/recipe-checks';
import { BUILT_DIFFERENTLY, ROUTINE_CHECK } from '../../lib/recipes/check-reasons';
import { multiPageNote, plainReason, recipeStandingNote } from '../../lib/ui/recipe-words';

const job = (id: string, at: number, recipe: Job['recipe']): Job =>
  jobSchema.parse({ id, status: 'completed', createdAt: at, updatedAt: at, request: {}, recipe });

describe('where a recipe stands, in words', () => {
  it('says learned from one page, then confirmed, and what a dropped candidate means', () => {
    expect(recipeStandingNote({ id: 'r', used: false, learned: true }, { pages: 1 })).toBe(
      'Learned from 1 page — the next page of this site confirms it',
    );
    expect(recipeStandingNote({ id: 'r', used: false, learned: true }, { pages: 2 })).toBe(
      'Confirmed on 2 pages — later pages of this site are served at 0 tokens',
    );
    // A candidate the next page did not fit, learned again with it: why it was not confirmed.
    expect(
      recipeStandingNote(
        {
          id: 'r',
          used: false,
          learned: true,
          reason:
            "learned again: the recipe learned before did not fit this page (staff differs from the model's answer)",
        },
        { pages: 1 },
      ),
    ).toBe(
      "Learned again with this page: the recipe learned before did not fit this page (staff differs from the model's answer). The next page of this site confirms it",
    );
    expect(
      recipeStandingNote(
        { id: 'r', used: false, learned: false, reason: 'not learned: price matched 3 places on the page' },
        undefined,
      ),
    ).toBe(
      'The recipe learned from the last page was dropped: this page did not fit it (“price” appears in 3 places on the page, so the recipe cannot tell which one is meant). The next page starts a new one.',
    );
    expect(
      recipeStandingNote(
        { id: '', used: false, learned: false, reason: 'not learned: maker could not be located on the page' },
        undefined,
      ),
    ).toBe('No recipe learned from this page: Quarry could not find where “maker” is shown on the page');
  });

  it.each([
    [
      'from 2 pages together: the recipe does not reproduce page 1: code found 2 values',
      "reading page 1 back with it did not give the model's answer (“code” has 2 values on this page where it expects one)",
    ],
    ['something new', 'something new'],
    [
      'was reads, at one of several places alike, what another field read here',
      '“was” reads the same value as another field, from one of several places that look alike (a copy of that value?)',
    ],
    [
      'score not found where the recipe reads it, though the page still shows its place',
      '“score” is not where the recipe expects it, though its place or label is still on this page',
    ],
    [
      'change not found where the recipe reads it, though the page shows a signed figure no field read',
      '“change” is not where the recipe expects it, and the page shows a figure with a sign the recipe does not read (it may be that value, going the other way)',
    ],
    [
      'location was read at the place of joined, where the pages learned from had them apart',
      '“location” would be read where “joined” stands on this page; on the pages the recipe learned from they stood apart',
    ],
    [
      'seller is read by a backup reading alone from the first of several records under a heading',
      "“seller” would be read only from the first entry of a list under a heading (another item's, such as another seller's offer)",
    ],
    [
      'not learned: organizer: its readings read "Date: Mon, 9 Dec" on page 2, which lacks it',
      'the places found for “organizer” show “Date: Mon, 9 Dec” on page 2, where the model gave none, so it cannot be read there',
    ],
    [
      'the page lacks title, price, which every page learned from had',
      'this page lacks “title”, “price”, which every page the recipe learned from had (an error or empty page?)',
    ],
    [
      'teas record 2 of 3: rating not found, though the record shows a figure no field read',
      'in record 2 of 3 of “teas”, “rating” is missing, though the record shows a number the recipe does not read (it may be that value)',
    ],
    [
      'teas record 4 of 9 lacks rating, reviews, which every record learned from had',
      'record 4 of 9 in “teas” lacks “rating”, “reviews”, which every record the recipe learned from had',
    ],
    [
      'colour reads "-37%" by a backup reading alone, a text without a letter',
      '“colour” would read “-37%” from a place the recipe only uses as a backup, with no letter in it',
    ],
    [
      'price reads part of a figure on the page (its cents or thousands stand apart)',
      '“price” would read only part of a number this page writes across several places',
    ],
    [
      "price differs from the model's answer; not re-learned, the recipe is kept: price could not be located on the page",
      'the recipe read “price” differently from the model; it could not be learned again: Quarry could not find where “price” is shown on the page',
    ],
    [
      'scorers: the page shows more places made like its values than the recipe reads',
      "“scorers” may have more values on this page than the recipe reads: another list built like its values' is filled here",
    ],
    [
      'followers reads a value in the row labelled “posts”, the row of posts on the pages learned from',
      '“followers” would be read in the row labelled “posts”, where “posts” stood on the pages the recipe learned from',
    ],
  ])('rewrites the learner’s reason “%s” in plain words', (reason, words) => {
    expect(plainReason(reason)).toBe(words);
  });

  it('says a run over several pages learns no recipe', () => {
    const base = { status: 'completed', mock: false, request: { total_pages: 2, output_schema: { type: 'object' } } };
    expect(multiPageNote(base)).toMatch(/^No recipe learned: this run read 2 pages/);
    expect(multiPageNote({ ...base, request: { total_pages: 1, output_schema: {} } })).toBeNull();
  });
});

describe('runs served by a recipe that later failed a check', () => {
  it('marks the served runs since the last check, not those a passing check vouched for', () => {
    const jobs = [
      job('learn', 1, { id: 'r', used: false, learned: true }),
      job('s1', 2, { id: 'r', used: true }),
      job('ok', 3, { id: 'r', used: false }),
      job('s2', 4, { id: 'r', used: true }),
      job('other', 5, { id: 'q', used: true }),
      job('s3', 6, { id: 'r', used: true }),
      job('check', 7, { id: 'r', used: false, healed: true, reason: ROUTINE_CHECK }),
      job('s4', 8, { id: 'r', used: true }),
    ];
    const marks = servedBeforeFailedCheck(jobs);
    expect([...marks.keys()].sort()).toEqual(['s2', 's3']);
    expect(marks.get('s2')).toEqual({ checkId: 'check', checkedAt: 7 });
  });

  it('counts a mismatch as a failed check, not a page the recipe could not read', () => {
    expect(failedCheck({ id: 'r', used: false, healed: true, reason: BUILT_DIFFERENTLY })).toBe(true);
    expect(
      failedCheck({
        id: 'r',
        used: false,
        healed: false,
        reason: `${ROUTINE_CHECK}; not re-learned, the recipe is kept: x`,
      }),
    ).toBe(true);
    expect(failedCheck({ id: 'r', used: false, healed: true, reason: "price differs from the model's answer" })).toBe(
      true,
    );
    expect(failedCheck({ id: 'r', used: false, healed: true, reason: 'price not found on the page' })).toBe(false);
    expect(failedCheck({ id: 'r', used: false, reason: `${ROUTINE_CHECK}; the model agreed with the recipe` })).toBe(
      false,
    );
  });
});
