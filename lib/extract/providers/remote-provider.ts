import { buildRemoteBody, type SendMode } from '../../remote/build-body';
import { assertReachable, clientForSettings, type ClientEnv } from '../../remote/client-for-settings';
import type { Settings } from '../../settings/settings';
import type { ExtractionProvider } from '../provider';

/**
 * Extraction by a service speaking the contract (or, in mock mode, by Quarry's mock
 * answers: handler → overrides → built-in data, with nothing sent anywhere). The request
 * goes as the user wrote it; a per-request `mock: true` is sent to the service, which
 * then answers with mock data and charges no credits.
 */
export function createRemoteProvider(settings: Settings, env: ClientEnv = {}): ExtractionProvider {
  const send: SendMode = settings.provider.kind === 'remote' ? settings.provider.send : 'html';
  return {
    name: settings.mock ? 'mock' : 'remote',
    async extract({ request, pageUrl, signal, onProgress }) {
      const client = clientForSettings(settings, env);
      if (typeof client === 'string') throw new Error(client);
      await assertReachable(settings, env);
      const { body, note } = buildRemoteBody(request, pageUrl, send);
      const where = settings.mock ? 'mock mode' : 'the service';
      onProgress({ stage: 'extracting', detail: note || `Sent to ${where}.` });
      const response = await client.smartscraper(body, {
        signal,
        onStatus: (status) => onProgress({ stage: 'extracting', detail: `The service has the request ${status}.` }),
        onRetry: ({ status, delayMs }) =>
          onProgress({
            stage: 'extracting',
            detail: `The service answered ${status}; trying again in ${Math.ceil(delayMs / 1000)} s.`,
          }),
      });
      if (response.status === 'failed') {
        throw new Error(
          `The service could not extract this page: ${response.error || 'it gave no reason'}. Try again, or change the prompt or options.`,
        );
      }
      return {
        result: response.result ?? null,
        usage: {},
        mock: settings.mock || (response.mock ?? body.mock === true),
      };
    },
  };
}
