import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { outlineCandidates, valueCandidates } from '@/lib/recipes/locate';
import { outlineParts, shapeOf } from '@/lib/recipes/page-text';
import { viewPage } from '@/lib/recipes/read';

/**
 * Forecast cards whose pieces run together in one line ("Mo 17Fog16° / 10° 90 %"): a chance of
 * rain read as the eighth run of that line's outline holds only while every other run keeps its
 * shape, and a day whose conditions take two words ("Light rain") breaks it — the chance would be
 * served absent. Its own element (a <meter> with a class) holds whatever the line around it
 * shows. Class names a build generated; the °F twins hidden. Made-up towns and weather.
 */
const ONE_WORD = ['Fog', 'Sleet', 'Hail', 'Clear'];
const TWO_WORDS = ['Light rain', 'Heavy showers'];
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

function page(i: number): SequencePage {
  const days = Array.from({ length: 6 }, (_, k) => {
    const conditions = i < 2 ? ONE_WORD : [...ONE_WORD, ...TWO_WORDS];
    const condition = conditions[(i + k) % conditions.length] as string;
    const rain = (i + k) % 2 === 0 ? [20, 40, 60, 90][(i + k) % 4] : 0;
    const high = 9 + ((i + k) % 8);
    return { day: `${DAYS[(i + k) % 7]} ${10 + k}`, condition, high, low: high - 5, rain };
  });
  const cards = days
    .map(
      (d) =>
        `<li class="dk-1xdsxo"><span class="dk-1o2en4">${d.day}</span><span class="dk-2a883p">${d.condition}</span><span class="dk-3hq8z1">${d.high}°</span><span class="dk-3hq8z1" hidden>${Math.round(d.high * 1.8 + 32)}°</span> / <span class="dk-9w2m4x">${d.low}°</span><span class="dk-9w2m4x" hidden>${Math.round(d.low * 1.8 + 32)}°</span> ${d.rain ? `<meter class="dk-5lb29q" min="0" max="100" value="${d.rain}">${d.rain} %</meter>` : ''}</li>`,
    )
    .join('');
  return {
    url: `https://skies.test/forecast/town-${i}`,
    html: `<!DOCTYPE html><html><body><main><h1>Ten-day forecast</h1><ol class="dk-days">${cards}</ol></main></body></html>`,
    truth: {
      days: days.map((d) => ({
        day: d.day,
        condition: d.condition,
        high: d.high,
        low: d.low,
        ...(d.rain ? { rain_chance: d.rain } : {}),
      })),
    },
  };
}

const ASK = {
  prompt: 'List the forecast days: day, conditions, high, low and chance of rain where given.',
  schema: {
    type: 'object',
    properties: {
      days: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            day: { type: 'string' },
            condition: { type: 'string' },
            high: { type: 'integer' },
            low: { type: 'integer' },
            rain_chance: { type: 'integer' },
          },
          required: ['day'],
        },
      },
    },
  },
};

describe('a figure in a card whose pieces run together in one line', () => {
  it('is read from its own element, not as one run of the line’s outline', async () => {
    const figures = await runSequence(
      'card-lines',
      Array.from({ length: 8 }, (_, i) => page(i)),
      ASK,
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBeGreaterThanOrEqual(5);
  });
});

describe('a reading by a line’s outline', () => {
  it('costs more than the value’s own element once the line runs to many pieces', () => {
    const view = viewPage(parseHtmlDocument(page(0).html), page(0).url);
    const card = view.doc.querySelector('li') as Element;
    const cheapest = (cs: Array<{ cost: number }>): number => Math.min(...cs.map((c) => c.cost));
    const byOutline = cheapest(outlineCandidates(view, '20', 'integer', card));
    const byElement = cheapest(valueCandidates(view, '20', 'integer', card, false));
    expect(byOutline).toBeGreaterThan(byElement);
  });
});

describe('a line’s outline parts', () => {
  it('keep a figure grouped by a space whole, as the outline counts it', () => {
    expect(outlineParts('2,9★★★☆☆ 23 952 opinie')).toEqual(['2,9', '23 952', 'opinie']);
    expect(outlineParts('4★ 952 opinie')).toEqual(['4', '952', 'opinie']);
    expect(outlineParts('1 234,50 zł')).toEqual(['1 234,50', 'zł']);
  });

  it('do not join a figure after a separator with the count after it', () => {
    // "3,2/5 387 reviews" is a rating out of 5 and 387 reviews, not 5387.
    expect(outlineParts('3,2/5 387 отзывов')).toEqual(['3,2', '5', '387', 'отзывов']);
    expect(shapeOf('3,2/5 387 отзывов')).toBe(shapeOf('3,2/5 38 отзывов'));
  });
});
