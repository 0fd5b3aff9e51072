import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { TextLink } from '../components/text-link.tsx';

const SECTIONS = [
  ['serviceTitle', 'service'],
  ['dutiesTitle', 'duties'],
  ['privacyTitle', 'privacy'],
  ['rightsTitle', 'rights'],
] as const;

/** `/auth/terms`: the terms and the privacy notice the sign-up form asks to accept, linked from it. */
export function TermsPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = t('accounts:terms.title');
  useDocumentTitle(title);
  return (
    <Flex vertical gap={16} data-testid="terms-page">
      <AuthHeading title={title} subtitle={t('accounts:terms.intro')} />
      {SECTIONS.map(([heading, text]) => (
        <section key={heading}>
          <h2 style={{ fontSize: 18, fontWeight: 600, margin: '0 0 4px', color: token.colorTextHeading }}>
            {t(`accounts:terms.${heading}`)}
          </h2>
          <p style={{ margin: 0, color: token.colorText }}>{t(`accounts:terms.${text}`)}</p>
        </section>
      ))}
      <TextLink to="/auth/register/basic">{t('accounts:terms.back')}</TextLink>
    </Flex>
  );
}
