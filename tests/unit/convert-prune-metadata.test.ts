import { describe, expect, it } from 'vitest';
import { htmlToModelInput } from '../../lib/convert/html-to-model-input';

/**
 * A page asked for its metadata only (title, author, date, site, summary; no body): the model
 * needs the page data, the title with its byline and dateline, and the blocks that hold those
 * values, not every paragraph that mentions a year or sits in a wrapper named "intro".
 * Pages written for this test.
 */
const METADATA = ['title', 'author', 'published_date', 'site_name', 'summary'];

function inputFor(html: string, fields: string[] = METADATA): string {
  return htmlToModelInput(html, { baseUrl: 'https://news.example/harbour', fields }).text;
}

/** Long paragraphs of running text, each naming a year or a date, as a history piece does. */
const history = Array.from(
  { length: 30 },
  (_, i) =>
    `<p>Paragraph ${i + 1}: on March ${(i % 27) + 1}, ${1950 + i}, the harbour board published another plan for the old quay, and the fishermen who had worked there since the war read it aloud in the tavern by the slipway, as they had read every plan before it.</p>`,
).join('');

function article(head: string, top: string, rest = history): string {
  return `<html><head><title>Plans for the old quay | Harbour Gazette</title>${head}</head><body>
<nav><a href="/">Home</a> <a href="/local">Local</a></nav>
<main><article><h1>Plans for the old quay</h1>${top}${rest}</article></main>
<footer><p>© 2024 Harbour Gazette. All rights reserved. Terms updated 1/2/24.</p></footer></body></html>`;
}

