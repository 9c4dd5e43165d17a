import type { BatchValue, ExtractValue, ListRecipesValue, ListTabsValue, MarkdownifyValue } from '../lib/relay/tools';

/**
 * The one-line text an agent reads first, e.g. "42 products, all found on the page,
 * 0 tokens (recipe)". Built from the response's own members; never from page text.
 */
export function summarizeExtract(response: ExtractValue): string {
  if (response.status === 'failed') return `The extraction failed: ${response.error || 'no reason given.'}`;
  if (response.status !== 'completed')
    return `The extraction is still ${response.status} (request ${response.request_id}): call extract again later.`;
  const parts = [describeRecords(response), describeGrounding(response), describeTokens(response)];
  const completeness = response.completeness;
  if (completeness && !completeness.complete)
    parts.push(`incomplete: ${completeness.note || 'some values are missing'}`);
  return parts.filter(Boolean).join(', ');
}

function describeRecords(response: ExtractValue): string {
  const result = response.result;
  const listName = response.completeness?.list?.split('/').pop();
  if (Array.isArray(result)) return plural(result.length, 'record');
  if (typeof result === 'string') return `${result.length} characters of text`;
  if (result && typeof result === 'object') {
    const entries = Object.entries(result as Record<string, unknown>);
    const list = listName ? entries.find(([key]) => key === listName) : entries.find(([, v]) => Array.isArray(v));
    if (list && Array.isArray(list[1])) return `${list[1].length} ${list[0]}`;
    return plural(entries.length, 'field');
  }
  return 'no result';
}

function describeGrounding(response: ExtractValue): string {
  const grounding = response.grounding;
  if (!grounding) return 'not checked against the page';
  if (grounding.checked === 0) return 'no values to check against the page';
  if (grounding.found === grounding.checked) return 'all found on the page';
  return `${grounding.found} of ${grounding.checked} values found on the page (${grounding.notFound.length} not found: see grounding.notFound)`;
}

function describeTokens(response: ExtractValue): string {
  if (!response.usage) return '';
  const tokens = response.usage.inputTokens + response.usage.outputTokens;
  return response.recipe?.used ? `${tokens} tokens (recipe)` : `${tokens} tokens`;
}

export function summarizeMarkdown(value: MarkdownifyValue): string {
  return `${value.markdown.length} characters of Markdown from ${value.website_url}`;
}

export function summarizeTabs(value: ListTabsValue): string {
  return value.tabs.length === 0 ? 'No open tabs.' : `${plural(value.tabs.length, 'open tab')}.`;
}

export function summarizeBatch(value: BatchValue): string {
  const head = `${plural(value.items.length, 'address', 'addresses')}: ${value.completed} completed, ${value.failed} failed`;
  const firstFailure = value.items.find((item) => !item.ok);
  return firstFailure
    ? `${head} (first failure, ${firstFailure.website_url}: ${firstFailure.error ?? 'no reason given'})`
    : head;
}

export function summarizeRecipes(value: ListRecipesValue): string {
  if (value.recipes.length === 0) return 'Quarry has learned no sites yet: every extract calls the model.';
  return `${plural(value.recipes.length, 'learned site')}: extract on their pages is read by the recipe at 0 tokens.`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
