import { STEALTH_CREDIT_SURCHARGE } from '../contract/limits';
import type { Settings } from '../settings/settings';
import { normalizeBaseUrl } from './endpoint';

export interface CostNotice {
  /** 'none': nothing is charged; 'credits': the service charges its usual cost; 'surcharge': plus stealth. */
  kind: 'none' | 'credits' | 'surcharge';
  text: string;
}

/**
 * What a run will cost, said before it starts (the popup shows it under the Run button).
 * Credits exist only at a remote service: mock runs use none, stealth adds 4 there.
 * Null when there is nothing to say (a local model: no credits at all).
 */
export function costNotice(settings: Settings, request: { mock?: boolean; stealth?: boolean }): CostNotice | null {
  if (settings.mock) {
    return { kind: 'none', text: 'Global mock mode: mock data, nothing is sent anywhere and no credits are used.' };
  }
  if (settings.provider.kind !== 'remote') {
    return request.mock
      ? { kind: 'none', text: 'Mock run: mock data, answered by Quarry itself; no credits are used.' }
      : null;
  }
  const host = hostOf(settings.provider.baseURL);
  if (request.mock) {
    return {
      kind: 'none',
      text: `Mock run: sent to ${host} with mock: true, which returns mock data and uses no credits.`,
    };
  }
  if (request.stealth) {
    return {
      kind: 'surcharge',
      text: `Stealth mode adds ${STEALTH_CREDIT_SURCHARGE} credits to this request at ${host}, on top of its usual cost.`,
    };
  }
  return { kind: 'credits', text: `This run uses credits at ${host}.` };
}

function hostOf(baseURL: string): string {
  try {
    return new URL(normalizeBaseUrl(baseURL)).host;
  } catch {
    return 'the remote service';
  }
}
