import { describe, expect, it } from 'vitest';
import { privacyText } from '@/components/run/privacy-line';
import { settingsSchema, type Settings } from '@/lib/settings/settings';

function withProvider(provider: unknown, mock = false): Settings {
  return settingsSchema.parse({ provider, mock });
}

describe('privacyText (one branch on provider.kind, through byProviderKind)', () => {
  it('says what leaves the browser for each kind of model', () => {
    expect(privacyText(withProvider({ kind: 'none' }), false)).toBe('');
    expect(privacyText(withProvider({ kind: 'chrome-ai' }), false)).toMatch(/nothing leaves the browser/);
    const local = { kind: 'openai-compatible', baseURL: 'http://127.0.0.1:9999/v1', model: 'm' };
    expect(privacyText(withProvider(local), false)).toBe('The page text goes to 127.0.0.1:9999, on this computer.');
    const far = { kind: 'openai-compatible', baseURL: 'https://models.example.org/v1', model: 'm' };
    expect(privacyText(withProvider(far), false)).toBe(
      'The page text is sent to models.example.org (your model provider).',
    );
    const remote = { kind: 'remote', baseURL: 'https://svc.example.net', apiKey: 'k', send: 'url', auth: 'bearer' };
    expect(privacyText(withProvider(remote), false)).toBe(
      'Sends the page address to svc.example.net (your extraction service).',
    );
  });

  it('a mock run sends nothing, except to a remote service (which answers with mock data)', () => {
    expect(privacyText(withProvider({ kind: 'chrome-ai' }), true)).toMatch(/^Mock run/);
    const remote = { kind: 'remote', baseURL: 'https://svc.example.net', apiKey: 'k', send: 'html', auth: 'bearer' };
    expect(privacyText(withProvider(remote), true)).toBe('');
    expect(privacyText(withProvider(remote, true), false)).toMatch(/^Global mock mode/);
  });
});
