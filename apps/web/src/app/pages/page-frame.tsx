import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Crumb, PageHeader } from '../../components/page-header.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import type { AppPageDef } from '../routes/app-pages.ts';

/** Title, breadcrumb and document title of an `/app` page, from its definition. */
export function PageFrame({ page, children }: { page: AppPageDef; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`pages.${page.title}`);
  useDocumentTitle(title);
  const crumbs: Crumb[] = [{ title: t('header.home'), to: '/app' }];
  if (page.parent) crumbs.push({ title: t(`pages.${page.parent.title}`), to: `/app/${page.parent.path}` });
  crumbs.push({ title });
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      {children}
    </>
  );
}
