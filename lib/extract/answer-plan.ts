import { namelessFields } from './answer-mismatch';
import type { AnswerFormat } from './chat-model';
import { dropNullOptionals, parseModelJson, validateAgainst } from './check-output';
import type { Checked } from './check-or-ask-again';
import type { AnswerMode } from './prompt';
import { isSchema, toStrictSchema, WRAP_KEY } from './strict-schema';

/** How the model is asked to answer (text, any JSON, or the user's schema made strict) and how its answer is read. */
export interface AnswerPlan {
  mode: AnswerMode;
  format: AnswerFormat;
  promptSchema?: unknown;
  wrapped: boolean;
  /** Answers are for one chunk of several: required values may be missing. */
  partial: boolean;
}

export function planFor(outputSchema: unknown, plainText: boolean, partial: boolean): AnswerPlan {
  if (plainText) return { mode: 'text', format: { type: 'text' }, wrapped: false, partial };
  if (isSchema(outputSchema)) {
    const strict = toStrictSchema(outputSchema, { allNullable: partial });
    return {
      mode: 'schema',
      format: { type: 'json_schema', schema: strict.schema, strict: strict.strict },
      promptSchema: strict.schema,
      wrapped: strict.wrapped,
      partial,
    };
  }
  return { mode: 'json', format: { type: 'json_object' }, wrapped: false, partial };
}

/**
 * Reads one answer under the plan: repaired JSON, unwrapped, trimmed of a record cut at the
 * output limit (`trim`), then validated against the user's ORIGINAL schema.
 */
export function checkAnswer(
  text: string,
  schema: unknown,
  plan: AnswerPlan,
  trim?: (value: unknown) => unknown,
): Checked<unknown> {
  const parsed = parseModelJson(text);
  if (!parsed.ok) return { ok: false, problems: [parsed.error] };
  let value = parsed.value;
  if (plan.wrapped && isSchema(value) && WRAP_KEY in value) value = value[WRAP_KEY];
  if (trim) value = trim(value);
  if (plan.partial && value === null) return { ok: true, value: null };
  const nameless = namelessFields(value);
  if (nameless.length > 0) return { ok: false, problems: nameless, read: value };
  if (plan.mode === 'json') {
    if (isSchema(value)) return { ok: true, value };
    return { ok: true, value: { [WRAP_KEY]: value } };
  }
  value = dropNullOptionals(value, schema, { all: plan.partial });
  const problems = validateAgainst(schema, value, { ignoreRequired: plan.partial });
  return problems.length === 0 ? { ok: true, value } : { ok: false, problems, read: value };
}
