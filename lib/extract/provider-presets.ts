/** Starting points for the OpenAI-compatible provider; every field stays editable. */
export interface ProviderPreset {
  id: string;
  label: string;
  baseURL: string;
  model: string;
  contextTokens: number;
  needsKey: boolean;
  hint: string;
}

export const PROVIDER_PRESETS: readonly ProviderPreset[] = [
  {
    id: 'openai',
    label: 'OpenAI',
    baseURL: 'https://api.openai.com/v1',
    model: 'gpt-4o-mini',
    contextTokens: 100_000,
    needsKey: true,
    hint: 'Needs an API key from platform.openai.com. Page text is sent to OpenAI.',
  },
  {
    id: 'ollama',
    label: 'Ollama',
    baseURL: 'http://127.0.0.1:11434/v1',
    model: 'llama3.1',
    // Ollama's OpenAI endpoint runs with its default context (4096 unless OLLAMA_CONTEXT_LENGTH
    // is set) and silently drops what does not fit, so chunks must stay within it.
    contextTokens: 4_000,
    needsKey: false,
    hint: 'Runs on this computer. Ollama must allow extensions: start it with OLLAMA_ORIGINS=chrome-extension://* (then restart Ollama). Its context is 4096 tokens unless you set OLLAMA_CONTEXT_LENGTH; keep the context budget at or below it.',
  },
  {
    id: 'lm-studio',
    label: 'LM Studio',
    baseURL: 'http://127.0.0.1:1234/v1',
    model: 'qwen2.5-7b-instruct',
    contextTokens: 8_000,
    needsKey: false,
    hint: 'Runs on this computer. Start the server in LM Studio’s Developer tab and load a model.',
  },
  {
    id: 'llama-cpp',
    label: 'llama.cpp server',
    baseURL: 'http://127.0.0.1:8080/v1',
    model: 'default',
    contextTokens: 8_000,
    needsKey: false,
    hint: 'Runs on this computer: llama-server -m model.gguf -c 8192 (set the context budget to what -c allows).',
  },
  {
    id: 'openrouter',
    label: 'OpenRouter',
    baseURL: 'https://openrouter.ai/api/v1',
    model: 'openai/gpt-4o-mini',
    contextTokens: 100_000,
    needsKey: true,
    hint: 'Needs an OpenRouter API key. Page text is sent to OpenRouter and the model’s provider.',
  },
];

/** The preset a saved base URL belongs to, or undefined for a custom server. */
export function presetFor(baseURL: string): ProviderPreset | undefined {
  return PROVIDER_PRESETS.find((p) => p.baseURL === baseURL.replace(/\/+$/, ''));
}

/** Whether requests to this server stay on this computer. */
export function isLocalServer(baseURL: string): boolean {
  try {
    return /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(new URL(baseURL).hostname);
  } catch {
    return false;
  }
}
