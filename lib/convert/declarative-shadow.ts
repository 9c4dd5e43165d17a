/**
 * Declarative shadow DOM (`<template shadowrootmode="open">` as a host's first child) in HTML
 * parsed without a browser. Chromium attaches such a template as the host's shadow root, so a
 * tab (and the offscreen parser) shows its content — a price on a product card — with the
 * host's children placed in its slots. linkedom keeps it an inert <template>, which the
 * conversion skips: the content never reached the model. Here each open root is written into
 * its host the way lib/page/flatten.ts copies a live one: the root's nodes, each <slot>
 * replaced by the host children assigned to it (or its own fallback content).
 *
 * Only `open` roots, as in a tab: the capture cannot read a closed root there either, and
 * pasted HTML should give what the same markup loaded in a tab gives. A root inside another
 * root's template is out of the selector's sight until its outer host is rewritten: pass after
 * pass, until one attaches nothing; a hostile page nesting roots deeper than
 * MAX_NESTED_ROOTS keeps its deepest ones inert (each pass reads the whole document).
 */
const MAX_NESTED_ROOTS = 32;

export function attachDeclarativeShadowRoots(doc: Document): void {
  for (let pass = 0; pass < MAX_NESTED_ROOTS; pass++) {
    let attached = 0;
    for (const template of Array.from(doc.querySelectorAll('template[shadowrootmode]'))) {
      const host = template.parentElement;
      if (!host || template.getAttribute('shadowrootmode')?.trim().toLowerCase() !== 'open') continue;
      // The browser attaches one root per host: the first declarative template.
      if (host.querySelector(':scope > template[shadowrootmode]') !== template) continue;
      attach(doc, host, template as HTMLTemplateElement);
      attached++;
    }
    if (attached === 0) return;
  }
}

function attach(doc: Document, host: Element, template: HTMLTemplateElement): void {
  // Further declarative templates of the same host stay inert in a browser: never shown.
  for (const other of Array.from(host.querySelectorAll(':scope > template[shadowrootmode]'))) other.remove();
  const light = Array.from(host.childNodes);
  const named = new Map<string, Node[]>();
  const unnamed: Node[] = [];
  for (const node of light) {
    const slot = node.nodeType === 1 ? ((node as Element).getAttribute('slot') ?? '') : '';
    if (slot) named.set(slot, [...(named.get(slot) ?? []), node]);
    else unnamed.push(node);
  }
  const root = doc.createElement('div');
  for (const node of Array.from(rootNodes(template))) root.appendChild(node);
  // Each child goes to the first slot of its name; a slot inside a fallback that was replaced is gone.
  for (const slot of Array.from(root.querySelectorAll('slot'))) {
    if (!root.contains(slot)) continue;
    const name = slot.getAttribute('name') ?? '';
    const assigned = name ? (named.get(name) ?? []) : unnamed.splice(0);
    named.delete(name);
    if (assigned.length > 0) slot.replaceWith(...assigned);
    else slot.replaceWith(...Array.from(slot.childNodes));
  }
  // What no slot shows is not rendered (light children with no place in the root).
  for (const node of light) if (node.parentNode === host) node.remove();
  host.replaceChildren(...Array.from(root.childNodes));
}

/**
 * The template's nodes. linkedom keeps them as the template's children (where an inner root
 * was already attached); a parser that moves them into `content` leaves the children empty.
 */
function rootNodes(template: HTMLTemplateElement): NodeListOf<ChildNode> {
  const content = (template as { content?: DocumentFragment | null }).content;
  return template.childNodes.length > 0 || !content ? template.childNodes : content.childNodes;
}
