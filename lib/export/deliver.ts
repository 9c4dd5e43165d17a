/**
 * Hands text to the user from an extension page: the clipboard, or a file download through
 * an object URL (no `downloads` permission needed). Both need a page with a document.
 */
export async function copyText(text: string, clipboard: Clipboard = navigator.clipboard): Promise<void> {
  await clipboard.writeText(text);
}

export function downloadText(text: string, fileName: string, mimeType: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started by the time the click returns; free the blob soon after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
