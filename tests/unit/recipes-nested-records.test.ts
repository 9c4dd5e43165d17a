import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * A forum thread: replies nested inside the post they answer, made like it, and posts quoting
 * an earlier one. A reply's values are its own, not its parent's; a quotation is not where the
 * quoted post is written. Made-up forum, people and words.
 */
interface Post {
  author: string;
  text: string;
  likes?: number;
  replies: Post[];
  quotes?: Post;
}

const PEOPLE = ['brenna_7', 'tolvar', 'quill.moss', 'ardeth', 'pim_ko', 'sorrel88', 'vantry', 'lumi.o', 'hask'];
const SAYINGS = [
  'the ferry timetable changed again this week',
  'my lantern kit arrived with a cracked lens',
  'the upstairs heater works after the reset',
  'nobody answered the ticket about the canal lock',
  'the second bridge is closed for repairs until spring',
  'swapping the filter made the pump quiet',
];

function thread(page: number): Post[] {
  let n = 0;
  const post = (depth: number): Post => {
    const k = n++;
    const p: Post = {
      author: PEOPLE[(k + page * 2) % PEOPLE.length] as string,
      text: `${SAYINGS[(k + page) % SAYINGS.length]} (${page}.${k})`,
      ...((k + page) % 3 !== 0 ? { likes: 3 + ((k * 17 + page * 5) % 90) } : {}),
      replies: [],
    };
    if (depth < 2 && (k + page) % 2 === 0) p.replies.push(post(depth + 1));
    if (depth === 0 && (k + page) % 4 === 1) p.replies.push(post(depth + 1));
    return p;
  };
  const posts = Array.from({ length: 3 + (page % 3) }, () => post(0));
  // Some posts quote the one before them.
  posts.forEach((p, i) => {
    if (i > 0 && (i + page) % 2 === 1) p.quotes = posts[i - 1];
  });
  return posts;
}

function render(p: Post): string {
  const quote = p.quotes
    ? `<blockquote class="quote"><cite>${p.quotes.author}</cite> wrote:<p>${p.quotes.text}</p></blockquote>`
    : '';
  const likes = p.likes !== undefined ? `<span class="likes">♥ ${p.likes}</span>` : '';
  const replies = p.replies.length ? `<div class="replies">${p.replies.map(render).join('')}</div>` : '';
  return `<article class="post"><header><a class="who" href="/u/${p.author}">${p.author}</a></header><div class="body">${quote}<p class="own">${p.text}</p></div><footer>${likes}<a href="#reply">Reply</a></footer>${replies}</article>`;
}

const flat = (posts: Post[]): Post[] => posts.flatMap((p) => [p, ...flat(p.replies)]);

/** The request of a thread's posts: author, own text, likes. */
const postsSchema = {
  type: 'object',
  properties: {
    posts: {
      type: 'array',
      items: {
        type: 'object',
        properties: { author: { type: 'string' }, text: { type: 'string' }, likes: { type: 'number' } },
      },
    },
  },
};

const page = (i: number): SequencePage => {
  const posts = thread(i);
  return {
    url: `https://harbourtalk.test/t/ferry-${i}`,
    html: `<!DOCTYPE html><html><body><main><h1>Ferry talk, part ${i + 1}</h1><div class="thread">${posts.map(render).join('')}</div></main></body></html>`,
    truth: {
      posts: flat(posts).map((p) => ({
        author: p.author,
        text: p.text,
        ...(p.likes !== undefined ? { likes: p.likes } : {}),
      })),
    },
  };
};

describe('records nested in records made like them', () => {
  it('are learned and served each with its own values, quotations aside', async () => {
    const figures = await runSequence(
      'nested-posts',
      Array.from({ length: 10 }, (_, i) => page(i)),
      {
        prompt: 'Every post in the thread, replies included: author, its own text (not what it quotes), likes',
        schema: postsSchema,
      },
    );
    expect(figures.falseAccepts).toBe(0);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(figures.later);
  });
});

