import { describe, expect, it } from 'vitest';
import { createTemplateStore, hostOf, templatesFor } from '@/lib/schema-builder/templates';
import { memoryArea } from './support/memory-area';

describe('schema templates', () => {
  it('are saved per site, replaced by name, and suggested for the same site first', async () => {
    const store = createTemplateStore(memoryArea());
    await store.save({ name: 'Products', host: 'shop.example', schemaText: '{"a":1}', prompt: 'p' }, 1, 't1');
    await store.save({ name: 'News', host: 'news.example', schemaText: '{}', prompt: '' }, 2, 't2');
    const saved = await store.save(
      { name: 'Products', host: 'shop.example', schemaText: '{"b":2}', prompt: '' },
      3,
      't3',
    );
    expect(saved.map((t) => t.id)).toEqual(['t3', 't2']);
    const { site, other } = templatesFor(saved, 'shop.example');
    expect(site.map((t) => t.schemaText)).toEqual(['{"b":2}']);
    expect(other.map((t) => t.id)).toEqual(['t2']);
    expect((await store.remove('t3')).map((t) => t.id)).toEqual(['t2']);
  });
  it('ignore unreadable storage and non-web addresses', async () => {
    const store = createTemplateStore(memoryArea({ 'ui:templates': [{ bad: true }] }));
    expect(await store.list()).toEqual([]);
    expect(hostOf('chrome://extensions')).toBe('');
    expect(hostOf('https://a.example/x')).toBe('a.example');
  });
});
