/**
 * Build only: keeps zod out of the web app's first load (issue 15: first-load JavaScript as small as it can be).
 *
 * The contract (packages/contract) declares every endpoint once with its zod schemas (decision 012), and its modules
 * mix constants the first page needs (messages, limits) with schemas it does not. In the production bundle:
 * - each `endpoint({ … })` keeps only what `call()` reads in the browser (method, path, kinds; the schemas are read
 *   in development and tests alone: lib/api-client's CHECK_RESPONSES), and imports nothing reads any more go;
 * - every call a contract module makes while it loads (`z.object({…}).refine(…)`, `Base.extend({…})`) is marked
 *   pure, and contract modules are declared free of side effects, so a schema nobody reads is left out even when
 *   its module is in the bundle for a constant.
 * The dev server and Vitest see the contract unchanged.
 */
import { type Plugin, parseAst } from "vite";

/** What the web app reads from a declaration at run time (lib/api-client.ts, lib/download.ts). */
export const KEPT_FIELDS = new Set(["method", "path", "bodyKind", "responseKind", "fileType"]);

const ENDPOINT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;
const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/].+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const TYPE_WRAPPERS = new Set(["TSAsExpression", "TSSatisfiesExpression"]);

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) visit(item, enter);
    } else if (isNode(value)) {
      visit(value, enter);
    }
  }
}

function keyName(property: Node): string | null {
  if (property.type !== "Property" || property.computed) return null;
  const key = property.key as Node & { name?: string; value?: unknown };
  if (key.type === "Identifier") return key.name ?? null;
  if (key.type === "Literal" && typeof key.value === "string") return key.value;
  return null;
}

/** The module with every `endpoint({ … })` argument cut down to KEPT_FIELDS; null when there is nothing to cut. */
export function leanEndpointSource(code: string): string | null {
  const ast = parseAst(code, { lang: "ts" }) as unknown as Node;
  const cuts: Array<{ start: number; end: number; text: string }> = [];
  visit(ast, (node) => {
    if (node.type !== "CallExpression") return;
    const callee = node.callee as Node & { name?: string };
    const [written, ...rest] = node.arguments as Node[];
    if (callee.type !== "Identifier" || callee.name !== "endpoint" || !written || rest.length > 0) return;
    // `{ … } as const` and `{ … } satisfies …`: the object inside.
    const argument = TYPE_WRAPPERS.has(written.type) ? (written.expression as Node) : written;
    if (argument.type !== "ObjectExpression") return;
    const properties = argument.properties as Node[];
    // A spread could carry anything: such a declaration is left whole.
    if (properties.some((property) => keyName(property) === null)) return;
    const kept = properties
      .filter((property) => KEPT_FIELDS.has(keyName(property) as string))
      .map((property) => code.slice(property.start, property.end));
    cuts.push({ start: argument.start, end: argument.end, text: `{ ${kept.join(", ")} }` });
  });
  if (cuts.length === 0) return null;
  // From the end, so earlier offsets stay valid. Lines are kept out of the bundle's source maps' concern: the
  // production build has none.
  let output = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, cut.start) + cut.text + output.slice(cut.end);
  }
  return withoutUnusedImports(output);
}

/**
 * The module without the imports nothing reads any more: not even as a module to load, so a schema module the
 * declarations named (../geo) is no longer part of the page that loads these declarations.
 */
function withoutUnusedImports(code: string): string {
  const ast = parseAst(code, { lang: "ts" }) as unknown as Node & { body: Node[] };
  const imports = ast.body.filter((statement) => statement.type === "ImportDeclaration");
  let rest = code;
  for (const statement of [...imports].reverse()) rest = rest.slice(0, statement.start) + rest.slice(statement.end);
  const unused = imports.filter((statement) => {
    const specifiers = statement.specifiers as Array<Node & { local: { name: string } }>;
    return (
      specifiers.length > 0 &&
      specifiers.every(
        (specifier) => !new RegExp(`(?<![\\w$.])${specifier.local.name.replaceAll("$", "\\$")}(?![\\w$])`).test(rest),
      )
    );
  });
  let output = code;
  for (const statement of unused.reverse()) output = output.slice(0, statement.start) + output.slice(statement.end);
  return output;
}

/** Nodes whose inside does not run when the module loads (a function's body runs when it is called). */
const DEFERRED = new Set(["ArrowFunctionExpression", "FunctionExpression", "ChainExpression", "ClassExpression"]);

/**
 * The module with every call made while it loads (in its top-level constants: `z.object({…}).refine(…)`,
 * `Base.extend({…})`) marked pure, so a schema nobody reads is left out even when the module is in the bundle for
 * another export. Contract modules only build values at load time; null when there is no such call.
 */
export function pureContractSource(code: string): string | null {
  const ast = parseAst(code, { lang: "ts" }) as unknown as Node & { body: Node[] };
  const calls: Node[] = [];
  const collect = (node: Node) => {
    if (DEFERRED.has(node.type)) return;
    if (node.type === "CallExpression" || node.type === "NewExpression") calls.push(node);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) collect(item);
      } else if (isNode(value)) {
        collect(value);
      }
    }
  };
  for (const statement of ast.body) {
    const declaration =
      statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations as Node[]) {
      if (isNode(declarator.init)) collect(declarator.init);
    }
  }
  if (calls.length === 0) return null;
  // Each call becomes `(/*#__PURE__*/ call)`: the brackets keep a call that is itself the start of a longer chain
  // (`z.object({…})` in `z.object({…}).refine(…)`) annotated on its own.
  const marks: Array<{ at: number; text: string; rank: number }> = [];
  for (const call of calls) {
    // Opening marks: the outer call first (it ends later); closing marks: the inner call first (it starts later).
    marks.push({ at: call.start, text: "(/*#__PURE__*/ ", rank: -call.end });
    marks.push({ at: call.end, text: ")", rank: -call.start - code.length });
  }
  marks.sort((a, b) => a.at - b.at || a.rank - b.rank);
  let output = "";
  let from = 0;
  for (const mark of marks) {
    output += code.slice(from, mark.at) + mark.text;
    from = mark.at;
  }
  return output + code.slice(from);
}

export function leanContract(): Plugin {
  return {
    name: "zaika-lean-contract",
    apply: "build",
    // Before TypeScript is stripped, so `as const` and types in the declarations are cut with them.
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!CONTRACT_MODULE.test(file)) return null;
      // Contract modules only declare (schemas, constants, pure functions): one whose exports are not used is left out,
      // as are the schema modules the lean declarations no longer name.
      const lean = (ENDPOINT_MODULE.test(file) ? leanEndpointSource(code) : null) ?? code;
      return { code: pureContractSource(lean) ?? lean, map: null, moduleSideEffects: false };
    },
  };
}
