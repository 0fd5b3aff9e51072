import { describe, expect, expectTypeOf, it } from 'vitest';
import { APP_PAGES, type AppPageKey, LIGHT_PAGES, type ParentPageKey } from './app-pages.ts';
import { PAGE_COMPONENTS, PLACEHOLDER } from './page-components.ts';

describe('page keys', () => {
  it('are types: a mistyped key fails the typecheck (npm run typecheck runs this file)', () => {
    expectTypeOf<'driversEdit'>().toExtend<AppPageKey>();
    expectTypeOf<'driverEdit'>().not.toExtend<AppPageKey>();
    // A page's parent is a page.
    expectTypeOf<ParentPageKey>().toExtend<AppPageKey>();
    // Registering a component under an unknown key does not compile.
    const registry: Partial<Record<AppPageKey, unknown>> = {
      // @ts-expect-error 'driverEdit' is no page key
      driverEdit: PLACEHOLDER,
    };
    expect(registry).toBeDefined();
  });

  it('give every page a component or the placeholder, and nothing else', () => {
    const keys = [...APP_PAGES, ...LIGHT_PAGES].map((page) => page.key).sort();
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(keys);
  });

  it('are unique, and so are the paths', () => {
    const paths = [...APP_PAGES, ...LIGHT_PAGES].map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("load the words a page's title is in, with the page", () => {
    for (const page of [...APP_PAGES, ...LIGHT_PAGES]) {
      const component = PAGE_COMPONENTS[page.key];
      const ns = page.title.includes(':') ? page.title.split(':')[0] : undefined;
      if (component === PLACEHOLDER) expect(ns, page.key).toBeUndefined();
      else expect(component.words, page.key).toContain(ns);
    }
  });
});
