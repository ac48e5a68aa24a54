// Tiny DOM builders for the three interactive widgets (textContent only: nothing from an answer becomes HTML).
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

export function status(kind: 'ok' | 'info' | 'error', text: string): HTMLElement {
  return el('p', text, { class: 'status', 'data-kind': kind, role: kind === 'error' ? 'alert' : 'status' });
}
