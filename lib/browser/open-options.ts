import { browser } from 'wxt/browser';

export function openOptionsPage(): void {
  void browser.runtime.openOptionsPage();
}
