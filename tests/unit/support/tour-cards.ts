/**
 * Made-up tour results built with utility classes, shared by the recipe tests of readings by
 * which match of several a value is: a tour's duration ("3 h") and its chip ("Free
 * cancellation") wear the same classes, the duration first.
 */
export interface Tour {
  title: string;
  duration?: string;
  /** A chip after the duration, of its classes ("Free cancellation", "Non-refundable"). */
  chip?: string;
  price: number;
}

export const FREE = 'Free cancellation';

export const tourPage = (tours: Tour[], town: string): string => `<!DOCTYPE html>
<html><body><main class="flex flex-col"><h1>Tours in ${town}</h1><section class="grid gap-4">${tours
  .map(
    (t) =>
      `<div class="truncate p-2"><h3 class="text-lg">${t.title}</h3>${
        t.duration ? `<span class="flex items-center">${t.duration}</span>` : ''
      }${t.chip ? `<span class="flex items-center">${t.chip}</span>` : ''}<span class="font-bold">€ ${t.price}</span></div>`,
  )
  .join('')}</section></main></body></html>`;

export const tourAnswer = (tours: Tour[]) => ({
  tours: tours.map((t) => ({ title: t.title, ...(t.duration ? { duration: t.duration } : {}), price: t.price })),
});

export const tourSchema = {
  type: 'object',
  properties: {
    tours: {
      type: 'array',
      items: {
        type: 'object',
        properties: { title: { type: 'string' }, duration: { type: 'string' }, price: { type: 'number' } },
        required: ['title'],
      },
    },
  },
};
