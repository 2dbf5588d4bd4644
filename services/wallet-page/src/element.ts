type Attributes = Record<string, string | boolean | undefined>;

/**
 * A DOM element with attributes (properties such as `className`/`htmlFor`/`type` are set as
 * properties, the rest as attributes) and children (text is inserted as text, never as HTML).
 * @example
 * element('button', { type: 'button', 'data-testid': 'x' }, 'Approve')
 */
export function element<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[tag] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (name in node && !name.includes('-')) (node as unknown as Record<string, unknown>)[name] = value;
    else node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children);
  return node;
}

/** A readable message for anything thrown. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}
