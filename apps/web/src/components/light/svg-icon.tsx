import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

// The SVG data writes attributes as in markup (`fill-rule`); React wants them camel-cased.
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function render(node: AbstractNode, key?: number): ReactNode {
  const attrs = Object.fromEntries(Object.entries(node.attrs).map(([name, value]) => [camel(name), value]));
  return createElement(
    node.tag,
    { key, ...attrs },
    node.children?.map((child, index) => render(child, index)),
  );
}

/**
 * An Ant Design icon drawn from its SVG data alone: the same shapes as `@ant-design/icons`, without
 * its component, context and style injection (the public pages load no component library).
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  // Two-tone icons are functions of their colours; the public pages use outlined and filled ones.
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span className={className ? `lt-icon ${className}` : 'lt-icon'} role="img" aria-hidden="true">
      {render(svg)}
    </span>
  );
}
