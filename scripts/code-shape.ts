/**
 * The code's shape limits (issue 27): no non-test file over 400 lines, no non-component function over 80 lines.
 * Reads the source tree and measures it; code-shape.test.ts holds the tree to the limits with the allowlist beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 80;

/** The folders the limits hold for (relative to the repository root). */
export const ROOTS = ['apps', 'packages', 'scripts', 'bench', 'e2e/helpers'];
// test support (apps/server/src/test: the suites' setup and seeds) is test code like the suites themselves
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test', 'test-fixtures', 'results']);
const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.(test|spec)\.(ts|tsx|mjs)$/;

export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) walk(rel);
      } else if (SOURCE.test(e.name) && !TEST.test(e.name) && !e.name.endsWith('.d.ts')) {
        out.push(rel);
      }
    }
  };
  for (const r of ROOTS) walk(r);
  return out.sort();
}

export function lineCount(text: string): number {
  if (text === '') return 0;
  const n = text.split('\n').length;
  return text.endsWith('\n') ? n - 1 : n;
}

export type FunctionSize = { name: string; lines: number; component: boolean };

type FunctionLike =
  | ts.FunctionDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.MethodDeclaration
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

function isFunctionLike(n: ts.Node): n is FunctionLike {
  return (
    ts.isFunctionDeclaration(n) ||
    ts.isFunctionExpression(n) ||
    ts.isArrowFunction(n) ||
    ts.isMethodDeclaration(n) ||
    ts.isConstructorDeclaration(n) ||
    ts.isGetAccessorDeclaration(n) ||
    ts.isSetAccessorDeclaration(n)
  );
}

function isJsx(n: ts.Node): boolean {
  let found = false;
  const visit = (c: ts.Node) => {
    if (found || isFunctionLike(c)) return;
    if (ts.isJsxElement(c) || ts.isJsxSelfClosingElement(c) || ts.isJsxFragment(c)) {
      found = true;
      return;
    }
    ts.forEachChild(c, visit);
  };
  visit(n);
  return found;
}

/** A React component: a function in a .tsx file that returns JSX (its own returns, not a nested function's). */
function returnsJsx(fn: FunctionLike): boolean {
  const body = fn.body;
  if (!body) return false;
  if (!ts.isBlock(body)) return isJsx(body);
  let found = false;
  const visit = (c: ts.Node) => {
    if (found || isFunctionLike(c)) return;
    if (ts.isReturnStatement(c) && c.expression && isJsx(c.expression)) {
      found = true;
      return;
    }
    ts.forEachChild(c, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

function nameOf(n: ts.Node | undefined, sf: ts.SourceFile): string | undefined {
  if (!n) return undefined;
  if (ts.isIdentifier(n) || ts.isPrivateIdentifier(n)) return n.text;
  if (ts.isStringLiteral(n) || ts.isNumericLiteral(n)) return n.text;
  return n.getText(sf);
}

/** A readable, stable name: the declaration's own, the variable or property it is bound to, or the call it is passed to. */
function functionName(fn: FunctionLike, sf: ts.SourceFile): string {
  const own = ts.isConstructorDeclaration(fn)
    ? 'constructor'
    : 'name' in fn && fn.name
      ? nameOf(fn.name, sf)
      : undefined;
  let base = own;
  const parent = fn.parent;
  if (!base) {
    if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
      base = nameOf(parent.name, sf);
    } else if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      const callee = parent.expression.getText(sf).replace(/\s+/g, '');
      const first = parent.arguments?.[0];
      const label = first && ts.isStringLiteralLike(first) ? `'${first.text}'` : '…';
      base = `${callee}(${label})`;
    } else if (ts.isExportAssignment(parent)) {
      base = 'default';
    } else {
      base = '(anonymous)';
    }
  }
  // qualify by the enclosing class or named function so two `run`s in one file stay apart
  for (let p: ts.Node | undefined = parent; p && !ts.isSourceFile(p); p = p.parent) {
    if (ts.isClassDeclaration(p) && p.name) return `${p.name.text}.${base}`;
    if (isFunctionLike(p)) return `${functionName(p, sf)} > ${base}`;
  }
  return base;
}

export function functionSizes(file: string, text: string): FunctionSize[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out: FunctionSize[] = [];
  const visit = (n: ts.Node) => {
    if (isFunctionLike(n) && n.body) {
      const start = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(n.getEnd()).line;
      out.push({
        name: functionName(n, sf),
        lines: end - start + 1,
        component: kind === ts.ScriptKind.TSX && returnsJsx(n),
      });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Every place over a limit: `path` for a long file, `path :: function` for a long non-component function. */
export function offenders(root: string, files = sourceFiles(root)): Map<string, number> {
  const found = new Map<string, number>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lines = lineCount(text);
    if (lines > MAX_FILE_LINES) found.set(file, lines);
    for (const f of functionSizes(file, text)) {
      if (f.component || f.lines <= MAX_FUNCTION_LINES) continue;
      let key = `${file} :: ${f.name}`;
      for (let i = 2; found.has(key); i++) key = `${file} :: ${f.name} #${i}`;
      found.set(key, f.lines);
    }
  }
  return found;
}
