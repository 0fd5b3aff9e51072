import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon.tsx';
import type { AppPageDef } from '../routes/app-pages.ts';
import { PageFrame } from './page-frame.tsx';

/** Stands in for a section another issue builds: the real layout and header, and an honest notice. */
export function SectionPlaceholderPage({ page }: { page: AppPageDef }) {
  const { t } = useTranslation();
  return (
    <PageFrame page={page}>
      <ComingSoon section={t(page.title)} />
    </PageFrame>
  );
}
