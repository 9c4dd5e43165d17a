import { describe, expect, it } from 'vitest';
import { chooseActionWith } from '../../lib/capture/choose-step-action';
import type { ModelClient, ModelJsonRequest } from '../../lib/extract/model-client';
import { validateAgainst } from '../../lib/extract/check-output';

const ELEMENTS = ['[1] button "Load more"', '[2] link "Help"'];

/** A client that answers `answer`, after checking it against the schema it was sent, as the real one does. */
function answering(answer: unknown): ModelClient & { asked: ModelJsonRequest[] } {
  const asked: ModelJsonRequest[] = [];
  return {
    asked,
    async completeJson(request) {
      asked.push(request);
      const problems = request.schema ? validateAgainst(request.schema, answer) : [];
      if (problems.length)
        throw new Error(`The model's answer was not valid JSON for this task: ${problems.join('; ')}.`);
      return answer;
    },
  };
}

const signal = new AbortController().signal;

describe('chooseActionWith', () => {
  it('returns the element and action the model picked from the list', async () => {
    const client = answering({ element: 1, action: 'click' });
    expect(await chooseActionWith(client)('show more', ELEMENTS, signal)).toEqual({ element: 1, action: 'click' });
    expect(client.asked[0]?.user).toContain('[1] button "Load more"');
  });

  it.each([
    ['an answer without an element', {}],
    ['a null element', { element: null, action: null }],
    ['element 0 ("none fits")', { element: 0, action: 'click' }],
    ['a number outside the list', { element: 3, action: 'click' }],
    ['an element without an action', { element: 2 }],
  ])('treats %s as "nothing matched", not as a broken answer', async (_what, answer) => {
    await expect(chooseActionWith(answering(answer))('click Load more', ELEMENTS, signal)).resolves.toBeNull();
  });
});
