// A few DOM helpers: elements are built with textContent and attributes only (never innerHTML), and styled
// with the static stylesheet's classes (never style attributes: CSP style-src 'self').

type Child = Node | string | undefined | false;

/**
 * @example
 * h('button', { class: 'wm-button', type: 'button' }, 'Reject');
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string | boolean | undefined> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (name === 'style' || name.startsWith('on')) throw new Error(`h(): ${name} is not allowed`);
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child !== undefined && child !== false) element.append(child);
  return element;
}

let nextId = 0;
/** A labelled input (label's `for` → input id), for the password screens. */
export function field(label: string, attrs: Record<string, string | boolean>): { wrapper: HTMLDivElement; input: HTMLInputElement } {
  const id = `wm-field-${++nextId}`;
  const input = h('input', { id, ...attrs });
  return { wrapper: h('div', { class: 'wm-field' }, h('label', { for: id }, label), input), input };
}

/** A definition list of label and value pairs; a pair whose value is undefined is left out. */
export const rows = (pairs: [string, string | undefined][]) =>
  h('dl', { class: 'wm-rows' }, ...pairs.filter(([, value]) => value !== undefined).flatMap(([term, value]) => [h('dt', {}, term), h('dd', {}, value)]));

/** Replaces the page's content; every screen opens at its top (its first focus never scrolls: `preventScroll`). */
export function render(root: HTMLElement, ...children: Node[]): void {
  root.replaceChildren(...children);
  root.scrollTop = 0;
  root.ownerDocument.defaultView?.scrollTo(0, 0);
}
