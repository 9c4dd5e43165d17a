import { browser } from 'wxt/browser';

/**
 * The request's headers and cookies, applied to one background tab and taken away again:
 * headers through a declarativeNetRequest session rule limited to that tab and the site's
 * domain, cookies through the cookies API for that URL. A cookie the user already had is
 * put back as it was afterwards.
 */
export interface RequestOverrides {
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

type ResourceType = chrome.declarativeNetRequest.ResourceType;
const RESOURCE_TYPES = [
  'main_frame',
  'sub_frame',
  'xmlhttprequest',
  'script',
  'image',
  'stylesheet',
  'font',
  'media',
  'other',
];

export async function applyOverrides(
  tabId: number,
  url: string,
  overrides: RequestOverrides,
): Promise<() => Promise<void>> {
  const undo: Array<() => Promise<unknown>> = [];
  const run = async (): Promise<void> => {
    for (const step of undo.reverse()) await step().catch(() => undefined);
  };
  try {
    const headers = Object.entries(overrides.headers ?? {});
    if (headers.length) {
      // Two runs may open tabs at the same moment: a random id avoids "rule id already used".
      const taken = new Set((await browser.declarativeNetRequest.getSessionRules()).map((rule) => rule.id));
      let id = 0;
      while (id === 0 || taken.has(id)) id = 1 + Math.floor(Math.random() * 2_000_000_000);
      await browser.declarativeNetRequest.updateSessionRules({
        addRules: [
          {
            id,
            priority: 1,
            action: {
              type: 'modifyHeaders' as chrome.declarativeNetRequest.RuleActionType,
              requestHeaders: headers.map(([header, value]) => ({
                header,
                operation: 'set' as chrome.declarativeNetRequest.HeaderOperation,
                value,
              })),
            },
            condition: {
              tabIds: [tabId],
              requestDomains: [new URL(url).hostname],
              resourceTypes: RESOURCE_TYPES as ResourceType[],
            },
          },
        ],
      });
      undo.push(() => browser.declarativeNetRequest.updateSessionRules({ removeRuleIds: [id] }));
    }
    for (const [name, value] of Object.entries(overrides.cookies ?? {})) {
      const previous = await browser.cookies.get({ url, name });
      await browser.cookies.set({ url, name, value });
      undo.push(() =>
        previous
          ? browser.cookies.set({
              url,
              name,
              value: previous.value,
              path: previous.path,
              secure: previous.secure,
              httpOnly: previous.httpOnly,
              sameSite: previous.sameSite,
              ...(previous.hostOnly ? {} : { domain: previous.domain }),
              ...(previous.session ? {} : { expirationDate: previous.expirationDate }),
            })
          : browser.cookies.remove({ url, name }),
      );
    }
  } catch (error) {
    await run();
    throw error;
  }
  return run;
}
