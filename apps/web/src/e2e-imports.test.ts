import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The browser tests use the app as its users do: through the browser, the HTTP API and the e-mails the
 * server sends (read from DATA_DIR/mail or received by an SMTP server of the test's own). They import
 * nothing of the server (apps/api) nor of any other workspace but @recolecta/shared's public exports, so
 * the server's internals can change without the browser tests noticing, and the tests cannot reach
 * around what a user sees.
 */
const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier: static imports and re-exports, side-effect imports, import() and require(). */
function specifiers(code: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]!));
}

/** Why an import from `file` is not allowed, or undefined when it is. */
function forbidden(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = resolve(dirname(file), specifier);
    const inside = relative(WEB, target);
    if (inside.startsWith('..') || inside === target)
      return `reaches outside apps/web (${relative(WEB, target)})`;
    return undefined;
  }
  if (specifier.startsWith('@recolecta/') && !specifier.startsWith('@recolecta/shared/')) {
    return 'imports a workspace other than @recolecta/shared';
  }
  return undefined;
}

const checked = [...files(join(WEB, 'e2e')), join(WEB, 'playwright.config.ts')];

describe('imports of the browser tests', () => {
  it('reads the specs and their support files (the scan works)', () => {
    const imports = checked.flatMap((file) => specifiers(readFileSync(file, 'utf8')));
    expect(checked.length).toBeGreaterThan(20);
    expect(imports).toContain('@playwright/test');
    expect(imports).toContain('./support/mail.ts');
  });

  it('tells a forbidden import from an allowed one', () => {
    const spec = join(WEB, 'e2e', 'x.spec.ts');
    expect(forbidden(spec, '../../api/src/modules/mail/mail-folder.ts')).toMatch(/outside apps\/web/);
    expect(forbidden(spec, '../../api/test/mail.ts')).toMatch(/outside apps\/web/);
    expect(forbidden(spec, '@recolecta/api/src/server.ts')).toMatch(/workspace/);
    expect(forbidden(spec, './support/mail.ts')).toBeUndefined();
    expect(forbidden(spec, '../src/app/routes/app-pages.ts')).toBeUndefined();
    expect(forbidden(spec, '@recolecta/shared/orders')).toBeUndefined();
  });

  it('import nothing of the server or of another workspace than @recolecta/shared', () => {
    const found = checked.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const why = forbidden(file, specifier);
        return why ? [`${relative(WEB, file)}: '${specifier}' ${why}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
