/// <reference types="node" />
/**
 * Test support for messages-hi.test.ts: finds, with the TypeScript compiler's parser, the English messages written as
 * literals in the sources, so the completeness test fails when one has no Hindi.
 *
 * - the server: the message argument of `new BadRequest|Conflict|NotFound|...(message)` (and `new DomainError(s, c,
 *   message)`), and the `message` of `{ success, message }` / `{ field, message }` objects;
 * - the contract: zod's custom messages, i.e. the message argument of `.min/.max/.regex/.refine/...` and the
 *   `message` / `error` of an options object (`{ message: "..." }`, `z.string({ error: "..." })`, `ctx.addIssue`).
 *
 * Each found expression is resolved within its file to the texts it can take: literals as they are, a conditional as
 * both branches, a local constant or object property by its value, a local helper's parameter by the arguments of
 * its calls (`label("Dish name", 100)` makes "Dish name is required"), and a call of a local helper by its returned
 * text. What cannot be resolved inside a template becomes SAMPLE; a whole expression that cannot be resolved (an
 * imported `ORDER_MESSAGES.notFound`, a parameter) is left to the runtime check of the contract's message objects.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Stands for a value the scan cannot know (an order number, a price). */
export const SAMPLE = "⟦value⟧";

export interface FoundMessage {
  /** Path relative to the repository root, and the line of the expression. */
  where: string;
  /** The texts the expression can take; SAMPLE for the unknown parts. */
  texts: string[];
}

const ERROR_CLASSES = new Set([
  "BadRequest",
  "Unauthenticated",
  "Forbidden",
  "NotFound",
  "Conflict",
  "BusinessRule",
  "RateLimited",
  "ServiceUnavailable",
]);

/** zod checks whose second argument is the message: `.min(1, "Name is required")`, `.refine(fn, "…")`. */
const SECOND_ARG_MESSAGE = new Set([
  "min",
  "max",
  "length",
  "gt",
  "gte",
  "lt",
  "lte",
  "multipleOf",
  "regex",
  "refine",
  "startsWith",
  "endsWith",
  "includes",
]);
/** zod checks and formats whose first argument is the message: `.int("…")`, `z.email("…")`. */
const FIRST_ARG_MESSAGE = new Set([
  "int",
  "positive",
  "negative",
  "nonnegative",
  "nonpositive",
  "nonempty",
  "finite",
  "safe",
  "email",
  "url",
  "uuid",
  "guid",
  "datetime",
  "date",
  "time",
]);

const MAX_VARIANTS = 64;

export const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

function sourceFiles(dir: string, exclude: (file: string) => boolean): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full, exclude));
    else if (name.endsWith(".ts") && !name.endsWith(".d.ts") && !exclude(full)) files.push(full);
  }
  return files.sort();
}

const isTestFile = (file: string) => /[.](test|spec)[.]ts$|test-data[.]ts$|test-fixtures[.]ts$/.test(file);

type Bindings = ReadonlyMap<string, string[]>;

/** A contract module's export by the module's name ("messages") and the export's: lets the scan read MESSAGES.x. */
export type ContractExport = (module: string, name: string) => unknown;

/** "@zaika/contract/messages" (the server) or "./messages" (the contract itself) → "messages"; else null. */
function contractModule(specifier: string, inContract: boolean): string | null {
  const fromApp = /^@zaika\/contract\/([\w-]+)$/.exec(specifier);
  if (fromApp) return fromApp[1] as string;
  const relative = /^[.]\/([\w-]+)$/.exec(specifier);
  return inContract && relative ? (relative[1] as string) : null;
}

/** Resolves expressions of one file to the texts they can take. */
class FileResolver {
  private readonly topLevel = new Map<string, ts.Node>();
  private readonly imported = new Map<string, { module: string; name: string }>();
  private depth = 0;

