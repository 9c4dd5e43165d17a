import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_VERSION } from '@/lib/settings/settings';
import { recoverSettings } from '@/lib/settings/recovery';
import { createSettingsStore, NOTICE_KEY, SETTINGS_BACKUP_KEY, SETTINGS_KEY } from '@/lib/settings/store';
import { memoryArea } from './support/memory-area';

const provider = {
  kind: 'openai-compatible',
  baseURL: 'http://127.0.0.1:11434/v1',
  apiKey: 'k',
  model: 'llama3.1',
  contextTokens: 8000,
};

describe('settings recovery', () => {
  it('nothing stored: defaults, no notice', () => {
    expect(recoverSettings(undefined)).toEqual({ settings: DEFAULT_SETTINGS, notice: null, changed: false });
  });

  it('current settings pass through unchanged', () => {
    const stored = { version: SETTINGS_VERSION, mock: true, provider };
    const recovered = recoverSettings(stored);
    expect(recovered.changed).toBe(false);
    expect(recovered.settings).toMatchObject({ mock: true, provider });
  });

  it('migrates version 0 (unversioned, mockMode) to the current version', () => {
    const recovered = recoverSettings({ mockMode: true, provider });
    expect(recovered.settings).toMatchObject({ version: SETTINGS_VERSION, mock: true, provider });
    expect(recovered).toMatchObject({ changed: true, notice: null });
  });

  it('a damaged member is reset alone; the provider and its key survive', () => {
    const recovered = recoverSettings({ version: SETTINGS_VERSION, mock: 'sometimes', provider });
    expect(recovered.settings).toMatchObject({ mock: false, provider });
    expect(recovered.notice).toMatch(/reset to their defaults: mock/);
  });

  it.each([['{not json'], [42], [[1, 2]], ['"text"']])(
    'unreadable settings %j reset to defaults with a notice',
    (raw) => {
      const recovered = recoverSettings(raw);
      expect(recovered.settings).toEqual(DEFAULT_SETTINGS);
      expect(recovered.notice).toMatch(/could not be read/);
    },
  );

  it('settings from a newer version keep what parses and say so', () => {
    const recovered = recoverSettings({ version: SETTINGS_VERSION + 1, mock: true, futureOption: 1 });
    expect(recovered.settings.mock).toBe(true);
    expect(recovered.notice).toMatch(/newer Quarry/);
  });

  it('the store rewrites repaired settings, keeps a backup and leaves a notice', async () => {
    const area = memoryArea({ [SETTINGS_KEY]: { version: SETTINGS_VERSION, mock: 'x', provider }, 'job:1': 'kept' });
    const store = createSettingsStore(area, () => 5);
    const settings = await store.load();
    expect(settings.provider).toMatchObject(provider);
    expect(area.data.get(SETTINGS_BACKUP_KEY)).toEqual({ version: SETTINGS_VERSION, mock: 'x', provider });
    expect(area.data.get(NOTICE_KEY)).toEqual({ text: expect.stringMatching(/mock/), at: 5 });
    expect(area.data.get('job:1')).toBe('kept');
    expect(await store.load()).toEqual(settings);
  });

  it('configure rejects a bad patch and changes nothing', async () => {
    const area = memoryArea({ [SETTINGS_KEY]: { version: SETTINGS_VERSION, mock: true, provider } });
    const store = createSettingsStore(area);
    await expect(
      store.update({ provider: { kind: 'openai-compatible', baseURL: 'ftp://x', model: '' } }),
    ).rejects.toThrow(/Settings not changed: provider/);
    expect((await store.load()).provider).toMatchObject(provider);
  });
});
