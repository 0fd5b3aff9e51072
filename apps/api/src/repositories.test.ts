import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sources } from '../test/sources.ts';

/**
 * Scope by construction (docs/architecture.md, "A resource, step by step", step 3): every exported
 * function of a repository that reads or writes company-scoped data takes the caller's `scope: Scope`
 * right after the database handle, `(db, scope, …)`, so that no caller can reach such rows without
 * saying whose they are (null: operator staff or the system itself, which may see every company).
 * Company-scoped data is a table with a `company_id` column, the companies themselves, and every read
 * model over one of them.
 */
const SRC = import.meta.dirname;

/** Exported names of a file whose definition mentions any of `names`. */
function exportsMentioning(file: string, names: Set<string>) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^export const (\w+) = ([\s\S]*?)(?=^export |(?![\s\S]))/gm)]
    .filter((m) => [...names].some((n) => new RegExp(`\\b${n}\\b`).test(m[2]!)))
    .map((m) => m[1]!);
}

const scopedTables = new Set<string>(['companies']);
for (const file of sources(path.join(SRC, 'db/schema'))) {
  for (const m of readFileSync(file, 'utf8').matchAll(/^export const (\w+) = pgTable\(([\s\S]*?)^\);/gm))
    if (/\bcompanyId:/.test(m[2]!)) scopedTables.add(m[1]!);
}
const scopedReadModels = new Set(
  sources(path.join(SRC, 'db/read-models')).flatMap((file) => exportsMentioning(file, scopedTables)),
);
const scopedNames = new Set([...scopedTables, ...scopedReadModels]);

interface RepositoryFunction {
  name: string;
  params: string[];
  scopeTyped: boolean;
  touches: string[];
}

/** The exported functions of a repository file, with their parameters and the scoped data they name. */
function repositoryFunctions(file: string, text = readFileSync(file, 'utf8')): RepositoryFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: RepositoryFunction[] = [];
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    let name: string | undefined;
    let fn: ts.SignatureDeclarationBase | undefined;
    let body: ts.Node | undefined;
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      name = statement.name.text;
      fn = statement;
      body = statement.body;
    } else if (ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations[0]!;
      const init = declaration.initializer;
      if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
        name = declaration.name.getText(source);
        fn = init;
        body = init.body;
      }
    }
    if (!name || !fn || !body) continue;
    const code = body.getText(source);
    const touches = [...scopedNames].filter((n) => new RegExp(`\\b${n}\\b`).test(code));
    if (touches.length === 0) continue;
    const second = fn.parameters[1];
    found.push({
      name,
      params: fn.parameters.map((p) => p.name.getText(source)),
      scopeTyped: second?.type?.getText(source) === 'Scope',
      touches,
    });
  }
  return found;
}

const unscoped = (file: string, text?: string) =>
  repositoryFunctions(file, text)
    .filter((f) => f.params[1] !== 'scope' || !f.scopeTyped)
    .map(
      (f) => `${path.relative(SRC, file)}: ${f.name}(${f.params.join(', ')}) reads ${f.touches.join(', ')}`,
    );

const repositories = sources(path.join(SRC, 'modules')).filter((f) => f.endsWith('.repository.ts'));

describe('repositories take the scope first', () => {
  it('finds the company-scoped data (the scan works)', () => {
    expect([...scopedTables]).toEqual(
      expect.arrayContaining(['orders', 'sites', 'users', 'assets', 'companies']),
    );
    expect(repositories.length).toBeGreaterThan(15);
    expect(repositories.flatMap((f) => repositoryFunctions(f)).length).toBeGreaterThan(50);
  });

  it('every exported repository function over company-scoped data takes (db, scope: Scope, …)', () => {
    expect(repositories.flatMap((f) => unscoped(f))).toEqual([]);
  });

  it('finds a planted function without the scope, and passes one with it', () => {
    const file = path.join(SRC, 'modules/orders/planted.repository.ts');
    const text = [
      'export async function forgets(db: Db, id: string) { return db.select().from(orders).where(eq(orders.id, id)); }',
      'export const minds = (db: Db, scope: Scope, id: string) => db.select().from(orders).where(eq(orders.id, id));',
      'export function other(db: Db, id: string) { return db.select().from(vehicles); }',
    ].join('\n');
    expect(unscoped(file, text)).toEqual([
      'modules/orders/planted.repository.ts: forgets(db, id) reads orders',
    ]);
  });
});
