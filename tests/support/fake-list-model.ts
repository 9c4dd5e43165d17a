import type { FakeReply, RecordedRequest } from './fake-openai-server';

/**
 * A scripted model for long lists, for `server.script(…)`: it answers at most `perCall`
 * records per call, reads Quarry's "records that come AFTER …" follow-up to know where to go
 * on (by the last record's `key` value), cuts every `cutEvery`-th answer mid-record with
 * finish_reason "length", and — to play a model that truly misses records — never returns
 * records from index `missFrom` on.
 */
export interface ListModelOptions {
  items: ReadonlyArray<Record<string, unknown>>;
  listKey: string;
  key: string;
  perCall: number;
  cutEvery?: number;
  missFrom?: number;
}

export function listModelScript(options: ListModelOptions): (request: RecordedRequest, index: number) => FakeReply {
  const { items, listKey, key, perCall } = options;
  const end = Math.min(items.length, options.missFrom ?? items.length);
  return (request, index) => {
    const messages: Array<{ role: string; content: string }> = request.body?.messages ?? [];
    const last = messages[messages.length - 1]?.content ?? '';
    let start = 0;
    if (/come AFTER/.test(last)) {
      for (const [i, item] of items.entries()) if (last.includes(JSON.stringify(item[key]))) start = i + 1;
    }
    const records = items.slice(Math.min(start, end), Math.min(start + perCall, end));
    const text = JSON.stringify({ [listKey]: records });
    if (options.cutEvery && index % options.cutEvery === options.cutEvery - 1 && records.length > 1) {
      // Cut inside the last record, as a model stopped by max_tokens does.
      const at = text.lastIndexOf('{') + Math.ceil(JSON.stringify(records[records.length - 1]).length / 2);
      return { content: text.slice(0, at), finishReason: 'length' };
    }
    return { content: text };
  };
}
