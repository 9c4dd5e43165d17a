import { byProviderKind } from '@/lib/settings/by-provider-kind';
import type { Settings } from '@/lib/settings/settings';

/** One sentence under Run saying what leaves the browser for this run. */
export function privacyText(settings: Settings, mock: boolean): string {
  const provider = settings.provider;
  if (settings.mock) return 'Global mock mode: nothing is read from the page or sent anywhere.';
  // In remote mode a mock request still goes to the service (it answers with mock data).
  if (mock && provider.kind !== 'remote') return 'Mock run: nothing is read from the page or sent anywhere.';
  return byProviderKind<string>(provider, {
    none: () => '',
    'chrome-ai': () => 'Runs on this computer with Chrome’s built-in model: nothing leaves the browser.',
    'openai-compatible': (openAi) => {
      const host = hostOf(openAi.baseURL);
      return isLocal(host)
        ? `The page text goes to ${host}, on this computer.`
        : `The page text is sent to ${host} (your model provider).`;
    },
    remote: (remote) => {
      if (mock) return '';
      const what = remote.send === 'url' ? 'the page address' : 'the page’s HTML';
      return `Sends ${what} to ${hostOf(remote.baseURL)} (your extraction service).`;
    },
  });
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function isLocal(host: string): boolean {
  return /^(localhost|127\.|\[::1\])/.test(host);
}

export function PrivacyLine({ settings, mock }: { settings: Settings; mock: boolean }): React.JSX.Element | null {
  const text = privacyText(settings, mock);
  return text ? <p className="privacy muted">{text}</p> : null;
}
