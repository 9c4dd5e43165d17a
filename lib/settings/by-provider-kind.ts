import type { ProviderSettings } from './settings';

type Kind = ProviderSettings['kind'];
export type ProviderCases<R> = { [K in Kind]: (provider: Extract<ProviderSettings, { kind: K }>) => R };

/**
 * The one branch on `provider.kind`: each caller (choosing the run's provider, the model client
 * for small jobs, "Test connection") names what every kind does, so a new kind fails to compile
 * until each of them says what it means for it.
 */
export function byProviderKind<R>(provider: ProviderSettings, cases: ProviderCases<R>): R {
  const handle = cases[provider.kind] as (provider: ProviderSettings) => R;
  return handle(provider);
}
