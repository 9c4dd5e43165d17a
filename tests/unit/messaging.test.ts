import { describe, expect, it } from 'vitest';
import { isTrustedSender, uiMessageSchema } from '@/lib/messaging';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

describe('only Quarry’s own pages may drive it', () => {
  it('accepts the popup, side panel and options pages', () => {
    for (const page of ['popup.html', 'sidepanel.html', 'options.html']) {
      expect(isTrustedSender({ id: ID, url: `chrome-extension://${ID}/${page}` }, ID)).toBe(true);
    }
  });

  it.each([
    ['a content script in a web page', { id: ID, url: 'https://evil.example/' }],
    [
      'another extension',
      { id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', url: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/x.html' },
    ],
    ['another extension claiming our id in its url', { id: 'zzzz', url: `chrome-extension://${ID}/popup.html` }],
    ['a sender without url', { id: ID }],
    ['a lookalike origin', { id: ID, url: `chrome-extension://${ID}.evil.example/popup.html` }],
    ['a garbage url', { id: ID, url: 'not a url' }],
  ])('refuses %s', (_label, sender) => {
    expect(isTrustedSender(sender, ID)).toBe(false);
  });

  it('ignores messages that are not part of the protocol', () => {
    expect(uiMessageSchema.safeParse({ type: 'eval', code: 'alert(1)' }).success).toBe(false);
    expect(uiMessageSchema.safeParse('start').success).toBe(false);
  });
});
