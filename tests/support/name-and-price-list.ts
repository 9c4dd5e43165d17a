/** A JSON Schema for a list: under `key`, records of a name and a price (the usual made-up shop list). */
export function nameAndPriceList(key: string) {
  return {
    type: 'object',
    properties: {
      [key]: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
      },
    },
  };
}
