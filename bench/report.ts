import type { FieldScore } from './score';
import type { RecordScore } from './score-records';

export interface PageResult {
  id: string;
  tokens: number;
  rawTokens: number;
  /** CPU ms per MB of raw HTML. */
  msPerMb: number;
  wallMsPerMb: number;
  ms: number;
  bytes: number;
  scores: FieldScore[];
  /** List pages: records whose values all reached the model input together. */
  records?: RecordScore;
  error?: string;
}

/** The JSON shape the issue asks for, plus per-field recall and failures for diagnosis. */
export interface PipelineSummary {
  pages: number;
  tokenRatioMedian: number;
  tokenRatioP90: number;
  recall: number;
  msPerMbMedian: number;
  msPerMbMax: number;
  wallMsPerMbMedian: number;
  wallMsPerMbMax: number;
  /** CPU ms/MB max over pages of 100 KB and more: below that a fixed ~1–3 ms parser setup decides. */
  msPerMbMaxFrom100KB: number;
  tokensMedian: number;
  fieldRecall: Record<string, { found: number; findable: number }>;
  errors: number;
  misses: Array<{ id: string; field: string }>;
  slowest: Array<{ id: string; ms: number; msPerMb: number }>;
  /** List pages only: records found / records, and per-field value recall within records. */
  records?: {
    found: number;
    total: number;
    recall: number;
    fields: Record<string, { found: number; findable: number }>;
  };
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (sorted[lo] ?? 0) + ((sorted[hi] ?? 0) - (sorted[lo] ?? 0)) * (at - lo);
}

export function summarise(pages: PageResult[]): PipelineSummary {
  const fieldRecall: PipelineSummary['fieldRecall'] = {};
  const misses: PipelineSummary['misses'] = [];
  let found = 0;
  let findable = 0;
  for (const page of pages) {
    for (const score of page.scores) {
      const entry = (fieldRecall[score.field] ??= { found: 0, findable: 0 });
      entry.found += score.found;
      entry.findable += score.findable;
      found += score.found;
      findable += score.findable;
      if (score.found < score.findable) misses.push({ id: page.id, field: score.field });
    }
  }
  const ratios = pages.map((p) => (p.rawTokens > 0 ? p.tokens / p.rawTokens : 0));
  return {
    ...(pages.some((p) => p.records) ? { records: sumRecords(pages) } : {}),
    pages: pages.length,
    tokenRatioMedian: round(quantile(ratios, 0.5), 4),
    tokenRatioP90: round(quantile(ratios, 0.9), 4),
    recall: round(findable > 0 ? found / findable : 1, 4),
    msPerMbMedian: round(
      quantile(
        pages.map((p) => p.msPerMb),
        0.5,
      ),
      1,
    ),
    msPerMbMax: round(Math.max(0, ...pages.map((p) => p.msPerMb)), 1),
    wallMsPerMbMedian: round(
      quantile(
        pages.map((p) => p.wallMsPerMb),
        0.5,
      ),
      1,
    ),
    wallMsPerMbMax: round(Math.max(0, ...pages.map((p) => p.wallMsPerMb)), 1),
    msPerMbMaxFrom100KB: round(Math.max(0, ...pages.filter((p) => p.bytes >= 100_000).map((p) => p.msPerMb)), 1),
    tokensMedian: Math.round(
      quantile(
        pages.map((p) => p.tokens),
        0.5,
      ),
    ),
    fieldRecall,
    errors: pages.filter((p) => p.error).length,
    misses,
    slowest: [...pages]
      .sort((a, b) => b.msPerMb - a.msPerMb)
      .slice(0, 3)
      .map((p) => ({ id: p.id, ms: round(p.ms, 1), msPerMb: round(p.msPerMb, 1) })),
  };
}

