import type { ExtractionProvider } from '../provider';
import { mockFromSchema } from '../mock-data';

/**
 * Answers with mock data shaped by the request's output_schema. It reads nothing and calls
 * nothing: no page text leaves the browser, no model runs, no credits are used.
 */
export function createMockProvider(): ExtractionProvider {
  return {
    name: 'mock',
    async extract({ request }) {
      const data = mockFromSchema(request.output_schema);
      const result = request.plain_text ? `Mock data (no extraction was made): ${JSON.stringify(data)}` : data;
      return { result, usage: { inputTokens: 0, outputTokens: 0, chunks: 0 }, mock: true };
    },
  };
}
