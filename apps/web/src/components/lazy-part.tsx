import { type ReactNode, Suspense } from 'react';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import { PageSpinner } from './page-spinner.tsx';

/** A lazily loaded layout or page: a spinner while it loads, a named reload offer if it cannot. */
export function LazyPart({
  part,
  fullScreen = false,
  fallback,
  children,
}: {
  part: string;
  fullScreen?: boolean;
  /** What shows while loading; a page spinner unless given. */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ChunkErrorBoundary part={part}>
      <Suspense fallback={fallback === undefined ? <PageSpinner fullScreen={fullScreen} /> : fallback}>
        {children}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
