import type { Job } from '../jobs/job';

/** How much of a result is searched: enough for names and prices, cheap for big results. */
const SEARCHED_RESULT_CHARS = 20_000;

/**
 * History search: every word of the query must appear in the prompt, the page address,
 * the status, the error or the result (case-insensitive). Newest first.
 */
export function searchHistory(jobs: readonly Job[], query: string): Job[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const sorted = [...jobs].sort((a, b) => b.createdAt - a.createdAt);
  if (words.length === 0) return sorted;
  return sorted.filter((job) => {
    const haystack = searchableText(job);
    return words.every((word) => haystack.includes(word));
  });
}

function searchableText(job: Job): string {
  let result = '';
  try {
    result = typeof job.result === 'string' ? job.result : (JSON.stringify(job.result) ?? '');
  } catch {
    result = '';
  }
  return [
    job.user_prompt,
    job.website_url,
    job.status,
    job.error,
    job.mock ? 'mock' : '',
    result.slice(0, SEARCHED_RESULT_CHARS),
  ]
    .join('\n')
    .toLowerCase();
}
