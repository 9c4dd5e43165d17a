import type { Settings } from '@/lib/settings';

/** One sentence under Run saying what leaves the browser for this run. */
export function privacyText(settings: Settings, mock: boolean): string {
  if (mock || settings.mock) return 'Mock run: nothing is read from the page or sent anywhere.';
  const provider = settings.provider;
  switch (provider.kind) {
    case 'chrome-ai':
      return 'Runs on this computer with Chrome’s built-in model: nothing leaves the browser.';
    case 'openai-compatible': {
      const host = hostOf(provider.baseURL);
      return isLocal(host)
        ? `The page text goes to ${host}, on this computer.`
        : `The page text is sent to ${host} (your model provider).`;
    }
    case 'remote': {
      const what = provider.send === 'url' ? 'the page address' : 'the page’s HTML';
      return `Sends ${what} to ${hostOf(provider.baseURL)} (your extraction service).`;
    }
    default:
      return '';
  }
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
