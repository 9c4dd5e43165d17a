import { z } from '../contract/zod-setup';

const detailItemSchema = z.looseObject({
  loc: z.array(z.union([z.string(), z.number()])).optional(),
  msg: z.string().optional(),
  message: z.string().optional(),
});

const errorBodySchema = z.looseObject({
  error: z.union([z.string(), z.looseObject({ message: z.string() })]).optional(),
  detail: z.union([z.string(), z.array(detailItemSchema)]).optional(),
  message: z.string().optional(),
});

/**
 * The service's own words from an error body: `{ "error": "…" }`, FastAPI-style
 * `{ "detail": [ { "loc": [...], "msg": "…" } ] }`, `{ "detail": "…" }`, `{ "message": "…" }`
 * or a plain-text body; '' when the body says nothing usable (an HTML page, nothing). At most
 * 300 characters.
 */
export function readErrorBody(body: unknown): string {
  return ownWords(body).slice(0, 300);
}

function ownWords(body: unknown): string {
  // A plain-text body is the server's words, unless it is a web page.
  if (typeof body === 'string') return /^\s*</.test(body) ? '' : body.trim();
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return '';
  const { error, detail, message } = parsed.data;
  const parts: string[] = [];
  if (typeof error === 'string' && error.trim()) parts.push(error.trim());
  else if (error && typeof error === 'object') parts.push(error.message);
  if (typeof detail === 'string' && detail.trim()) parts.push(detail.trim());
  if (Array.isArray(detail)) {
    for (const item of detail) {
      const where = (item.loc ?? []).filter((part) => part !== 'body').join('.');
      const what = item.msg ?? item.message ?? 'is not valid';
      parts.push(where ? `${where}: ${what}` : what);
    }
  }
  if (parts.length === 0 && message?.trim()) parts.push(message.trim());
  return parts.join('; ');
}
