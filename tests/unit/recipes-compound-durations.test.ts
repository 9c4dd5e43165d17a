import { describe, expect, it } from 'vitest';
import { runSequence } from '@/bench/recipes-sequence';
import { compoundDuration } from '@/lib/recipes/durations';

/**
 * A duration learned in one unit ("5 hours") is written in two where it does not come out whole
 * ("1 hour 30 minutes"): the same outline repeated, which the learned outline alone refused.
 * Made-up walks.
 */
describe('compound durations', () => {
  it('reads two or more units of time, each in the learned outline', () => {
    expect(compoundDuration('1 hour 30 minutes', '9 a')).toBe(true);
    expect(compoundDuration('3h 30m', '9a')).toBe(true);
    expect(compoundDuration('2 uur 30 minuten', '9 a')).toBe(true);
    expect(compoundDuration('3 horas 30 minutos', '9 a')).toBe(true);
  });

  it('refuses other quantities, one unit twice, and other outlines', () => {
    expect(compoundDuration('3 bedrooms 2 bathrooms', '9 a')).toBe(false);
    expect(compoundDuration('2 hours 3 hours', '9 a')).toBe(false);
    expect(compoundDuration('1 hour 30 minutes', '9')).toBe(false);
    expect(compoundDuration('5 hours', '9 a')).toBe(false);
    expect(compoundDuration('1 hour 30 minutes, from 9:00', '9 a')).toBe(false);
  });

  it('serves a walk of one hour and a half after walks of whole hours', async () => {
    const walks: Array<[string, string]> = [
      ['Ridge walk', '5 hours'],
      ['Marsh walk', '2 hours'],
      ['Harbour walk', '4 hours'],
      ['Orchard walk', '1 hour 30 minutes'],
      ['Quarry walk', '3 hours 30 minutes'],
    ];
    const figures = await runSequence(
      'walks',
      walks.map(([name, duration], i) => ({
        url: `https://walks.test/w/${i + 1}`,
        html: `<!DOCTYPE html><html lang="en"><body><main><h1 class="w-name">${name}</h1><p class="w-time">Duration: <span class="w-dur">${duration}</span></p><p class="w-guide">Guided by Ada</p></main></body></html>`,
        truth: { name, duration },
      })),
      {
        prompt: 'The walk: name and duration.',
        schema: { type: 'object', properties: { name: { type: 'string' }, duration: { type: 'string' } } },
      },
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.served).toBe(figures.later);
  }, 30_000);
});
