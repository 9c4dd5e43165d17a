import { browser } from 'wxt/browser';
import { watchJobsOnBadge } from '@/lib/background/job-badge';
import { createBackground } from '@/lib/background/create-background';
import { createUiHandlers, handleUiMessage } from '@/lib/background/handle-ui-message';
import { isTrustedSender } from '@/lib/messaging';
import { createModelClient } from '@/lib/extract/create-model-client';
import { browserModelEnv } from '@/lib/background/model-env';

// Wiring only: the logic lives in lib/.
export default defineBackground(() => {
  const { runner, batches, api, startup } = createBackground();
  const handlers = createUiHandlers(runner, api, {
    batches,
    modelClientFor: (settings) => createModelClient(settings, browserModelEnv()),
  });

  (globalThis as typeof globalThis & { quarry: typeof api }).quarry = api;
  void startup();
  watchJobsOnBadge();

  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    if (!isTrustedSender(sender, browser.runtime.id)) return false;
    void handleUiMessage(handlers, message).then(sendResponse);
    return true;
  });
});