  constructor(
    readonly sf: ts.SourceFile,
    private readonly contractExport: ContractExport | undefined,
    inContract: boolean,
  ) {
    for (const statement of sf.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const module = contractModule(statement.moduleSpecifier.text, inContract);
      const bindings = statement.importClause?.namedBindings;
      if (!module || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        this.imported.set(element.name.text, { module, name: (element.propertyName ?? element.name).text });
      }
    }
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (!this.topLevel.has(node.name.text)) this.topLevel.set(node.name.text, node.initializer);
      } else if (ts.isFunctionDeclaration(node) && node.name) {
        this.topLevel.set(node.name.text, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  /** The texts of a whole message expression, or null when it is not written here (imported, a bare parameter). */
  resolve(expr: ts.Expression, bindings: Bindings = new Map()): string[] | null {
    if (this.depth > 12) return null;
    this.depth++;
    try {
      return this.resolveInner(expr, bindings);
    } finally {
      this.depth--;
    }
  }

  private resolveInner(expr: ts.Expression, bindings: Bindings): string[] | null {
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isNumericLiteral(expr)) return [expr.text];
    if (
      ts.isParenthesizedExpression(expr) ||
      ts.isAsExpression(expr) ||
      ts.isNonNullExpression(expr) ||
      ts.isSatisfiesExpression(expr)
    ) {
      return this.resolve(expr.expression, bindings);
    }
    if (ts.isTemplateExpression(expr)) {
      let texts = [expr.head.text];
      for (const span of expr.templateSpans) {
        const parts = this.resolve(span.expression, bindings) ?? [SAMPLE];
        texts = texts
          .flatMap((text) => parts.map((part) => `${text}${part}${span.literal.text}`))
          .slice(0, MAX_VARIANTS);
      }
      return texts;
    }
    if (ts.isConditionalExpression(expr))
      return union(this.resolve(expr.whenTrue, bindings), this.resolve(expr.whenFalse, bindings));
    if (ts.isBinaryExpression(expr)) {
      const op = expr.operatorToken.kind;
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
        return union(this.resolve(expr.left, bindings), this.resolve(expr.right, bindings));
      }
      if (op === ts.SyntaxKind.PlusToken) {
        const left = this.resolve(expr.left, bindings) ?? [SAMPLE];
        const right = this.resolve(expr.right, bindings) ?? [SAMPLE];
        return left.flatMap((l) => right.map((r) => l + r)).slice(0, MAX_VARIANTS);
      }
      return null;
    }
    if (ts.isIdentifier(expr)) return this.resolveIdentifier(expr, bindings);
    if (ts.isPropertyAccessExpression(expr)) {
      const property = this.localProperty(expr.expression, expr.name.text);
      if (property) return this.resolve(property, bindings);
      const object = ts.isIdentifier(expr.expression) ? this.importedValue(expr.expression.text) : undefined;
      const value =
        typeof object === "object" && object !== null ? (object as Record<string, unknown>)[expr.name.text] : undefined;
      return typeof value === "string" ? [value] : null;
    }
    if (ts.isElementAccessExpression(expr)) {
      const object = this.localObject(expr.expression);
      if (!object) return null;
      const values = object.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? [p.initializer] : []));
      return values.reduce<string[] | null>((all, value) => union(all, this.resolve(value, bindings)), null);
    }
    if (ts.isCallExpression(expr)) return this.resolveCall(expr, bindings);
    return null;
  }

  private resolveIdentifier(id: ts.Identifier, bindings: Bindings): string[] | null {
    const bound = bindings.get(id.text);
    if (bound) return bound;
    const parameter = enclosingParameter(id);
    if (parameter) return this.parameterValues(parameter.fn, parameter.index);
    const local = this.localDeclaration(id);
    if (local && !ts.isFunctionLike(local)) return this.resolve(local as ts.Expression, bindings);
    const value = this.importedValue(id.text);
    return typeof value === "string" ? [value] : null;
  }

  /** The value of an identifier imported from the contract, when the caller can read the contract's exports. */
  private importedValue(name: string): unknown {
    const source = this.imported.get(name);
    return source && this.contractExport ? this.contractExport(source.module, source.name) : undefined;
  }

  /** The initializer of a variable declared in this file under the identifier's name (innermost first). */
  private localDeclaration(id: ts.Identifier): ts.Node | undefined {
    for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
      if (ts.isBlock(scope) || ts.isSourceFile(scope)) {
        for (const statement of scope.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          for (const declaration of statement.declarationList.declarations) {
            if (ts.isIdentifier(declaration.name) && declaration.name.text === id.text && declaration.initializer) {
              return declaration.initializer;
            }
          }
        }
      }
    }
    return this.topLevel.get(id.text);
  }

  private localObject(expr: ts.Expression): ts.ObjectLiteralExpression | null {
    if (!ts.isIdentifier(expr)) return null;
    let value = this.localDeclaration(expr);
    while (
      value &&
      (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))
    )
      value = value.expression;
    return value && ts.isObjectLiteralExpression(value) ? value : null;
  }

  private localProperty(objectExpr: ts.Expression, name: string): ts.Expression | null {
    const object = this.localObject(objectExpr);
    const property = object?.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p.name) === name,
    );
    return property?.initializer ?? null;
  }

  /** A call of a helper written here: the texts it returns with its parameters bound to the call's arguments. */
  private resolveCall(call: ts.CallExpression, bindings: Bindings): string[] | null {
    let fn: ts.Node | null | undefined = null;
    if (ts.isIdentifier(call.expression)) fn = this.localDeclaration(call.expression);
    else if (ts.isPropertyAccessExpression(call.expression))
      fn = this.localProperty(call.expression.expression, call.expression.name.text);
    if (!fn || !ts.isFunctionLike(fn)) return null;
    const params = new Map<string, string[]>();
    fn.parameters.forEach((parameter, index) => {
      const argument = call.arguments[index];
      if (ts.isIdentifier(parameter.name) && argument)
        params.set(parameter.name.text, this.resolve(argument, bindings) ?? [SAMPLE]);
    });
    const returned = returnedExpressions(fn);
    return returned.reduce<string[] | null>((all, value) => union(all, this.resolve(value, params)), null);
  }

  /** The values a helper's parameter takes: the arguments of the helper's calls in this file (SAMPLE if none). */
  private parameterValues(fn: ts.SignatureDeclaration, index: number): string[] | null {
    const name = functionName(fn);
    if (!name) return null;
    let values: string[] | null = null;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) {
        const argument = node.arguments[index];
        if (argument) values = union(values, this.resolve(argument));
      }
      ts.forEachChild(node, visit);
    };
    visit(this.sf);
    return values;
  }
}

