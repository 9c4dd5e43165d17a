/**
 * What a form control shows, as model input: "[Size: Large]", a checked box's value, a
 * button's label. `live`: read the control's current state (in the page) rather than its
 * attributes (a parsed copy).
 */
export function formValue(el: Element, tag: string, live: boolean): string {
  const name = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.getAttribute('placeholder') ?? '';
  if (tag === 'select') {
    const options = [...el.querySelectorAll('option')];
    const chosen = options.find((o) => (live ? (o as HTMLOptionElement).selected : o.hasAttribute('selected')));
    const text = (chosen ?? options[0])?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return text ? `[${name ? `${name}: ` : ''}${text}]` : '';
  }
  const type = (el.getAttribute('type') ?? 'text').toLowerCase();
  if (/^(hidden|password|file|image|reset)$/.test(type)) return '';
  if (
    (type === 'checkbox' || type === 'radio') &&
    !(live ? (el as HTMLInputElement).checked : el.hasAttribute('checked'))
  )
    return '';
  const raw =
    live && 'value' in el ? String((el as HTMLInputElement).value) : (el.getAttribute('value') ?? el.textContent ?? '');
  const value = raw.replace(/\s+/g, ' ').trim().slice(0, 200);
  if (!value) return '';
  if (type === 'submit' || type === 'button') return value;
  return `[${name ? `${name}: ` : ''}${value}]`;
}
