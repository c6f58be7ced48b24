/**
 * A catalog text with markup (decision 031): `<name>…</name>` in the text wraps its words in the element given as
 * `components.name` (its props kept, the words as its children), `<name/>` puts the element in as it is (with its own
 * children, if any). Tags may nest. A tag with no element given shows its words alone, and a text's values are
 * always shown as written, never read as markup. `count` chooses the plural case, as in `t()`.
 *
 * The text comes from lib/i18n's `t`, so it follows the current language like any other.
 */
import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import { t } from "../../lib/i18n";

export interface TransProps {
  /** The catalog key, "namespace:key". */
  i18nKey: string;
  /** The text's `{placeholders}`. */
  values?: Record<string, unknown>;
  /** The elements of the text's tags, by tag name. */
  components?: Record<string, ReactElement>;
  /** For a text with plural cases: `{count, plural, …}`. */
  count?: number;
}

/** A tag of the text: `<name>`, `</name>` or `<name/>`. */
const TAG = /<(\/?)([A-Za-z0-9][\w-]*)\s*(\/?)>/g;
/** Stands in for `<` in values while the text's tags are read (a private-use character no text has). */
const LESS_THAN = "\uE000";

interface Branch {
  name: string | null;
  children: Array<string | Branch>;
}

/** The text as a tree of its tags; a closing tag without its opening one is text, an unclosed tag's words stay. */
function parseMarkup(text: string): Branch {
  const root: Branch = { name: null, children: [] };
  const open: Branch[] = [root];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [tag, closing, name = "", selfClosing] = match;
    const at = match.index;
    const top = open[open.length - 1] ?? root;
    if (at > last) top.children.push(text.slice(last, at));
    last = at + tag.length;
    if (selfClosing) {
      top.children.push({ name, children: [] });
    } else if (!closing) {
      const branch: Branch = { name, children: [] };
      top.children.push(branch);
      open.push(branch);
    } else {
      const index = open.findLastIndex((branch) => branch.name === name);
      if (index > 0) open.length = index;
      else top.children.push(tag);
    }
  }
  const top = open[open.length - 1] ?? root;
  if (last < text.length) top.children.push(text.slice(last));
  return root;
}

function render(nodes: Array<string | Branch>, components: Record<string, ReactElement>): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node.replaceAll(LESS_THAN, "<");
    const element = node.name === null ? undefined : components[node.name];
    const key = `${node.name}-${index}`;
    const children = render(node.children, components);
    if (!element) return <Fragment key={key}>{children}</Fragment>;
    // `<name/>`: the element as given, with its own children.
    if (node.children.length === 0) return cloneElement(element, { key });
    return cloneElement(element, { key }, ...children);
  });
}

/** A text's tags made the given elements (see the header); its words as they are. */
export function renderMarkup(text: string, components: Record<string, ReactElement> = {}): ReactNode[] {
  return render(parseMarkup(text).children, components);
}

/** A catalog text with markup: `<strong>…</strong>`-style tags in the text become the given elements. */
export function Trans({ i18nKey, values, components, count }: TransProps) {
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    shown[name] = typeof value === "string" ? value.replaceAll("<", LESS_THAN) : value;
  }
  if (count !== undefined) shown.count = count;
  return <>{renderMarkup(t(i18nKey, shown), components)}</>;
}
