import { describe, expect, it } from 'vitest';
import { isNoReviewsNote } from '@/lib/recipes/no-reviews';

/**
 * The note an item without reviews shows where its rating row would stand, in more languages:
 * read as such, a page showing it is served without a rating; not read, the note is a new line
 * beside a value and every such page goes to the model. Prose and other notes are no such note.
 */
describe('recipes: a no-reviews note in more languages', () => {
  it.each([
    'Brak opinii o tym produkcie',
    'Bądź pierwszy, który oceni ten produkt',
    'Ingen anmeldelser ennå',
    'Inga recensioner än',
    'Отзывов пока нет',
    'Будьте первым, кто оставит отзыв',
    'Δεν υπάρχουν κριτικές ακόμα',
    'まだレビューがありません',
    '暂无评价',
    '리뷰가 없습니다',
    'لا توجد مراجعات',
    'אין ביקורות עדיין',
  ])('"%s" says the item has no reviews', (note) => {
    expect(isNoReviewsNote(note)).toBe(true);
  });

  it.each([
    'Brak w magazynie',
    'Нет в наличии',
    'Δεν υπάρχει απόθεμα',
    '在庫がありません',
    '재고 없음',
    'لا يوجد مخزون',
    'אין במלאי',
    'Отзывы покупателей',
  ])('"%s" is no such note', (text) => {
    expect(isNoReviewsNote(text)).toBe(false);
  });
});
