import { z } from '../lib/contract/zod-setup';
import { creditsRecordSchema, extractionResponseSchema, jobRecordSchema } from '../lib/contract/response';
import { extractionRequestSchema } from '../lib/contract/request';
import { markdownifyRequestSchema } from './markdownify-request';
import { markdownResultSchema } from './jobs';

/** /openapi.json: made from the same zod shapes that validate requests and responses. */
export function openApiDocument(): Record<string, unknown> {
  const schema = (s: z.ZodType, io: 'input' | 'output' = 'output') => z.toJSONSchema(s, { io, unrepresentable: 'any' });
  const error = { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] };
  const errors = Object.fromEntries(
    ['400', '401', '402', '404', '413', '429', '503'].map((code) => [
      code,
      { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  const json = (ref: string) => ({
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
  });
  const security = [{ svcApiKey: [] }, { bearer: [] }];
  const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Quarry server',
      version: '1',
      description: 'The extraction contract over HTTP, run by the Quarry extension.',
    },
    components: {
      securitySchemes: {
        svcApiKey: { type: 'apiKey', in: 'header', name: 'SVC-APIKEY' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: {
        ExtractionRequest: schema(extractionRequestSchema, 'input'),
        ExtractionResponse: schema(extractionResponseSchema),
        MarkdownifyRequest: schema(markdownifyRequestSchema, 'input'),
        MarkdownifyResponse: schema(markdownResultSchema),
        CreditsRecord: schema(creditsRecordSchema),
        JobRecord: schema(jobRecordSchema),
        Error: error,
      },
    },
    security,
    paths: {
      '/v1/smartscraper': {
        post: {
          requestBody: { required: true, ...json('ExtractionRequest') },
          responses: {
            '200': { description: 'completed, failed, or still queued/processing', ...json('ExtractionResponse') },
            ...errors,
          },
        },
      },
      '/v1/smartscraper/{id}': {
        get: {
          parameters: idParam,
          responses: { '200': { description: 'State', ...json('ExtractionResponse') }, ...errors },
        },
      },
      '/v1/smartscraper/start': {
        post: {
          requestBody: json('ExtractionRequest'),
          responses: { '200': { description: 'Started', ...json('JobRecord') }, ...errors },
        },
      },
      '/v1/smartscraper/status/{id}': {
        get: { parameters: idParam, responses: { '200': { description: 'Job', ...json('JobRecord') }, ...errors } },
      },
      '/v1/markdownify': {
        post: {
          requestBody: json('MarkdownifyRequest'),
          responses: { '200': { description: 'Markdown', ...json('MarkdownifyResponse') }, ...errors },
        },
      },
      '/v1/markdownify/{id}': {
        get: {
          parameters: idParam,
          responses: { '200': { description: 'State', ...json('MarkdownifyResponse') }, ...errors },
        },
      },
      '/v1/markdownify/start': {
        post: {
          requestBody: json('MarkdownifyRequest'),
          responses: { '200': { description: 'Started', ...json('JobRecord') }, ...errors },
        },
      },
      '/v1/markdownify/status/{id}': {
        get: { parameters: idParam, responses: { '200': { description: 'Job', ...json('JobRecord') }, ...errors } },
      },
      '/v1/credits': {
        get: {
          responses: { '200': { description: 'Credits of the calling key', ...json('CreditsRecord') }, ...errors },
        },
      },
      '/healthz': {
        get: {
          security: [],
          responses: { '200': { description: 'Redis reachable' }, '503': { description: 'Redis unreachable' } },
        },
      },
      '/metrics': { get: { security: [], responses: { '200': { description: 'Prometheus text format' } } } },
    },
  };
}
