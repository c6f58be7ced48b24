/**
 * Finds user-visible texts written into a component instead of the catalogs (used by catalogs.test.ts):
 * - JSX text with a word in it (`<p>Your cart</p>`);
 * - a text attribute given a literal (`aria-label="Close"`, `placeholder="Search"`, `label="Phone"`, …);
 * - any other string or template that reads as prose: it starts with a capital followed by a small letter
 *   ("Cart", "Add more"), or it has two or more words and is not a list of CSS classes or a path.
 * Not texts: imports, types, object keys, comparisons and `case` labels, the arguments of `t()`, `cn()`,
 * `new Error()`, `console.*`, `matchMedia` and `querySelector`, attributes such as className, href or type, and a
 * line marked `i18n-ignore` (with the reason, for names and symbols that read the same in every language).
 * Returns "line: text" for each one found.
 */
import ts from "typescript";

const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "message",
  "heading",
  "hint",
  "emptyText",
  "confirmLabel",
  "cancelLabel",
  "subtitle",
  "text",
]);

const NON_TEXT_ATTRIBUTES = new Set([
  "className",
  "class",
  "key",
  "id",
  "htmlFor",
  "name",
  "type",
  "role",
  "href",
  "to",
  "src",
  "srcSet",
  "sizes",
  "autoComplete",
  "inputMode",
  "pattern",
  "lang",
  "rel",
  "target",
  "method",
  "form",
  "accept",
  "data-testid",
  "enterKeyHint",
  "dateTime",
  "d",
  "viewBox",
  "fill",
  "stroke",
  "xmlns",
]);

/** Calls whose string arguments are not shown to a person. */
const NON_TEXT_CALLS = new Set([
  "t",
  "cn",
  "clsx",
  "Error",
  "TypeError",
  "RangeError",
  "matchMedia",
  "querySelector",
  "querySelectorAll",
  "getElementById",
  "closest",
  "require",
  "import",
  "addEventListener",
  "removeEventListener",
  "setAttribute",
  "getAttribute",
  "removeAttribute",
  "fetch",
  "useSearchParams",
  "get",
  "set",
  "has",
  "delete",
  "append",
  "getItem",
  "setItem",
  "removeItem",
  "startsWith",
  "endsWith",
  "includes",
  "split",
  "replace",
  "replaceAll",
  "join",
  "localeCompare",
  "toLocaleLowerCase",
  "toLocaleUpperCase",
  "createElement",
  "postMessage",
  "BroadcastChannel",
  "EventSource",
  "URL",
  "URLSearchParams",
  "Intl.NumberFormat",
  "Intl.DateTimeFormat",
  "NumberFormat",
  "DateTimeFormat",
  "RegExp",
]);

/** Tokens of a CSS class list or a path: a dash, colon, slash, bracket, dot or equals sign, or a one-word utility. */
const TECHNICAL_TOKEN =
  /[-:/[\]().=?&_#%@!*>+{}$]|^\d|^(flex|grid|block|hidden|inline|contents|relative|absolute|fixed|sticky|static|rounded|border|shadow|truncate|italic|underline|uppercase|lowercase|capitalize|grow|shrink|transition|container|visible|invisible|outline|ring|peer|group|sr-only|isolate|antialiased|prose|resize|select|disabled|checked|required|readonly|noopener|noreferrer|nofollow|self|start|end|center|between|around|evenly|auto|none|full|screen|min|max|fit)$/;

function isTechnical(text: string): boolean {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  return tokens.every((token) => TECHNICAL_TOKEN.test(token) || !/\p{L}{2,}/u.test(token));
}

/** Reads as prose a person would see. */
function isProse(text: string): boolean {
  const trimmed = text.trim();
  if (!/\p{L}{2,}/u.test(trimmed)) return false;
  // One token: an identifier ("PaymentError") or a path or zone ("Asia/Kolkata") is not a text.
  if (!/\s/.test(trimmed) && (/^\p{Lu}\p{Ll}+(\p{Lu}[\p{Ll}\d]*)+$/u.test(trimmed) || /[/_.]/.test(trimmed)))
    return false;
  if (/^\p{Lu}\p{Ll}/u.test(trimmed)) return true;
  const words = trimmed.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
  return words.length >= 2 && !isTechnical(trimmed);
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) {
    const object = callee.expression;
    if (ts.isIdentifier(object) && (object.text === "console" || object.text === "Intl")) {
      return `${object.text}.${callee.name.text}`;
    }
    return callee.name.text;
  }
  return "";
}

function attributeName(node: ts.JsxAttribute): string {
  return node.name.getText();
}

/** Whether a string at `node` is in a place where it cannot be shown: see the module's comment. */
function isExempt(node: ts.Node): boolean {
  let child: ts.Node = node;
  let parent: ts.Node | undefined = node.parent;
  while (parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent)) return true;
    if (ts.isLiteralTypeNode(parent) || ts.isTypeNode(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === child) return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === child) return true;
    if (ts.isCaseClause(parent) && parent.expression === child) return true;
    if (
      ts.isBinaryExpression(parent) &&
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
        ts.SyntaxKind.InKeyword,
      ].includes(parent.operatorToken.kind)
    ) {
      return true;
    }
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      const name = calleeName(parent);
      if (NON_TEXT_CALLS.has(name) || name.startsWith("console.")) return true;
      // Only the call's own arguments: a string inside a callback passed to it is judged on its own.
      return false;
    }
    if (ts.isJsxAttribute(parent)) return NON_TEXT_ATTRIBUTES.has(attributeName(parent));
    if (ts.isTaggedTemplateExpression(parent)) return true;
    if (
      ts.isFunctionLike(parent) ||
      ts.isBlock(parent) ||
      ts.isJsxElement(parent) ||
      ts.isJsxSelfClosingElement(parent) ||
      ts.isSourceFile(parent)
    ) {
      return false;
    }
    child = parent;
    parent = parent.parent;
  }
  return false;
}

function ignoredLines(text: string): Set<number> {
  const lines = new Set<number>();
  text.split("\n").forEach((line, index) => {
    if (line.includes("i18n-ignore")) {
      lines.add(index + 1);
      lines.add(index + 2);
    }
  });
  return lines;
}

export function findHardCodedTexts(text: string, fileName = "component.tsx"): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const ignored = ignoredLines(text);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (!ignored.has(line)) found.push(`${line}: ${value.trim().replace(/\s+/g, " ")}`);
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/\p{L}{2,}/u.test(node.text)) report(node, node.text);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = attributeName(node);
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression
          : undefined;
      if (literal && !NON_TEXT_ATTRIBUTES.has(name)) {
        const value = literal.text;
        if (TEXT_ATTRIBUTES.has(name) ? /\p{L}{2,}/u.test(value) : isProse(value)) report(literal, value);
        return;
      }
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isProse(node.text) && !isExempt(node)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
      if (isProse(parts) && !isExempt(node)) report(node, node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
