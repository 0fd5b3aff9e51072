import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sources } from '../test/sources.ts';

/**
 * The one-way rule of the API and the packages under it (docs/architecture.md, "Layers"). Every import
 * counts: static, dynamic `import()`, `export … from`, type-only ones, `import('…')` types and module
 * augmentations (`declare module '…'`), since each makes one file depend on another.
 *
 *   packages/shared, packages/vrp   the contract and the optimiser: import nothing of ours (nor each other)
 *   db/                             the connection, the schema, the rows every database holds
 *   lib/                            the machinery every module uses: context, transitions, lists, exports
 *   modules/                        the features; a module may use another, never in a circle
 *   plugins/                        the app's cross-cutting plugins (auth, errors, security, web)
 *   seed/                           the demo data, written through the modules
 *   app.ts, server.ts, config.ts, cli/   composition and processes
 *
 * A file imports its own layer or a lower one; no files and no modules form a cycle; a `*.routes.ts`
 * or `*.plugin.ts` file is imported only by the app that composes them.
 */
const SRC = import.meta.dirname;
const REPO = path.resolve(SRC, '../../..');
const PACKAGES = { shared: path.join(REPO, 'packages/shared/src'), vrp: path.join(REPO, 'packages/vrp/src') };

const LAYERS = ['db', 'lib', 'modules', 'plugins', 'seed', 'app'] as const;
type Layer = (typeof LAYERS)[number] | 'shared' | 'vrp';

const rel = (file: string) => path.relative(REPO, file);

function layerOf(file: string): Layer {
  if (file.startsWith(PACKAGES.shared + path.sep)) return 'shared';
  if (file.startsWith(PACKAGES.vrp + path.sep)) return 'vrp';
  const top = path.relative(SRC, file).split(path.sep)[0]!;
  return (LAYERS as readonly string[]).includes(top) ? (top as Layer) : 'app';
}

/** Whether a file of layer `from` may import one of layer `to`. */
function allowed(from: Layer, to: Layer) {
  if (from === 'shared' || from === 'vrp') return to === from;
  if (to === 'shared' || to === 'vrp') return true;
  return LAYERS.indexOf(to) <= LAYERS.indexOf(from);
}

/** Every module specifier a file names, whatever the kind of import. */
function specifiersOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      found.push(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file a specifier names, if it is one of ours; `undefined` for a package of npm or node. */
function resolve(from: string, specifier: string, planted: Set<string>): string | undefined {
  let target: string;
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@recolecta/shared/'))
    target = path.join(PACKAGES.shared, specifier.slice(18));
  else if (specifier === '@recolecta/vrp') target = path.join(PACKAGES.vrp, 'index.ts');
  else if (specifier.startsWith('@recolecta/vrp/')) target = path.join(PACKAGES.vrp, specifier.slice(15));
  else if (specifier.startsWith('@recolecta/')) target = path.join(REPO, 'unknown', specifier);
  else return undefined;
  const candidate = [target, `${target}.ts`, path.join(target, 'index.ts')].find(
    (file) => planted.has(file) || isFile(file),
  );
  // A specifier that points at none of our files is reported, not skipped: the test must see every edge.
  return candidate ?? `${target} (missing)`;
}

const files = [SRC, PACKAGES.shared, PACKAGES.vrp].flatMap((dir) => sources(dir));

/** The import graph of every source file (tests left out): file → the files it imports. */
function importGraph(extra: Record<string, string> = {}) {
  const graph = new Map<string, string[]>();
  const planted = new Set(Object.keys(extra));
  for (const file of [...files, ...Object.keys(extra)]) {
    const text = extra[file] ?? readFileSync(file, 'utf8');
    const targets = specifiersOf(file, text)
      .map((s) => resolve(file, s, planted))
      .filter((t): t is string => t !== undefined);
    graph.set(file, [...new Set([...(graph.get(file) ?? []), ...targets])]);
  }
  return graph;
}

/** The strongly connected parts of a graph with more than one node (or a node that imports itself): its cycles. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)!.includes(node)) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

/** `modules/orders/orders.service.ts` → `orders`. */
const moduleOf = (file: string) => {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'modules' ? parts[1] : undefined;
};

/** The modules' graph (module → the modules it imports), with the file imports behind each edge. */
function moduleGraph(graph: Map<string, string[]>) {
  const modules = new Map<string, string[]>();
  const behind = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    if (!modules.has(from)) modules.set(from, []);
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      if (!modules.get(from)!.includes(to)) modules.get(from)!.push(to);
      const key = `${from} → ${to}`;
      behind.set(key, [...(behind.get(key) ?? []), `${rel(file)} → ${rel(target)}`]);
    }
  }
  return { modules, behind };
}

