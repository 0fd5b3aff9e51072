import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../components/lazy-named.ts';
import { LazyPart } from '../../components/lazy-part.tsx';
import type { AppPageDef } from './app-pages.ts';

// The page guard, frame and the table of page chunks load with the first /app page, never on the
// public pages: the route tree itself only knows the paths (docs/performance.md, "Pages").
const AppPageRoute = lazyNamed(() => import('../guards/app-page-route.tsx'), 'AppPageRoute');
const LazyAppPage = lazyNamed(() => import('../guards/app-page-route.tsx'), 'LazyAppPage');

/** One `/app` page in the route tree; `guarded` checks the profile may open it (a 403 result if not). */
export function AppPagePart({ page, guarded = true }: { page: AppPageDef; guarded?: boolean }) {
  const { t } = useTranslation();
  return (
    <LazyPart key={page.path} part={t('parts.section', { section: t(`nav.${page.section}`) })}>
      {guarded ? <AppPageRoute page={page} /> : <LazyAppPage page={page} />}
    </LazyPart>
  );
}
