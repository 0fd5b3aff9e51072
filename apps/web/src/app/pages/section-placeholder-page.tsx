import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { type Crumb, PageHeader } from '../../components/page-header.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import type { AppPageDef } from '../routes/app-pages.ts';

/** Stands in for a section another issue builds: the real layout and header, and an honest notice. */
export function SectionPlaceholderPage({ page }: { page: AppPageDef }) {
  const { t } = useTranslation();
  const title = t(`pages.${page.title}`);
  useDocumentTitle(title);
  const crumbs: Crumb[] = [{ title: t('header.home'), to: '/app' }];
  if (page.parent) crumbs.push({ title: t(`pages.${page.parent.title}`), to: `/app/${page.parent.path}` });
  crumbs.push({ title });
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <ComingSoon section={title} />
    </>
  );
}
