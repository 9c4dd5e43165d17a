import type { RecipeUse } from '../contract';

/**
 * Where a recipe stands after a run, in words a user can act on. The recipe service's reasons
 * (lib/recipes) are written for the log and the bench ("price matched 3 places on the page");
 * the popup rewrites the usual ones into plain sentences and passes any other one through.
 */

/** What the popup knows of the stored recipe now (Settings → Recipes holds the same). */
export interface RecipeStanding {
  /** Pages the recipe was learned or confirmed from. */
  pages: number;
}

const quote = (name: string): string =>
  `“${name
    .replace(/^\//, '')
    .replace(/\/\d+\//g, ' › ')
    .replace(/\//g, ' › ')}”`;

/** Rewrites: pattern → plain sentence. The first that matches a part wins. */
const REWRITES: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^from \d+ pages together: (.*)$/, (m) => plainReason(m[1] ?? '')],
  [
    /^(.+) record (\d+) of (\d+) lacks (.+), which every record learned from had$/,
    (m) =>
      `record ${m[2]} of ${m[3]} in ${quote(m[1] ?? '')} lacks ${(m[4] ?? '').split(', ').map(quote).join(', ')}, which every record the recipe learned from had`,
  ],
  [
    /^(.+) record (\d+) of (\d+): (.*)$/,
    (m) => `in record ${m[2]} of ${m[3]} of ${quote(m[1] ?? '')}, ${plainReason(m[4] ?? '')}`,
  ],
  [
    /^(.+) not found, though the record shows a figure no field read$/,
    (m) =>
      `${quote(m[1] ?? '')} is missing, though the record shows a number the recipe does not read (it may be that value)`,
  ],
  [
    /^(.+) reads "(.*)" by a backup reading alone, a text without a letter$/,
    (m) =>
      `${quote(m[1] ?? '')} would read “${m[2]}” from a place the recipe only uses as a backup, with no letter in it`,
  ],
  [
    /^(.+) is read by a backup reading alone from the first of several records under a heading$/,
    (m) =>
      `${quote(m[1] ?? '')} would be read only from the first entry of a list under a heading (another item's, such as another seller's offer)`,
  ],
  [
    /^([^:]+): its readings read "(.*)" on page (\d+), which lacks it$/,
    (m) =>
      `the places found for ${quote(m[1] ?? '')} show “${m[2]}” on page ${m[3]}, where the model gave none, so it cannot be read there`,
  ],
  [
    /^(.+) reads part of a figure on the page.*$/,
    (m) => `${quote(m[1] ?? '')} would read only part of a number this page writes across several places`,
  ],
  [/^not learned: (.*)$/, (m) => plainReason(m[1] ?? '')],
  [/^not re-learned, the recipe is kept: (.*)$/, (m) => `it could not be learned again: ${plainReason(m[1] ?? '')}`],
  [
    /^the recipe does not reproduce page (\d+): (.*)$/,
    (m) => `reading page ${m[1]} back with it did not give the model's answer (${plainReason(m[2] ?? '')})`,
  ],
  [
    /^(.+) could not be located on the page$/,
    (m) => `Quarry could not find where ${quote(m[1] ?? '')} is shown on the page`,
  ],
  [/^(.+) has no value to learn from$/, (m) => `the model gave no value for ${quote(m[1] ?? '')}`],
  [/^(.+) was never learned$/, (m) => `${quote(m[1] ?? '')} was never learned`],
  [/^(.+) not found on the page$/, (m) => `${quote(m[1] ?? '')} is not where the recipe expects it on this page`],
  [
    /^(.+) not found where the recipe reads it, though the page still shows its place$/,
    (m) => `${quote(m[1] ?? '')} is not where the recipe expects it, though its place or label is still on this page`,
  ],
  [
    /^(.+) not found where the recipe reads it, though the page shows a signed figure no field read$/,
    (m) =>
      `${quote(m[1] ?? '')} is not where the recipe expects it, and the page shows a figure with a sign the recipe does not read (it may be that value, going the other way)`,
  ],
  [
    /^(.+) was read at the place of (.+), where the pages learned from had them apart$/,
    (m) =>
      `${quote(m[1] ?? '')} would be read where ${quote(m[2] ?? '')} stands on this page; on the pages the recipe learned from they stood apart`,
  ],
  [
    /^the page lacks (.+), which every page learned from had$/,
    (m) =>
      `this page lacks ${(m[1] ?? '').split(', ').map(quote).join(', ')}, which every page the recipe learned from had (an error or empty page?)`,
  ],
  [
    /^(.+) matched (\d+) places on the page$/,
    (m) => `${quote(m[1] ?? '')} appears in ${m[2]} places on the page, so the recipe cannot tell which one is meant`,
  ],
  [/^(.+) read two ways (.*)$/, (m) => `${quote(m[1] ?? '')} reads differently in two places ${m[2]}`],
  [
    /^(.+) reads, at one of several places alike, what another field read here$/,
    (m) =>
      `${quote(m[1] ?? '')} reads the same value as another field, from one of several places that look alike (a copy of that value?)`,
  ],
  [
    /^(.+) does not look like the learned values(.*)$/,
    (m) => `${quote(m[1] ?? '')} looks unlike the values it learned${m[2]}`,
  ],
  [
    /^(.+) is far longer than the learned values$/,
    (m) => `${quote(m[1] ?? '')} is far longer than the values it learned`,
  ],
  [/^(.+) does not read as an? (\w+)(.*)$/, (m) => `${quote(m[1] ?? '')} is not a ${m[2]} here${m[3]}`],
  [/^(.+) found (\d+) values$/, (m) => `${quote(m[1] ?? '')} has ${m[2]} values on this page where it expects one`],
  [/^(.+) differs from the model's answer$/, (m) => `the recipe read ${quote(m[1] ?? '')} differently from the model`],
  [/^the result does not match the schema.*$/, () => 'what it read would not fit your schema'],
  [
    /^(.+): the page shows more places made like its values than the recipe reads$/,
    (m) =>
      `${quote(m[1] ?? '')} may have more values on this page than the recipe reads: another list built like its values' is filled here`,
  ],
  [
    /^(.+) reads a value in the row labelled “(.+)”, the row of (.+) on the pages learned from$/,
    (m) =>
      `${quote(m[1] ?? '')} would be read in the row labelled “${m[2] ?? ''}”, where ${quote(m[3] ?? '')} stood on the pages the recipe learned from`,
  ],
  [
    /^(.+): (\d+) of ≈(\d+) records read on the page$/,
    (m) => `it read ${m[2]} of about ${m[3]} records in ${quote(m[1] ?? '')}`,
  ],
];