const SCHEMA = path.join(SRC, 'db/schema');
const READ_MODELS = path.join(SRC, 'db/read-models');
/** The schema files the machinery of lib/ owns (the audit trail, the number counters). */
const LIB_TABLES = ['audit', 'counters'];
/** Schema files that hold no table of their own: column helpers, and the barrel only db/ may import. */
const SCHEMA_HELPERS = ['common', 'item-columns'];

/** Who owns the tables of a schema or read-model file: `db/schema/orders.ts` → `orders`; helpers → undefined. */
function tableOwner(file: string): string | undefined {
  const dir = path.dirname(file);
  if (dir !== SCHEMA && dir !== READ_MODELS) return undefined;
  const name = path.basename(file, '.ts').split('.')[0]!;
  if (dir === SCHEMA && (SCHEMA_HELPERS.includes(name) || name === 'index')) return undefined;
  return LIB_TABLES.includes(name) && dir === SCHEMA ? 'lib' : name;
}

/** The owner a file of ours acts for: its module, `lib`, a read model's owner; undefined for db, seed, app. */
function ownerOf(file: string): string | undefined {
  const layer = layerOf(file);
  if (layer === 'modules') return moduleOf(file);
  if (layer === 'lib') return 'lib';
  if (path.dirname(file) === READ_MODELS) return tableOwner(file);
  return undefined;
}

/**
 * A table is read and written only by its owner (docs/architecture.md, "Every table has one owner"):
 * a module imports its own schema file (`db/schema/<module>.ts`, `db/schema/<module>.<part>.ts`) and
 * the helpers, never another's; what others need of it, the owner publishes as a read model
 * (`db/read-models/<owner>.ts`, which imports only its owner's schema) or a repository function. The
 * barrel is for db/ alone. Seeds and the app's composition are exempt (they stand above every module).
 */
function tableImportAllowed(from: string, to: string) {
  const target = path.dirname(to);
  if (target !== SCHEMA) return true;
  const layer = layerOf(from);
  if (path.basename(to) === 'index.ts') return layer === 'db' && path.dirname(from) !== READ_MODELS;
  const owner = tableOwner(to);
  const acting = ownerOf(from);
  if (owner === undefined) return true;
  if (acting === undefined) return true;
  return owner === acting;
}

/** Each table's SQL name → the schema file that defines it. */
const TABLE_FILES = new Map(
  sources(SCHEMA).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'(\w+)'/g)].map((m) => [m[1]!, file] as const),
  ),
);

/**
 * The tables a file names in its SQL text (`sql\`…\`` templates): `from`, `join`, `update`, `into` a
 * table. The import rule cannot see these, so the one-owner rule reads them too.
 */
function sqlTables(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source).startsWith('sql')) {
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template.text]
        : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
      for (const part of parts)
        for (const m of part.matchAll(/\b(?:from|join|update|into)\s+"?(\w+)"?(?![\w.(])/gi))
          if (TABLE_FILES.has(m[1]!)) found.push(m[1]!);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(found)];
}

function violations(graph: Map<string, string[]>, extra: Record<string, string> = {}) {
  const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
  const fileCycles = cyclesOf(graph).map((part) => part.map(rel));
  const { modules, behind } = moduleGraph(graph);
  const moduleCycles = cyclesOf(modules).map((part) =>
    part.flatMap((from) => part.flatMap((to) => behind.get(`${from} → ${to}`) ?? [])),
  );
  const missing = edges.filter((e) => e.to.endsWith('(missing)')).map((e) => `${rel(e.from)} → ${rel(e.to)}`);
  const upward = edges
    .filter((e) => !e.to.endsWith('(missing)') && !allowed(layerOf(e.from), layerOf(e.to)))
    .map((e) => `${layerOf(e.from)} → ${layerOf(e.to)}: ${rel(e.from)} → ${rel(e.to)}`);
  const composedOnly = edges
    .filter((e) => /\.(routes|plugin)\.ts$/.test(e.to) && layerOf(e.from) !== 'app')
    .map((e) => `${rel(e.from)} → ${rel(e.to)}`);
  const foreignTables = edges
    .filter((e) => !tableImportAllowed(e.from, e.to))
    .map(
      (e) =>
        `${ownerOf(e.from)} → table of ${tableOwner(e.to) ?? 'all (the barrel)'}: ${rel(e.from)} → ${rel(e.to)}`,
    );
  for (const file of graph.keys()) {
    const acting = ownerOf(file);
    if (acting === undefined) continue;
    for (const table of sqlTables(file, extra[file] ?? (isFile(file) ? readFileSync(file, 'utf8') : ''))) {
      const owner = tableOwner(TABLE_FILES.get(table)!);
      if (owner !== acting) foreignTables.push(`${acting} → table of ${owner}: ${rel(file)} → sql ${table}`);
    }
  }
  return { fileCycles, moduleCycles, missing, upward, composedOnly, foreignTables };
}

