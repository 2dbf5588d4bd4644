/** A host's or a translation's partial override of a message catalogue: any string (or message function), at any depth. */
export type MessageOverrides<catalogue> = {
  [key in keyof catalogue]?: catalogue[key] extends string | ((...values: never[]) => unknown)
    ? catalogue[key]
    : MessageOverrides<catalogue[key]>;
};

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Writes `english`, then each layer of `layers` in turn (a translation, then the host's overrides), into the live
 * catalogue `target` in place: views keep reading `messages.section.key` and see the new language at their next
 * render. A layer's key the catalogue does not have is ignored; English is the fallback of any key a layer leaves out.
 * @example
 * localizeMessages(messages, english, [fr, options.messages?.fr])
 */
export function localizeMessages<catalogue extends object>(
  target: catalogue,
  english: catalogue,
  layers: readonly (MessageOverrides<catalogue> | undefined)[],
): void {
  assign(target as Tree, english as Tree, true);
  for (const layer of layers) if (layer) assign(target as Tree, layer as Tree, false);
}

function assign(target: Tree, source: Tree, complete: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    if (!complete && !Object.hasOwn(target, key)) continue;
    const current = target[key];
    if (isTree(value)) {
      if (!isTree(current)) target[key] = {};
      assign(target[key] as Tree, value, complete);
    } else if (value !== undefined && (complete || typeof value === typeof current)) {
      target[key] = value;
    }
  }
}

/**
 * A deep copy of a message catalogue, taken before any language is written into the live one: the English to
 * go back to (`localizeMessages(live, english, [...])`).
 * @example
 * const english = copyMessages(messages)
 */
export function copyMessages<catalogue extends object>(catalogue: catalogue): catalogue {
  const target = {} as catalogue;
  localizeMessages(target, catalogue, []);
  return target;
}
