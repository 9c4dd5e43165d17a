import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up plan table in Spanish: each plan a row, single sign-on shown as "✓" or "—" under a
 * column header no word of which names `sso`. The records, answered both ways, tie the column's
 * place to the question by what it says alone.
 */
const AT = 'https://planes.test/comparar/';
const schema = {
  type: 'object',
  properties: {
    plans: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' }, sso: { type: 'boolean' } },
      },
    },
  },
};

interface Plan {
  name: string;
  price: number;
  sso: boolean;
}

const page = (plans: Plan[]): string => `<!DOCTYPE html><html><body><main><h1>Planes</h1><table class="planes">
  <thead><tr><th>Plan</th><th>Precio</th><th>Acceso único</th></tr></thead><tbody>${plans
    .map(
      (p) =>
        `<tr><td class="nombre">${p.name}</td><td class="precio">${p.price.toFixed(2)} €</td><td><span role="img" aria-label="${p.sso ? 'Incluido' : 'No incluido'}">${p.sso ? '✓' : '—'}</span></td></tr>`,
    )
    .join('')}</tbody></table></main></body></html>`;

const one: Plan[] = [
  { name: 'Brezo', price: 8, sso: false },
  { name: 'Roble', price: 12.5, sso: false },
  { name: 'Encina', price: 20.99, sso: true },
];
const two: Plan[] = [
  { name: 'Junco', price: 5, sso: false },
  { name: 'Aliso', price: 18, sso: true },
  { name: 'Tejo', price: 36.99, sso: true },
];

describe('recipes: a boolean said only by a mark in each record', () => {
  it('is learned from records answered both ways and read on the next page', () => {
    const recipe = learnStored(
      [
        { html: page(one), answer: { plans: one } },
        { html: page(two), answer: { plans: two } },
      ],
      schema,
      AT,
    );
    const next: Plan[] = [
      { name: 'Pino', price: 9.5, sso: true },
      { name: 'Haya', price: 14, sso: false },
    ];
    const got = replayOn(recipe, page(next), schema, AT);
    expect(got.ok ? got.result : got.reason).toEqual({ plans: next });
  });

  it('reads a mark it never learned as neither: the page goes to the model', () => {
    const recipe = learnStored(
      [
        { html: page(one), answer: { plans: one } },
        { html: page(two), answer: { plans: two } },
      ],
      schema,
      AT,
    );
    const odd = page([{ name: 'Pino', price: 9.5, sso: true }]).replace('✓', 'Pronto');
    expect(replayOn(recipe, odd, schema, AT).ok).toBe(false);
  });

  it('is not learned from records that all answered one way', () => {
    const yes = one.map((p) => ({ ...p, sso: true }));
    const also = two.map((p) => ({ ...p, sso: true }));
    expect(() =>
      learnStored(
        [
          { html: page(yes), answer: { plans: yes } },
          { html: page(also), answer: { plans: also } },
        ],
        schema,
        AT,
      ),
    ).toThrow(/sso/);
  });
});
