/** `text` with every character a RegExp reads as syntax escaped: it then matches itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
