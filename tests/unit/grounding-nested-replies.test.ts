import { describe, expect, it } from 'vitest';
import { groundOnPage } from './support/ground-on-page';

/**
 * A made-up forum thread: posts with their author, when, text and likes; a post's replies nest
 * inside it, built as posts are; a reply may quote an earlier post ("<cite>Ana</cite> wrote:").
 * A pinned notice on top is no post of the thread (the prompt leaves it out). A post holding
 * replies was cut down to its header (its replies are records of their own), so its likes were
 * looked for elsewhere and found in another card's "5 days ago": flagged misplaced though true.
 */
const url = 'https://fernhollow.test/t/loose-hinge';
interface Post {
  id: number;
  author: string;
  when: string;
  text: string;
  likes?: number;
  quotes?: string;
  replies?: Post[];
  pinned?: boolean;
}
const post = (p: Post): string =>
  `<div class="post" id="p${p.id}"><header class="post-head">${p.pinned ? '<span class="pin">Pinned</span>' : ''}` +
  `<a href="/u/${p.id}" class="post-author">${p.author}</a> · <time>${p.when}</time></header>` +
  `<div class="post-body">${p.quotes ? `<blockquote><cite>${p.quotes}</cite> wrote:<p>…</p></blockquote>` : ''}<p class="post-text">${p.text}</p></div>` +
  `<footer class="post-foot">${p.likes !== undefined ? `<span class="likes">${p.likes} likes</span>` : ''}<a href="#r${p.id}">Reply</a></footer>` +
  `${p.replies?.length ? `<div class="replies">${p.replies.map(post).join('')}</div>` : ''}</div>`;

const pinned: Post = { id: 0, author: 'Moderation', when: '5 days ago', text: 'Please keep it civil.', pinned: true };
const posts: Post[] = [
  { id: 1, author: 'wrenfold', when: '2 days ago', text: 'The hinge creaks after a week of use.', likes: 14 },
  {
    id: 2,
    author: 'marlowe_7',
    when: 'yesterday',
    text: 'Mine did too until I tightened the lower screw.',
    likes: 5,
    quotes: 'wrenfold',
    replies: [
      { id: 3, author: 'tamsin.k', when: '20 hours ago', text: 'Which screwdriver size fits?', quotes: 'marlowe_7' },
    ],
  },
  { id: 4, author: 'odhran', when: 'today', text: 'A drop of oil fixed it here.', likes: 2, quotes: 'marlowe_7' },
];
const html = `<html><body><main><h1>Loose hinge</h1><div class="thread">${[pinned, ...posts].map(post).join('')}</div></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    posts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          author: { type: 'string' },
          posted: { type: 'string' },
          text: { type: 'string' },
          likes: { type: 'integer' },
        },
      },
    },
  },
};
const prompt = 'Every post of the thread, replies included, without pinned notices: author, posted, text, likes';
const flat = (list: Post[]): Post[] => list.flatMap((p) => [p, ...flat(p.replies ?? [])]);
const truth = flat(posts).map((p) => ({
  author: p.author,
  posted: p.when,
  text: p.text,
  ...(p.likes !== undefined ? { likes: p.likes } : {}),
}));

describe('grounding: a post whose replies nest inside it', () => {
  it('keeps the post’s own likes in place, its replies and quotations apart', () => {
    const g = groundOnPage({ html, url, prompt, schema, result: { posts: truth } });
    expect(g?.misplaced).toEqual([]);
    expect(g?.notFound).toEqual([]);
  });

  it('still owns a reply’s value given to the post that holds it', () => {
    // The post's likes replaced by the next post's count: not in the post's own card.
    const borrowed = truth.map((r) => (r.author === 'marlowe_7' ? { ...r, likes: 2 } : r));
    const g = groundOnPage({ html, url, prompt, schema, result: { posts: borrowed } });
    expect(g?.misplaced).toEqual(['/posts/1/likes']);
  });

  it('does not take a list for a post when its cards’ inner boxes share the list’s utility classes', () => {
    // The list and each card's inner box are both "flex p-2 rounded": every name stands in such a
    // box, so the list is no post holding replies, and each card keeps its own price.
    const box = 'flex p-2 rounded';
    const cards = [
      ['Alder Lodge', '126 €'],
      ['Birch House', '98 €'],
      ['Cedar Rooms', '143 €'],
    ];
    const list =
      `<html><body><main><h1>Stays</h1><div class="${box}">` +
      cards
        .map(
          ([name, price], k) =>
            `<div class="grid gap-4"><div class="${box}"><h3><a href="/stay/${k}">${name}</a></h3><p>${k + 2} km from the centre</p></div>` +
            `<div class="text-lg"><span>${price}</span> / night</div></div>`,
        )
        .join('') +
      `<div class="grid gap-4"><div class="${box}"><h3><a href="/stay/9">Damson Inn</a></h3><span>Sponsored</span></div>` +
      `<div class="text-lg"><span>77 €</span> / night</div></div></div></main></body></html>`;
    const stays = {
      type: 'object',
      properties: {
        stays: {
          type: 'array',
          items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
        },
      },
    };
    const result = { stays: cards.map(([name, price]) => ({ name, price: Number(price?.replace(/\D/g, '')) })) };
    const g = groundOnPage({
      html: list,
      url: 'https://stays.test/s',
      prompt: 'Every stay, without sponsored ones: name, price',
      schema: stays,
      result,
    });
    expect(g?.misplaced).toEqual([]);
  });
});
