/** "••••••••1a2b": enough to recognise a saved key, never enough to reuse it. One form for every key. */
export function maskKey(key: string): string {
  if (!key) return '';
  return key.length <= 8 ? '••••••••' : `••••••••${key.slice(-4)}`;
}
