import { Readability } from '@mozilla/readability';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import { htmlToModelInput, parseHtmlDocument } from '../lib/convert/html-to-model-input';

/** What the bench compares: Quarry's pipeline and the two baselines named in the issue. */
export const PIPELINES = ['quarry', 'turndown-body', 'readability-turndown'] as const;
export type PipelineName = (typeof PIPELINES)[number];

export interface PageInput {
  html: string;
  url: string;
  fields: string[];
  /** The user's prompt (`--prompt-only` runs name the fields only here). */
  prompt?: string;
}

function turndown(): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
  service.use(gfm);
  // turndown-plugin-gfm throws on a table without rows; such a table holds nothing anyway.
  service.addRule('emptyTable', {
    filter: (node) => node.nodeName === 'TABLE' && !(node as HTMLTableElement).rows?.length,
    replacement: () => '',
  });
  service.remove(['script', 'style', 'noscript', 'template']);
  return service;
}

export function runPipeline(name: PipelineName, page: PageInput): string {
  switch (name) {
    case 'quarry':
      return htmlToModelInput(page.html, { baseUrl: page.url, fields: page.fields, prompt: page.prompt }).text;
    case 'turndown-body': {
      const doc = parseHtmlDocument(page.html);
      // Turndown parses the string with its own DOM (linkedom lacks table.rows, which the GFM rules read).
      const body = doc.body ?? doc.documentElement;
      return body ? turndown().turndown(body.outerHTML) : '';
    }
    case 'readability-turndown': {
      const doc = parseHtmlDocument(page.html);
      const article = new Readability(doc).parse();
      return article?.content ? turndown().turndown(article.content) : '';
    }
  }
}
