/**
 * For component tests of long names (issue 16): the classes on an element and its ancestors that would cut its text
 * short with an ellipsis or keep it on one line. A name with room shows in full, so a test expects none.
 */
const CLIPPING_CLASSES = /^(truncate|text-ellipsis|line-clamp-\d+|whitespace-nowrap|text-nowrap)$/;

export function clippingClasses(element: Element): string[] {
  const found: string[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    for (const name of node.classList) if (CLIPPING_CLASSES.test(name)) found.push(name);
  }
  return found;
}
