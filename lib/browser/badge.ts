import { browser } from 'wxt/browser';

/** Sets the toolbar button's badge text, colour and tooltip. */
export async function setBadge(state: { text: string; color: string; title: string }): Promise<void> {
  await browser.action.setBadgeBackgroundColor({ color: state.color });
  await browser.action.setBadgeText({ text: state.text });
  await browser.action.setTitle({ title: state.title });
}
