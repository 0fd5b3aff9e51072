import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Crumb, PageHeader } from '../../components/page-header.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { type AppPageDef, appPage } from '../routes/app-pages.ts';

/**
 * Title, breadcrumb and document title of an `/app` page, from its definition. A built page's title
 * is among its feature's words, which its lazy chunk loaded (page-components.ts).
 */
export function PageFrame({ page, children }: { page: AppPageDef; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(page.title);
  useDocumentTitle(title);
  const crumbs: Crumb[] = [{ title: t('header.home'), to: '/app' }];
  if (page.parent) {
    const parent = appPage(page.parent);
    crumbs.push({ title: t(parent.title), to: `/app/${parent.path}` });
  }
  crumbs.push({ title });
  return (
    <>
      <PageHeader
        title={title}
        crumbs={page.layout === 'bare' ? [] : crumbs}
        compact={page.layout === 'bare'}
      />
      {children}
    </>
  );
}
