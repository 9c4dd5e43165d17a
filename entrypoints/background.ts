import { browser } from 'wxt/browser';
import { watchJobsOnBadge } from '@/lib/background/job-badge';
import { createBackground } from '@/lib/background/create-background';
import { handleUiMessage } from '@/lib/background/handle-ui-message';
import { isTrustedSender } from '@/lib/messaging';

// Wiring only: the logic lives in lib/.
export default defineBackground(() => {
  const { api, handlers, startup, startRelay } = createBackground();

  (globalThis as typeof globalThis & { quarry: typeof api }).quarry = api;
  void startup();
  startRelay();
  watchJobsOnBadge();

  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    if (!isTrustedSender(sender, browser.runtime.id)) return false;
    void handleUiMessage(handlers, message).then(sendResponse);
    return true;
  });
});
