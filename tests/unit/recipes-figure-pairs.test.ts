import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * A count written as a pair of figures ("25/40": seats taken of seats offered, in a bar and in a
 * text beside it): the count is read up to the sign between them, whatever the second figure is
 * on the next record. Made-up courses.
 */
const TOPICS = ['Kiln Craft', 'Tide Charts', 'Loom Basics', 'Moss Gardens', 'Lantern Making', 'Reed Weaving'];

function page(i: number): SequencePage {
  const courses = Array.from({ length: 4 + (i % 3) }, (_, k) => {
    const seats = [20, 30, 40, 60][(i + k) % 4] as number;
    return {
      code: `KC ${100 + i * 10 + k}`,
      title: `${TOPICS[(i + k) % TOPICS.length]} ${k + 1}`,
      enrolled: (i * 7 + k * 11) % seats,
      seats,
    };
  });
  const rows = courses
    .map(
      (c) =>
        `<tr><th scope="row">${c.code}</th><td><a href="/course/${c.code.replace(' ', '-')}">${c.title}</a></td><td><progress value="${c.enrolled}" max="${c.seats}">${c.enrolled}/${c.seats}</progress> <span class="taken">${c.enrolled}/${c.seats}</span></td></tr>`,
    )
    .join('');
  return {
    url: `https://school.test/catalogue/${i}`,
    html: `<!DOCTYPE html><html><body><main><h1>Catalogue</h1><table class="courses"><thead><tr><th>Code</th><th>Course</th><th>Enrolled</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`,
    truth: { courses: courses.map(({ code, title, enrolled }) => ({ code, title, enrolled })) },
  };
}

const ASK = {
  prompt: 'List the courses: code, title and how many students are enrolled.',
  schema: {
    type: 'object',
    properties: {
      courses: {
        type: 'array',
        items: {
          type: 'object',
          properties: { code: { type: 'string' }, title: { type: 'string' }, enrolled: { type: 'integer' } },
          required: ['code', 'title'],
        },
      },
    },
  },
};

describe('a count written as a pair of figures', () => {
  it('is read up to the sign between them, and the list is served', async () => {
    const pages = Array.from({ length: 8 }, (_, i) => page(i));
    const figures = await runSequence('figure-pairs', pages, ASK);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBe(6);
  });
});