function union(a: string[] | null, b: string[] | null): string[] | null {
  if (!a) return b;
  if (!b) return a;
  return [...new Set([...a, ...b])].slice(0, MAX_VARIANTS);
}

function propertyName(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

function returnedExpressions(fn: ts.SignatureDeclaration): ts.Expression[] {
  const body = (fn as ts.FunctionLikeDeclarationBase).body;
  if (!body) return [];
  if (!ts.isBlock(body)) return [body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** The function whose parameter the identifier names, and the parameter's position. */
function enclosingParameter(id: ts.Identifier): { fn: ts.SignatureDeclaration; index: number } | null {
  for (let node: ts.Node | undefined = id.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) {
      const index = node.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === id.text);
      if (index >= 0) return { fn: node, index };
    }
  }
  return null;
}

function functionName(fn: ts.SignatureDeclaration): string | null {
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return null;
}

function isTextLike(expr: ts.Expression): boolean {
  return !ts.isObjectLiteralExpression(expr) && !ts.isArrowFunction(expr) && !ts.isFunctionExpression(expr);
}

function scan(
  file: string,
  contractExport: ContractExport | undefined,
  collect: (node: ts.Node, add: (expr: ts.Expression) => void) => void,
) {
  const text = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const resolver = new FileResolver(sf, contractExport, file.includes(`packages${path.sep}contract`));
  const found: FoundMessage[] = [];
  const add = (expr: ts.Expression) => {
    const texts = resolver.resolve(expr);
    if (!texts) return;
    const line = sf.getLineAndCharacterOfPosition(expr.getStart(sf)).line + 1;
    found.push({ where: `${path.relative(repositoryRoot, file)}:${line}`, texts });
  };
  const visit = (node: ts.Node) => {
    collect(node, add);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function objectHas(object: ts.ObjectLiteralExpression, name: string): boolean {
  return object.properties.some((p) => p.name !== undefined && propertyName(p.name as ts.PropertyName) === name);
}

/** The server's error messages and the `message` of its `{ success, message }` and `{ field, message }` objects. */
export function serverMessages(
  contractExport?: ContractExport,
  root = path.join(repositoryRoot, "apps/server/src"),
): FoundMessage[] {
  return sourceFiles(root, isTestFile).flatMap((file) =>
    scan(file, contractExport, (node, add) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        const argument = ERROR_CLASSES.has(name)
          ? node.arguments?.[0]
          : name === "DomainError"
            ? node.arguments?.[2]
            : undefined;
        if (argument) add(argument);
      }
      if (
        ts.isPropertyAssignment(node) &&
        propertyName(node.name) === "message" &&
        ts.isObjectLiteralExpression(node.parent) &&
        (objectHas(node.parent, "success") || objectHas(node.parent, "field")) &&
        isTextLike(node.initializer)
      ) {
        add(node.initializer);
      }
    }),
  );
}

/** zod's custom messages in the contract (and any `message:` it writes into an object). */
export function contractMessages(
  contractExport?: ContractExport,
  root = path.join(repositoryRoot, "packages/contract/src"),
): FoundMessage[] {
  const own = (file: string) => isTestFile(file) || /messages-hi/.test(path.basename(file));
  return sourceFiles(root, own).flatMap((file) =>
    scan(file, contractExport, (node, add) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.getText() !== "Math"
      ) {
        const method = node.expression.name.text;
        const index = SECOND_ARG_MESSAGE.has(method) ? 1 : FIRST_ARG_MESSAGE.has(method) ? 0 : -1;
        const argument = index >= 0 ? node.arguments[index] : undefined;
        // A number or a regular expression is the check's value, not its message (`.min(1)`, `.regex(/…/)`).
        if (
          argument &&
          isTextLike(argument) &&
          !ts.isRegularExpressionLiteral(argument) &&
          !ts.isNumericLiteral(argument)
        )
          add(argument);
      }
      if (
        ts.isPropertyAssignment(node) &&
        ["message", "error"].includes(propertyName(node.name) ?? "") &&
        ts.isObjectLiteralExpression(node.parent) &&
        isTextLike(node.initializer)
      ) {
        add(node.initializer);
      }
    }),
  );
}

/** The contract's source modules by name ("order", "coupons"), for the test to import and read their messages. */
export function contractModuleNames(root = path.join(repositoryRoot, "packages/contract/src")): string[] {
  return readdirSync(root)
    .filter((name) => name.endsWith(".ts") && !isTestFile(name) && !name.startsWith("messages-hi"))
    .map((name) => name.replace(/[.]ts$/, ""));
}
