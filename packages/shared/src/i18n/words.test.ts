import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assetLifecycle } from '../assets.ts';
import { companyLifecycle } from '../companies.ts';
import { driverLifecycle } from '../drivers.ts';
import type { Lifecycle } from '../lifecycle.ts';
import { LOCALES } from '../locales.ts';
import { orderLifecycle } from '../orders.ts';
import { routeLifecycle } from '../routes.ts';
import { planLifecycle } from '../service-plans.ts';
import { vehicleLifecycle } from '../vehicles.ts';
import { type Namespace, WORDS } from './all-words.ts';
import { VALUE_GROUPS } from './value-groups.ts';
import { leaves, placeholders, type WordTree as Tree } from './word-tree.ts';

const namespaces = Object.keys(WORDS) as Namespace[];

describe("every feature's words", () => {
  it.each(namespaces)('%s: five languages, the same keys, nothing empty, the same placeholders', (ns) => {
    const reference = leaves(WORDS[ns].es as Tree);
    expect(reference.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const texts = new Map(leaves(WORDS[ns][locale] as Tree));
      expect([...texts.keys()].sort(), `${ns} in ${locale}`).toEqual(reference.map(([key]) => key).sort());
      for (const [key, spanish] of reference) {
        const text = texts.get(key) ?? '';
        expect(text.trim(), `${ns}:${key} in ${locale}`).not.toBe('');
        expect(placeholders(text), `${ns}:${key} in ${locale}`).toEqual(placeholders(spanish));
      }
    }
  });

  it('registers every module of this folder as a namespace', () => {
    const folder = dirname(fileURLToPath(import.meta.url));
    const modules = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .filter(
        (name) => !['define-words', 'all-words', 'value-groups', 'address-words', 'word-tree'].includes(name),
      );
    expect(modules.sort()).toEqual([...namespaces].sort());
  });

  it('defines each group of values and each rule message once, where VALUE_GROUPS says', () => {
    const groups = new Map<string, Namespace[]>();
    const rules = new Map<string, Namespace[]>();
    for (const ns of namespaces) {
      const es = WORDS[ns].es as { values?: Tree; validation?: Tree };
      for (const group of Object.keys(es.values ?? {})) groups.set(group, [...(groups.get(group) ?? []), ns]);
      for (const rule of Object.keys(es.validation ?? {})) rules.set(rule, [...(rules.get(rule) ?? []), ns]);
    }
    expect([...groups].filter(([, where]) => where.length > 1)).toEqual([]);
    expect([...rules].filter(([, where]) => where.length > 1)).toEqual([]);
    expect(Object.fromEntries([...groups].map(([group, [ns]]) => [group, ns]))).toEqual(VALUE_GROUPS);
  });

  it.each([
    ['drivers', driverLifecycle],
    ['vehicles', vehicleLifecycle],
    ['companies', companyLifecycle],
    ['orders', orderLifecycle],
    ['assets', assetLifecycle],
    ['plans', planLifecycle],
    ['routes', routeLifecycle],
  ] as [Namespace, Lifecycle][])(
    '%s: a label for every transition a user may take, and a value for every status',
    (ns, lifecycle) => {
      const es = WORDS[ns].es as { lifecycle?: { transitions?: Tree }; values?: Record<string, Tree> };
      const offered = Object.entries(lifecycle.transitions)
        .filter(([, spec]) => !spec.system)
        .map(([name]) => name);
      expect(Object.keys(es.lifecycle?.transitions ?? {}).sort()).toEqual(offered.sort());
      const statusGroup = `${lifecycle.entity}Status`;
      expect(Object.keys(es.values?.[statusGroup] ?? {}).sort()).toEqual([...lifecycle.statuses].sort());
    },
  );
});
