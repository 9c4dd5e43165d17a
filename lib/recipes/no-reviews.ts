import { foldWords } from '../grounding';
import { fieldWords } from './learn-boolean';

/**
 * A note that an item has no reviews yet ("No reviews yet", "Be the first to write a review"),
 * in the languages Quarry's users shop in: a convention, not any one site's wording. Shops show
 * it where the rating row stands on an item that has one, so it comes and goes between pages of
 * one template. It holds no value: it says the rating and review count are absent. A result that
 * lacks every field about reviews agrees with it; one that holds a rating does not (a rating read
 * on such a page was read from something else), and such a page goes to the model.
 */
const REVIEW_STEMS = [
  'review',
  'rating',
  'rated',
  'bewert',
  'rezension',
  'avis',
  'evaluation',
  'opinion',
  'opinar',
  'resena',
  'valoracion',
  'recension',
  'valutazion',
  'beoordel',
  'recensie',
  'avaliac',
  'comentario',
  // Polish, the Nordic languages, Russian, Greek, Korean, Arabic, Hebrew (folded: no accents).
  'opini',
  'recenzj',
  'ocen',
  'anmeldelse',
  'vurdering',
  'omdome',
  'отзыв',
  'оцен',
  'αξιολογ',
  'κριτικ',
  '리뷰',
  '후기',
  '상품평',
  'تقييم',
  'مراجع',
  'ביקור',
  'דירוג',
];
/** Words that say there is none, in those languages ('no', 'kein', 'sin', 'geen', …). */
export const NONE = [
  'no',
  'not',
  'none',
  'kein',
  'keine',
  'aucun',
  'aucune',
  'pas',
  'sin',
  'ningun',
  'ninguna',
  'nessun',
  'nessuna',
  'geen',
  'nenhum',
  'nenhuma',
  'sem',
  'brak',
  'ingen',
  'inga',
  'нет',
  'δεν',
  'אין',
  'لا',
];
const FIRST = [
  'first',
  'erste',
  'ersten',
  'erster',
  'premier',
  'premiere',
  'primero',
  'primera',
  'primo',
  'prima',
  'eerste',
  'primeiro',
  'primeira',
  'pierwszy',
  'pierwsza',
  'первым',
  'первой',
];
/**
 * Scripts written without spaces (Japanese, Chinese) and Korean's endings: the note's words as
 * parts of one run ("レビューはまだありません", folded without sound marks; "暂无评价"; "없습니다").
 */
const SPACELESS_REVIEWS = /レヒュー|評価|クチコミ|口コミ|评价|评论|評價|評論/u;
const SPACELESS_NONE = /ありません|ない|暂无|没有|沒有|尚無|^없|없습니다|없어요|없음/u;
/** Longer texts are prose (a review that says "not"), not the note. */
const MAX_WORDS = 10;

export function isNoReviewsNote(text: string): boolean {
  const words = foldWords(text).split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS || words.some((w) => /\p{Nd}/u.test(w))) return false;
  const reviews = words.some((w) => REVIEW_STEMS.some((stem) => w.startsWith(stem)) || SPACELESS_REVIEWS.test(w));
  return reviews && words.some((w) => NONE.includes(w) || FIRST.includes(w) || SPACELESS_NONE.test(w));
}

/** Whether a field asks about reviews: its rating, its count of reviews. */
export function asksReviews(name: string): boolean {
  return fieldWords(name).some((w) => REVIEW_STEMS.some((stem) => w.startsWith(stem)) || w.startsWith('star'));
}

/** Whether a result agrees with a no-reviews note: no field about reviews holds a value. */
export function lacksReviews(result: Record<string, unknown>): boolean {
  return Object.entries(result).every(([name, value]) => !asksReviews(name) || value === undefined || value === null);
}
