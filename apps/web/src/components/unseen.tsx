import type { ReactNode } from 'react';

/** Read by screen readers, not drawn: words a sighted user gets from the layout around them. */
export function Unseen({ children }: { children: ReactNode }) {
  return <span style={UNSEEN}>{children}</span>;
}

const UNSEEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