describe('a post’s own words beside the post it quotes, in one element', () => {
  it('are read without the quotation, alike in posts that quote and posts that do not', async () => {
    const pages: SequencePage[] = Array.from({ length: 8 }, (_, page) => {
      const posts = Array.from({ length: 4 + (page % 2) }, (_, k) => ({
        author: PEOPLE[(k + page) % PEOPLE.length] as string,
        text: `${SAYINGS[(k * 2 + page) % SAYINGS.length]} (${page}.${k})`,
      }));
      const body = posts
        .map((p, k) => {
          const prev = posts[k - 1];
          const quote =
            prev && (k + page) % 2 === 0
              ? `<blockquote><cite>${prev.author}</cite> wrote:<p>${prev.text}</p></blockquote>`
              : '';
          return `<table class="post"><tr><td class="who"><b>${p.author}</b></td><td><div class="words">${quote}${p.text}</div></td></tr></table>`;
        })
        .join('');
      return {
        url: `https://oldboard.test/thread/${page}`,
        html: `<!DOCTYPE html><html><body><main><h1>Old board, thread ${page}</h1>${body}</main></body></html>`,
        truth: { posts },
      };
    });
    const figures = await runSequence('quoting-posts', pages, {
      prompt: 'Every post: author and its own text (not what it quotes)',
      schema: {
        type: 'object',
        properties: {
          posts: {
            type: 'array',
            items: { type: 'object', properties: { author: { type: 'string' }, text: { type: 'string' } } },
          },
        },
      },
    });
    expect(figures.falseAccepts).toBe(0);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(figures.later);
  });
});

describe('a post the prompt leaves out, with replies that are records', () => {
  it('is not the container of the replies nested in it', async () => {
    const pages: SequencePage[] = Array.from({ length: 9 }, (_, i) => {
      const posts = thread(i);
      const [first, ...rest] = posts;
      if (!first) throw new Error('no post');
      // The first post is pinned on some pages: left out, its replies kept.
      const pinned = i % 3 === 2;
      const html = [first, ...rest]
        .map((p, k) =>
          k === 0 && pinned ? render(p).replace('<header>', '<header><span class="badge">Pinned</span>') : render(p),
        )
        .join('');
      const kept = pinned ? [...flat(first.replies), ...flat(rest)] : flat(posts);
      return {
        url: `https://harbourtalk.test/t/pinned-${i}`,
        html: `<!DOCTYPE html><html><body><main><h1>Ferry talk, part ${i + 1}</h1><div class="thread">${html}</div></main></body></html>`,
        truth: {
          posts: kept.map((p) => ({
            author: p.author,
            text: p.text,
            ...(p.likes !== undefined ? { likes: p.likes } : {}),
          })),
        },
      };
    });
    const figures = await runSequence('pinned-posts', pages, {
      prompt: 'Every post in the thread, replies included, leaving out pinned posts: author, its own text, likes',
      schema: postsSchema,
    });
    expect(figures.falseAccepts).toBe(0);
    expect(figures.wrong).toEqual([]);
  });
});

describe('utility classes repeated inside one card', () => {
  it('are no records nested in records: a card whose rows share its classes is one record', async () => {
    const cls = 'flex items-center gap-2';
    const pages: SequencePage[] = Array.from({ length: 8 }, (_, i) => {
      const items = Array.from({ length: 4 + (i % 3) }, (_, k) => ({
        name: `Lamp ${['Orbi', 'Nox', 'Vela', 'Kiro', 'Sola', 'Mora'][(k + i) % 6]} ${i}${k}`,
        rating: Number((3 + ((k + i) % 5) * 0.4).toFixed(1)),
        price: 20 + k * 3 + i,
      }));
      const cards = items
        .map(
          (it, k) =>
            `<div class="${cls}"><a href="/p/${i}-${k}" class="font-semibold">${it.name}</a><div class="${cls}"><span role="img" aria-label="${it.rating} out of 5 stars">★★★★☆</span></div><div class="${cls}"><span>$${it.price}.00</span></div></div>`,
        )
        .join('');
      return {
        url: `https://lampshop.test/c/lamps?page=${i + 1}`,
        html: `<!DOCTYPE html><html><body><main><h1>Lamps</h1><div class="grid gap-4">${cards}</div></main></body></html>`,
        truth: { products: items },
      };
    });
    const figures = await runSequence('utility-cards', pages, {
      prompt: 'Every product: name, rating, price',
      schema: {
        type: 'object',
        properties: {
          products: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, rating: { type: 'number' }, price: { type: 'number' } },
            },
          },
        },
      },
    });
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBe(figures.later);
  });
});
