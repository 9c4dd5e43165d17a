import { describe, expect, it } from 'vitest';
import { parseStep, parseTarget, STEP_KINDS, type ParsedStep } from '@/lib/page/step-parser';

const CASES: Array<[string, ParsedStep]> = [
  ['click "Load more"', { kind: 'click', target: { name: 'Load more', role: 'any', phrase: 'Load more' } }],
  ['Click on Load more', { kind: 'click', target: { name: 'Load more', role: 'any', phrase: 'Load more' } }],
  [
    'click the button labelled "Show all reviews"',
    { kind: 'click', target: { name: 'Show all reviews', role: 'button', phrase: 'button labelled Show all reviews' } },
  ],
  ['press the Submit button', { kind: 'click', target: { name: 'Submit', role: 'button', phrase: 'Submit button' } }],
  ['tap the “Next” link.', { kind: 'click', target: { name: 'Next', role: 'link', phrase: 'Next link' } }],
  ['click link Sign in', { kind: 'click', target: { name: 'Sign in', role: 'link', phrase: 'link Sign in' } }],
  [
    'type "laptop" into the search box',
    { kind: 'type', text: 'laptop', target: { name: 'search', role: 'textbox', phrase: 'search box' }, submit: false },
  ],
  [
    'Enter Jane Doe in the Name field',
    { kind: 'type', text: 'Jane Doe', target: { name: 'Name', role: 'textbox', phrase: 'Name field' }, submit: false },
  ],
  [
    'fill the email field with "a@b.c"',
    { kind: 'type', text: 'a@b.c', target: { name: 'email', role: 'textbox', phrase: 'email field' }, submit: false },
  ],
  [
    'type "usb c hub" in the search bar and press enter',
    {
      kind: 'type',
      text: 'usb c hub',
      target: { name: 'search', role: 'textbox', phrase: 'search bar' },
      submit: true,
    },
  ],
  [
    'search for "red shoes"',
    { kind: 'type', text: 'red shoes', target: { name: 'search', role: 'textbox', phrase: 'search' }, submit: true },
  ],
  ['type hello', { kind: 'type', text: 'hello', target: null, submit: false }],
  ['press Enter', { kind: 'press', key: 'Enter', target: null }],
  ['hit the return key', { kind: 'press', key: 'Enter', target: null }],
  ['press Escape', { kind: 'press', key: 'Escape', target: null }],
  ['submit the form', { kind: 'submit', target: null }],
  [
    'select "Large" in "Size"',
    { kind: 'select', option: 'Large', target: { name: 'Size', role: 'select', phrase: 'Size' } },
  ],
  [
    'choose Large from the Size dropdown',
    { kind: 'select', option: 'Large', target: { name: 'Size', role: 'select', phrase: 'Size dropdown' } },
  ],
  [
    'set Sort by to "Price: low to high"',
    { kind: 'select', option: 'Price: low to high', target: { name: 'Sort by', role: 'any', phrase: 'Sort by' } },
  ],
  [
    'check "In stock only"',
    { kind: 'check', checked: true, target: { name: 'In stock only', role: 'checkbox', phrase: 'In stock only' } },
  ],
  [
    'tick the Remember me checkbox',
    { kind: 'check', checked: true, target: { name: 'Remember me', role: 'checkbox', phrase: 'Remember me checkbox' } },
  ],
  [
    'uncheck "Newsletter"',
    { kind: 'check', checked: false, target: { name: 'Newsletter', role: 'checkbox', phrase: 'Newsletter' } },
  ],
  ['scroll down', { kind: 'scroll', direction: 'down', times: 1 }],
  ['scroll down 3 times', { kind: 'scroll', direction: 'down', times: 3 }],
  ['scroll up twice', { kind: 'scroll', direction: 'up', times: 2 }],
  ['scroll to the bottom of the page', { kind: 'scroll-edge', edge: 'bottom' }],
  ['scroll to top', { kind: 'scroll-edge', edge: 'top' }],
  [
    'scroll to "Customer reviews"',
    { kind: 'scroll-to', target: { name: 'Customer reviews', role: 'any', phrase: 'Customer reviews' } },
  ],
  ['wait 2 seconds', { kind: 'wait', ms: 2000 }],
  ['wait for 500 ms', { kind: 'wait', ms: 500 }],
  ['Wait 1.5s', { kind: 'wait', ms: 1500 }],
  ['wait 10 minutes', { kind: 'wait', ms: 60_000 }],
  ['wait for "Results loaded"', { kind: 'wait-for', text: 'Results loaded' }],
  ['wait until "Order total" appears', { kind: 'wait-for', text: 'Order total' }],
  ['wait for the page to load', { kind: 'settle' }],
  ['hover over "Account"', { kind: 'hover', target: { name: 'Account', role: 'any', phrase: 'Account' } }],
  [
    'mouse over the Products menu',
    { kind: 'hover', target: { name: 'Products', role: 'select', phrase: 'Products menu' } },
  ],
  ['go back', { kind: 'back' }],
  ['Navigate back.', { kind: 'back' }],
  ['then go to https://example.com/page?x=1', { kind: 'goto', url: 'https://example.com/page?x=1' }],
];

describe('parseStep', () => {
  it.each(CASES)('%s', (text, expected) => {
    expect(parseStep(text)).toEqual(expected);
  });

  it('keeps the case of quoted and unquoted values', () => {
    expect(parseStep('type "MacBook Pro" into Search')).toMatchObject({ text: 'MacBook Pro' });
    expect(parseStep('TYPE MacBook Pro INTO search')).toMatchObject({ text: 'MacBook Pro' });
  });

  it('returns null for text that is no step', () => {
    for (const text of ['', 'show me additional reviews', 'fly me to the moon', 'click', 'wait for', 'go to example'])
      expect(parseStep(text)).toBeNull();
  });

  it('every kind the parser produces is listed (and so has a runner)', () => {
    const kinds = new Set(CASES.map(([, step]) => step.kind));
    expect([...kinds].sort()).toEqual([...STEP_KINDS].sort());
  });
});

describe('parseTarget', () => {
  it('reads roles before and after the name', () => {
    expect(parseTarget('the "Add to cart" button')).toMatchObject({ name: 'Add to cart', role: 'button' });
    expect(parseTarget('button Add to cart')).toMatchObject({ name: 'Add to cart', role: 'button' });
    expect(parseTarget('the link named Pricing')).toMatchObject({ name: 'Pricing', role: 'link' });
    expect(parseTarget('Main menu')).toMatchObject({ name: 'Main', phrase: 'Main menu' });
  });
});
