import { browser } from 'wxt/browser';

/**
 * A periodic alarm (the `alarms` permission, no warning): it wakes a stopped worker so it
 * can dial a paired AI app that was not running when the browser started.
 */
export function everyMinute(name: string, run: () => void): void {
  void browser.alarms.get(name).then((existing) => {
    if (!existing) void browser.alarms.create(name, { periodInMinutes: 1 });
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === name) run();
  });
}

export function extensionVersion(): string {
  return browser.runtime.getManifest().version;
}