describe('metadata requests keep the metadata, not the story', () => {
  it('keeps the dateline and byline under the title, drops body paragraphs that mention dates', () => {
    const html = article('', '<p class="meta">By Tove Lindqvist · June 4, 2024</p>');
    const text = inputFor(html);
    expect(text).toContain('Plans for the old quay');
    expect(text).toContain('By Tove Lindqvist · June 4, 2024');
    expect(text).not.toContain('Paragraph 12:');
    expect(text).not.toContain('Paragraph 25:');
    expect(text.length).toBeLessThan(1500);
  });

  it('a long paragraph is no value even when it says "published" or holds a dated element', () => {
    const dated = history.replace(
      '<p>Paragraph 20:',
      '<p>Paragraph 20: <span class="date">May 2, 1971</span> is when the first survey was made, and',
    );
    const text = inputFor(
      article('', '<p>By Tove Lindqvist</p><p><time datetime="2024-06-04">4 June 2024</time></p>', dated),
    );
    expect(text).toContain('By Tove Lindqvist');
    expect(text).toContain('2024-06-04');
    expect(text).not.toContain('Paragraph 20:');
  });

  it('a wrapper named like a summary around the whole story keeps nothing of it beyond the lead', () => {
    const html = article('<meta name="description" content="The board wants a marina.">', '<p>By Tove Lindqvist</p>');
    const wrapped = html
      .replace('<article>', '<article><div class="entry-intro-body">')
      .replace('</article>', '</div></article>');
    const text = inputFor(wrapped);
    expect(text).toContain('The board wants a marina.');
    expect(text).toContain('By Tove Lindqvist');
    expect(text).not.toContain('Paragraph 10:');
  });

  it('still keeps a standfirst in its own element, a date line far down and a label with its value', () => {
    const standfirst =
      'The board wants a marina where the nets are mended; the crews who have mended them for forty years want to be asked first.';
    const html = article(
      '',
      `<p class="standfirst">${standfirst}</p><p>By Tove Lindqvist and Arno Feld</p>`,
      `${history}<h4>Published</h4><p>Tuesday 4 June 2024, 09:12</p>`,
    );
    const text = inputFor(html);
    expect(text).toContain(standfirst);
    expect(text).toContain('By Tove Lindqvist and Arno Feld');
    expect(text).toContain('Published');
    expect(text).toContain('Tuesday 4 June 2024, 09:12');
  });

  it('a "Summary" label keeps the long paragraph it labels', () => {
    const summary =
      `${'The quay will be rebuilt in stone, the slipway kept for the small boats, and the tavern stays. '.repeat(4)}`.trim();
    const html = article('', `<p>By Tove Lindqvist</p><h3>Summary</h3><p>${summary}</p>`);
    expect(inputFor(html, ['title', 'summary'])).toContain(summary);
  });

  it('without a description, the opening paragraphs stand in for the summary', () => {
    const text = inputFor(article('', '<p>By Tove Lindqvist</p>'));
    expect(text).toContain('Paragraph 1:');
    expect(text).toContain('Paragraph 2:');
    expect(text).not.toContain('Paragraph 4:');
  });

  it('a field the page data states is not looked for by class name: teasers and comments named "title" or "author" go', () => {
    const teasers = Array.from(
      { length: 8 },
      (_, i) =>
        `<li class="teaser"><h4 class="teaser-title"><a href="/s/${i}">Story ${i} about the ferry timetable</a></h4><span class="teaser-author">Reporter ${i}</span></li>`,
    ).join('');
    const comments = Array.from(
      { length: 6 },
      (_, i) =>
        `<div class="comment"><span class="comment-author">Reader ${i}</span><p>Comment ${i}: the quay was better before the war, and everyone on the slipway knows it.</p></div>`,
    ).join('');
    const head =
      '<meta name="author" content="Tove Lindqvist"><meta name="description" content="The board wants a marina.">';
    const html = article(head, '<p>By Tove Lindqvist</p>', `${history}<ul>${teasers}</ul>${comments}`);
    const text = inputFor(html);
    expect(text).toContain('author: Tove Lindqvist');
    expect(text).not.toContain('Story 3 about the ferry timetable');
    expect(text).not.toContain('Reader 2');
    // Without the metadata, the class names are what points at the byline.
    const bare = article('', '<p><span class="author-name">Tove Lindqvist</span></p>');
    expect(inputFor(bare)).toContain('Tove Lindqvist');
  });

  it('with the summary in the page data, the lead ends where the running text begins', () => {
    const head = '<meta name="description" content="The board wants a marina.">';
    const text = inputFor(article(head, '<p>By Tove Lindqvist</p><p>June 4, 2024</p>'));
    expect(text).toContain('By Tove Lindqvist');
    expect(text).toContain('June 4, 2024');
    expect(text).not.toContain('Paragraph 1:');
  });

  it('page data: links, images, sizes and the article text stay out; the asked values and unknown tags stay', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Plans for the old quay',
      datePublished: '2024-06-04',
      articleBody: 'The harbour board met on Tuesday. '.repeat(20),
      image: { '@type': 'ImageObject', url: 'https://news.example/quay.jpg', width: 1200, height: 800 },
      publisher: { '@type': 'Organization', name: 'Harbour Gazette' },
    });
    const head = `<meta property="og:image" content="https://news.example/quay.jpg"><meta property="og:url" content="https://news.example/harbour"><meta name="byl" content="By Tove Lindqvist"><meta name="description" content="The board wants a marina."><script type="application/ld+json">${ld}</script>`;
    const html = article(head, '<p>By Tove Lindqvist</p>');
    const text = inputFor(html);
    expect(text).toContain('NewsArticle.datePublished: 2024-06-04');
    expect(text).toContain('NewsArticle.publisher.name: Harbour Gazette');
    expect(text).toContain('byl: By Tove Lindqvist');
    expect(text).toContain('description: The board wants a marina.');
    expect(text).not.toMatch(/og:image|og:url|width|height|articleBody/);
    // Asked only for the date, the description is not needed; asked for a body, nothing is left out.
    expect(inputFor(html, ['title', 'published_date'])).not.toContain('The board wants a marina.');
    expect(inputFor(html, ['title', 'body'])).toMatch(/og:image[\s\S]*articleBody/);
  });

  it('entities a page escaped twice in its metadata are decoded once, other names left as written', () => {
    const head =
      '<meta name="description" content="It&amp;#039;s the quay&amp;#x2019;s last summer &amp;amp; the board&amp;nbsp;knows">';
    expect(inputFor(article(head, ''))).toContain("description: It's the quay’s last summer & the board&nbsp;knows");
  });
});
