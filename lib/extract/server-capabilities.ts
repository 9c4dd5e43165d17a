import type { AnswerFormat } from './chat-model';

/**
 * What an OpenAI-compatible server accepts, learnt from its 400s and remembered per base URL
 * and model for the life of the worker: servers differ (LM Studio refuses json_object, older
 * servers refuse response_format altogether, reasoning models refuse temperature), and asking
 * again with what failed would cost a round trip on every call.
 */
export type FormatLevel = 'json_schema' | 'json_object' | 'none';
/** Optional request members a server may reject; dropped (and remembered) when it does. */
export const OPTIONAL_PARAMS = ['temperature', 'stream_options'] as const;
export type OptionalParam = (typeof OPTIONAL_PARAMS)[number];

export interface ServerMemory {
  rejectedFormats: Set<FormatLevel>;
  droppedParams: Set<OptionalParam>;
}

const memory = new Map<string, ServerMemory>();

export function memoryFor(baseURL: string, model: string): ServerMemory {
  const key = `${baseURL}|${model}`;
  const known = memory.get(key) ?? { rejectedFormats: new Set(), droppedParams: new Set() };
  memory.set(key, known);
  return known;
}

export function forgetServerMemory(): void {
  memory.clear();
}

/** The ways to ask for this answer format, best first: the last one is the schema in the prompt only. */
export function formatLevels(format: AnswerFormat): FormatLevel[] {
  if (format.type === 'json_schema') return ['json_schema', 'json_object', 'none'];
  if (format.type === 'json_object') return ['json_object', 'none'];
  return ['none'];
}

export function nextLevel(format: AnswerFormat, current: FormatLevel, rejected: Set<FormatLevel>): FormatLevel {
  const levels = formatLevels(format);
  const after = levels.slice(levels.indexOf(current) + 1).filter((l) => !rejected.has(l));
  return after[0] ?? 'none';
}

export function describeLevel(level: FormatLevel): string {
  return level === 'none' ? 'the schema in the prompt' : level;
}

/**
 * Which part of a rejected request the server objected to, from its status and error text.
 * Only a part that was actually sent can be blamed: a 400 that still names `temperature`
 * after temperature was dropped (a schema with a `temperature` property, say) must not be
 * read as "drop it again", or the caller would retry forever. A message naming the
 * response_format or the schema is read as the format's fault first, for the same reason.
 */
export function rejectedPartOf(
  status: number,
  message: string,
  level: FormatLevel,
  sent: ReadonlySet<OptionalParam>,
): 'format' | OptionalParam | null {
  if (![400, 422, 501].includes(status)) return null;
  if (sent.has('stream_options') && /stream_options|include_usage/i.test(message)) return 'stream_options';
  const formatSent = level !== 'none';
  if (formatSent && /response_format|json_schema|json_object/i.test(message)) return 'format';
  if (sent.has('temperature') && /temperature/i.test(message)) return 'temperature';
  if (formatSent && /structured|grammar|schema/i.test(message)) return 'format';
  return null;
}