/** One reason (or several joined with "; ") in plain words. */
export function plainReason(reason: string): string {
  return reason
    .split('; ')
    .map((part) => {
      const text = part.trim();
      for (const [pattern, say] of REWRITES) {
        const m = text.match(pattern);
        if (m) return say(m);
      }
      return text;
    })
    .filter(Boolean)
    .join('; ');
}

const pagesWord = (n: number): string => `${n} ${n === 1 ? 'page' : 'pages'}`;

/**
 * The recipe line under a model-answered result: learned (and how far it got), confirmed,
 * healed, or why none was kept. `standing` is the recipe as stored now (absent when deleted).
 */
export function recipeStandingNote(recipe: RecipeUse, standing: RecipeStanding | undefined): string | null {
  if (recipe.used) return standing && standing.pages >= 2 ? `Confirmed on ${pagesWord(standing.pages)}` : null;
  const where = (s: RecipeStanding): string =>
    s.pages >= 2
      ? `Confirmed on ${pagesWord(s.pages)} — later pages of this site are served at 0 tokens`
      : 'Learned from 1 page — the next page of this site confirms it';
  const why = recipe.reason ? plainReason(recipe.reason) : '';
  // A check sent a page the recipe could read to the model, and the model read something else.
  const checked = /^(a routine check|the page is built unlike)/.test(recipe.reason ?? '');
  if (recipe.healed && checked)
    return `Recipe re-learned (healed): ${why}, and the model's answer differed from the recipe's. Runs it served since its last check are marked in History.`;
  if (recipe.healed) return `Recipe re-learned (healed): ${why || 'the page changed'}`;
  if (recipe.healed === false)
    return `The recipe did not fit this page and could not be re-learned, so it is kept as it was: ${why || 'no reason given'}`;
  if (recipe.learned && why && standing && standing.pages < 2)
    return `Learned again with this page: ${why.replace(/^learned again: /, '')}. The next page of this site confirms it`;
  if (recipe.learned && standing) return where(standing);
  if (recipe.learned) return 'Learned a recipe for this site';
  if (recipe.learned === false) {
    // The service drops a candidate this page contradicts (its id is given); else none was learned.
    const dropped = recipe.id !== '' && !standing;
    return dropped
      ? `The recipe learned from the last page was dropped: this page did not fit it (${why || 'no reason given'}). The next page starts a new one.`
      : `No recipe learned from this page: ${why || 'no reason given'}`;
  }
  return standing
    ? `The model's answer matches the recipe — confirmed on ${pagesWord(standing.pages)}`
    : "The model's answer matches the recipe for this site";
}

/** A completed run that could have taught a recipe but read several pages at once says why it did not. */
export function multiPageNote(job: {
  status: string;
  mock: boolean;
  recipe?: RecipeUse | undefined;
  request: Record<string, unknown>;
}): string | null {
  const pages = Number(job.request.total_pages ?? 1);
  if (job.status !== 'completed' || job.mock || job.recipe || !(pages > 1)) return null;
  if (!job.request.output_schema || job.request.plain_text) return null;
  return `No recipe learned: this run read ${pages} pages into one answer, and a recipe learns from one page at a time. Run it on a single page to teach one.`;
}
