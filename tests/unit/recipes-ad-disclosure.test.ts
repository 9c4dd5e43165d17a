import { describe, expect, it } from 'vitest';
import { isDisclosureAttribute, isDisclosureText } from '../../lib/grounding/ad-disclosure';

describe('recipes: advertising disclosures', () => {
  it('knows the labels of paid placements in several languages, alone or first', () => {
    for (const text of ['Sponsored', 'AD', 'Ad ·', '[Ad]', 'Anzeige', 'Werbung', 'Sponsorisé', 'Publicidad', '広告'])
      expect(isDisclosureText(text), text).toBe(true);
    expect(isDisclosureText('Sponsored by the Hill Dairy')).toBe(true);
  });

  it('does not take a phrase that only contains such a word for a label', () => {
    for (const text of ['Ad-free edition', 'Add to basket', 'New', 'bestseller', 'Only ad hoc orders ship today', ''])
      expect(isDisclosureText(text), text).toBe(false);
  });

  it('does not take a code that starts with such a word for a label (a flight number)', () => {
    for (const text of ['AD 6514', 'AD 72']) expect(isDisclosureText(text), text).toBe(false);
  });

  it('knows the attributes of paid placements', () => {
    expect(isDisclosureAttribute('data-sponsored')).toBe(true);
    expect(isDisclosureAttribute('data-ad-slot', 'top')).toBe(true);
    expect(isDisclosureAttribute('data-promoted', 'true')).toBe(true);
    expect(isDisclosureAttribute('rel', 'sponsored')).toBe(true);
    expect(isDisclosureAttribute('rel', 'nofollow')).toBe(false);
    expect(isDisclosureAttribute('data-add-to-cart')).toBe(false);
    expect(isDisclosureAttribute('data-product-id')).toBe(false);
    expect(isDisclosureAttribute('aria-label')).toBe(false);
  });
});