describe('the API and its packages depend one way', () => {
  const graph = importGraph();
  const found = violations(graph);

  it('reads every import (the scan works)', () => {
    const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
    expect(edges).toBeGreaterThan(1000);
    expect(found.missing).toEqual([]);
  });

  it('no files import each other in a circle, type-only imports included', () => {
    expect(found.fileCycles).toEqual([]);
  });

  it('no modules import each other in a circle (each cycle listed by the imports that make it)', () => {
    expect(found.moduleCycles).toEqual([]);
  });

  it('every import runs down the layers: shared, vrp → db → lib → modules → plugins → seed → app', () => {
    expect(found.upward).toEqual([]);
  });

  it('only the app imports routes and plugins (a module offers services, not its routes)', () => {
    expect(found.composedOnly).toEqual([]);
  });

  it("no module or lib file imports another owner's table (it reads the owner's read model or calls its repository)", () => {
    expect(found.foreignTables).toEqual([]);
  });

  it('auth does not import accounts (accounts builds on auth)', () => {
    const offending = [...graph].filter(
      ([file, targets]) => moduleOf(file) === 'auth' && targets.some((t) => moduleOf(t) === 'accounts'),
    );
    expect(offending.map(([file]) => rel(file))).toEqual([]);
  });
});

describe('the architecture test itself', () => {
  // Plants read as if they were files of the tree, so each rule is shown to fail once it is broken.
  const at = (file: string) => path.join(SRC, file);

  it('finds a planted cycle, type-only, and names its files', () => {
    const graph = importGraph({
      [at('lib/planted-a.ts')]: "import type { B } from './planted-b.ts';\nexport type A = B;",
      [at('lib/planted-b.ts')]: "export type { A as B } from './planted-a.ts';",
    });
    expect(violations(graph).fileCycles).toEqual([
      ['apps/api/src/lib/planted-a.ts', 'apps/api/src/lib/planted-b.ts'],
    ]);
  });

  it('finds a planted cycle between modules, and an upward import, a dynamic one included', () => {
    const graph = importGraph({
      [at('modules/jobs/planted.ts')]: "export const kinds = () => import('../orders/orders.service.ts');",
      [at('db/planted.ts')]: "declare module '../lib/context.ts' {}",
      [at('lib/planted.ts')]: "export { requestLocale } from '../app.ts';",
    });
    const found = violations(graph);
    expect(found.moduleCycles.flat()).toContain(
      'apps/api/src/modules/jobs/planted.ts → apps/api/src/modules/orders/orders.service.ts',
    );
    expect(found.upward).toEqual([
      'db → lib: apps/api/src/db/planted.ts → apps/api/src/lib/context.ts',
      'lib → app: apps/api/src/lib/planted.ts → apps/api/src/app.ts',
    ]);
  });

  it("finds a planted import of another module's table, of the barrel, and SQL that names one; lets the owner's own pass", () => {
    const plants = {
      [at('modules/vehicles/planted.ts')]: [
        "import { orders } from '../../db/schema/orders.ts';",
        "import { vehicles } from '../../db/schema/vehicles.ts';",
        "import { companyNames } from '../../db/read-models/companies.ts';",
        'const own = sql`select 1 from vehicles v where v.id = $' + '{orders.id}`;',
        'const theirs = sql`select count(*) from $' +
          '{vehicles} v join route_stops s on s.route_id = v.id`;',
      ].join('\n'),
      [at('lib/planted.ts')]: "import type { drivers } from '../db/schema/index.ts';",
      [at('db/read-models/planted.ts')]: "import { routes } from '../schema/routes.ts';",
    };
    const found = violations(importGraph(plants), plants).foreignTables.filter((v) => v.includes('planted'));
    expect(found.sort()).toEqual([
      'lib → table of all (the barrel): apps/api/src/lib/planted.ts → apps/api/src/db/schema/index.ts',
      'planted → table of routes: apps/api/src/db/read-models/planted.ts → apps/api/src/db/schema/routes.ts',
      'vehicles → table of orders: apps/api/src/modules/vehicles/planted.ts → apps/api/src/db/schema/orders.ts',
      'vehicles → table of routes: apps/api/src/modules/vehicles/planted.ts → sql route_stops',
    ]);
  });
});
