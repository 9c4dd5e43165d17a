/** Numbers as pages write them: 1,234.56 / 1.234,56 / 64,30; the first one in a text. */
export function parseNumber(text: string): number | null {
  const match = /-?\d[\d.,\u00a0\u202f' ]*\d|-?\d/.exec(text);
  if (!match) return null;
  const raw = match[0].replace(/[\u00a0\u202f' ]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(raw);
  const whole = (decimal ? raw.slice(0, -decimal[0].length) : raw).replace(/[.,]/g, '');
  const value = Number(decimal ? `${whole}.${decimal[1]}` : whole);
  return Number.isFinite(value) ? value : null;
}