function sumRecords(pages: PageResult[]): NonNullable<PipelineSummary['records']> {
  const out = { found: 0, total: 0, recall: 1, fields: {} as Record<string, { found: number; findable: number }> };
  for (const page of pages) {
    if (!page.records) continue;
    out.found += page.records.found;
    out.total += page.records.records;
    for (const [field, score] of Object.entries(page.records.fields)) {
      const entry = (out.fields[field] ??= { found: 0, findable: 0 });
      entry.found += score.found;
      entry.findable += score.findable;
    }
  }
  out.recall = round(out.total > 0 ? out.found / out.total : 1, 4);
  return out;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function formatTable(rows: Record<string, PipelineSummary>): string {
  const head =
    '| pipeline | pages | tokens/raw median | p90 | median tokens | recall | CPU ms/MB median | max | max ≥100 KB | wall ms/MB median | max | errors |';
  const lines = [head, '|---|---|---|---|---|---|---|---|---|---|---|---|'];
  for (const [name, s] of Object.entries(rows)) {
    lines.push(
      `| ${name} | ${s.pages} | ${s.tokenRatioMedian.toFixed(4)} | ${s.tokenRatioP90.toFixed(4)} | ${s.tokensMedian} | ${(s.recall * 100).toFixed(1)} % | ${s.msPerMbMedian} | ${s.msPerMbMax} | ${s.msPerMbMaxFrom100KB} | ${s.wallMsPerMbMedian} | ${s.wallMsPerMbMax} | ${s.errors} |`,
    );
  }
  const fieldLines = Object.entries(rows).map(
    ([name, s]) =>
      `  ${name}: ${Object.entries(s.fieldRecall)
        .map(([field, r]) => `${field} ${r.found}/${r.findable}`)
        .join(', ')}`,
  );
  return `${lines.join('\n')}\n${fieldLines.join('\n')}`;
}

const pct = (found: number, of: number): string => `${((of > 0 ? found / of : 1) * 100).toFixed(1)} %`;

function weakestField(fields: Record<string, { found: number; findable: number }>): string {
  const weakest = Object.entries(fields)
    .filter(([, r]) => r.findable > 0)
    .sort((a, b) => a[1].found / a[1].findable - b[1].found / b[1].findable)[0];
  return weakest ? `${weakest[0]} ${pct(weakest[1].found, weakest[1].findable)}` : '–';
}

/**
 * One row per corpus group (a site of the same-site corpus): findable values, then recall,
 * the weakest field and the median token ratio per pipeline; a last row sums the values.
 */
export function formatGroupTable(rows: Array<[string, Record<string, PipelineSummary>]>): string {
  const pipelines = Object.keys(rows[0]?.[1] ?? {});
  const head = `| group | pages | values | ${pipelines.map((p) => `${p} recall | weakest field | tokens/raw median`).join(' | ')} |`;
  const lines = [head, `|---|---|---|${pipelines.map(() => '---|---|---|').join('')}`];
  const totals = pipelines.map(() => ({ found: 0, findable: 0 }));
  const sum = (s: PipelineSummary): { found: number; findable: number } =>
    Object.values(s.fieldRecall).reduce((t, r) => ({ found: t.found + r.found, findable: t.findable + r.findable }), {
      found: 0,
      findable: 0,
    });
  for (const [name, byPipeline] of rows) {
    const cells = pipelines.map((pipeline, i) => {
      const s = byPipeline[pipeline];
      if (!s) return '– | – | –';
      const { found, findable } = sum(s);
      const total = totals[i] as { found: number; findable: number };
      total.found += found;
      total.findable += findable;
      return `${pct(found, findable)} | ${weakestField(s.fieldRecall)} | ${s.tokenRatioMedian.toFixed(4)}`;
    });
    const first = byPipeline[pipelines[0] ?? ''];
    lines.push(`| ${name} | ${first?.pages ?? 0} | ${first ? sum(first).findable : 0} | ${cells.join(' | ')} |`);
  }
  lines.push(
    `| **all** | | ${totals[0]?.findable ?? 0} | ${totals.map((t) => `**${pct(t.found, t.findable)}** | | `).join(' | ')} |`,
  );
  return lines.join('\n');
}

/**
 * One row per list markup: record recall, the weakest field, the median tokens and the token
 * ratio (tokens/raw), the same columns for every pipeline; then, for each baseline, the first
 * pipeline's tokens over the baseline's (0.50: half the baseline's tokens). The last row sums
 * the records and the tokens of every markup.
 */
export function formatListTable(rows: Array<[string, Record<string, PipelineSummary>]>): string {
  const pipelines = Object.keys(rows[0]?.[1] ?? {});
  const [first = '', ...baselines] = pipelines;
  const head = `| markup | records | ${pipelines.map((p) => `${p} record recall | weakest field | tokens | tokens/raw`).join(' | ')}${baselines.map((p) => ` | ${first} ÷ ${p} tokens`).join('')} |`;
  const lines = [
    head,
    `|---|---|${pipelines.map(() => '---|---|---|---|').join('')}${baselines.map(() => '---|').join('')}`,
  ];
  const totals = pipelines.map(() => ({ found: 0, total: 0, tokens: 0 }));
  const share = (a: number, b: number): string => (b > 0 ? (a / b).toFixed(2) : '–');
  for (const [name, byPipeline] of rows) {
    const cells = pipelines.map((pipeline, i) => {
      const s = byPipeline[pipeline];
      const r = s?.records;
      if (!s || !r) return '– | – | – | –';
      const total = totals[i] as { found: number; total: number; tokens: number };
      total.found += r.found;
      total.total += r.total;
      total.tokens += s.tokensMedian;
      return `${pct(r.found, r.total)} | ${weakestField(r.fields)} | ${s.tokensMedian} | ${s.tokenRatioMedian.toFixed(4)}`;
    });
    const ours = byPipeline[first]?.tokensMedian ?? 0;
    const against = baselines.map((p) => ` | ${share(ours, byPipeline[p]?.tokensMedian ?? 0)}`).join('');
    const count = byPipeline[first]?.records?.total ?? 0;
    lines.push(`| ${name} | ${count} | ${cells.join(' | ')}${against} |`);
  }
  const ourTotal = totals[0]?.tokens ?? 0;
  lines.push(
    `| **all** | ${totals[0]?.total ?? 0} | ${totals.map((t) => `**${pct(t.found, t.total)}** | | ${t.tokens} | `).join(' | ')}${totals
      .slice(1)
      .map((t) => ` | **${share(ourTotal, t.tokens)}**`)
      .join('')} |`,
  );
  return lines.join('\n');
}

/** One row per junk page: size, tokens and CPU time, per pipeline. */
export function formatJunkTable(rows: Array<[string, Record<string, PipelineSummary>]>): string {
  const pipelines = Object.keys(rows[0]?.[1] ?? {});
  const head = `| page | ${pipelines.map((p) => `${p} tokens | CPU ms/MB`).join(' | ')} |`;
  const lines = [head, `|---|${pipelines.map(() => '---|---|').join('')}`];
  for (const [name, byPipeline] of rows) {
    const cells = pipelines.map((p) => {
      const s = byPipeline[p];
      return s ? `${s.tokensMedian} | ${s.msPerMbMax}${s.errors ? ' (error)' : ''}` : '– | –';
    });
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
