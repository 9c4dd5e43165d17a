import { errorText } from '../shared/errors';
import type { Settings } from '../settings/settings';
import { byProviderKind } from '../settings/by-provider-kind';
import type { AnswerFormat, ChatModel } from './chat-model';
import { dropNullOptionals, parseModelJson, validateAgainst } from './check-output';
import type { ModelClient, ModelJsonRequest } from './model-client';
import { checkOrAskAgain, type Checked } from './check-or-ask-again';
import { chatModelFor, contextTokensOf, findLanguageModel, openChromeAiSession } from './providers/chrome-ai-provider';
import { createOpenAiChatModel, type OpenAiEnv } from './providers/openai-compatible-provider';
import { isSchema, toStrictSchema, WRAP_KEY } from './strict-schema';

type OpenModel = () => Promise<{ model: ChatModel; close(): void }>;

export interface ModelClientEnv extends OpenAiEnv {
  /** Keeps the MV3 worker alive during a call (calls from the UI run outside any job). */
  keepAlive?(): () => void;
}

/**
 * The configured model for the small jobs beside extraction (a step that did not parse,
 * "Suggest fields"): one JSON answer, repaired and validated against `schema` when given,
 * asked once more with the errors when invalid. Null when no local model is configured.
 */
export function createModelClient(settings: Settings, env: ModelClientEnv = {}): ModelClient | null {
  const open = byProviderKind<OpenModel | null>(settings.provider, {
    'openai-compatible': (provider) => {
      const model = createOpenAiChatModel(provider, env);
      return async () => ({ model, close: () => {} });
    },
    'chrome-ai': () => {
      const languageModel = findLanguageModel();
      if (!languageModel) return null;
      return async () => {
        const base = await openChromeAiSession(languageModel);
        return { model: chatModelFor(languageModel, contextTokensOf(base)), close: () => base.destroy() };
      };
    },
    remote: () => null,
    none: () => null,
  });
  if (!open) return null;
  return {
    async completeJson(request) {
      const stop = env.keepAlive?.() ?? (() => {});
      const { model, close } = await open();
      try {
        return await completeJson(model, request);
      } finally {
        close();
        stop();
      }
    },
  };
}

async function completeJson(model: ChatModel, request: ModelJsonRequest): Promise<unknown> {
  const strict = isSchema(request.schema) ? toStrictSchema(request.schema) : null;
  const format: AnswerFormat = strict
    ? { type: 'json_schema', schema: strict.schema, strict: strict.strict }
    : { type: 'json_object' };
  const system = `${request.system}\nAnswer with JSON only.${strict ? ` Follow this JSON Schema: ${JSON.stringify(strict.schema)}` : ''}`;
  const messages = [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: request.user },
  ];
  const check = (text: string): Checked<unknown> => {
    const parsed = parseModelJson(text);
    if (!parsed.ok) return { ok: false, problems: [parsed.error] };
    let value = parsed.value;
    if (strict?.wrapped && isSchema(value) && WRAP_KEY in value) value = value[WRAP_KEY];
    if (!request.schema) return { ok: true, value };
    value = dropNullOptionals(value, request.schema);
    const problems = validateAgainst(request.schema, value);
    return problems.length === 0 ? { ok: true, value } : { ok: false, problems };
  };
  const checked = await checkOrAskAgain(
    model,
    { messages, format, signal: request.signal },
    { check: (answer) => check(answer.text) },
  );
  if (checked.ok) return checked.value;
  throw new Error(`The model's answer was not valid JSON for this task: ${errorText(checked.problems.join('; '))}.`);
}
