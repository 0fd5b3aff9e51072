import { useTranslation } from 'react-i18next';
import { LazyPart } from '../../components/lazy-part.tsx';
import { NoPermission } from '../../components/no-permission.tsx';
import { useCurrentUser } from '../../lib/access.ts';
import { PageFrame } from '../pages/page-frame.tsx';
import type { AppPageDef } from '../routes/app-pages.ts';
import { SectionPlaceholderPage } from '../routes/lazy-parts.ts';
import { PAGE_COMPONENTS, PLACEHOLDER } from '../routes/page-components.ts';
import { canOpen } from './route-decisions.ts';

/** One `/app` page: refused with a 403 result when the profile may not open it, else loaded lazily. */
export function AppPageRoute({ page }: { page: AppPageDef }) {
  const me = useCurrentUser();
  if (!canOpen(page, me)) return <NoPermission />;
  return <LazyAppPage page={page} />;
}

/** The page's lazy chunk behind a spinner; a failed load names the section. */
export function LazyAppPage({ page }: { page: AppPageDef }) {
  const { t } = useTranslation();
  const Page = PAGE_COMPONENTS[page.key];
  return (
    <LazyPart key={page.path} part={t('parts.section', { section: t(`nav.${page.section}`) })}>
      {Page !== PLACEHOLDER ? (
        <PageFrame page={page}>
          <Page />
        </PageFrame>
      ) : (
        <SectionPlaceholderPage page={page} />
      )}
    </LazyPart>
  );
}
