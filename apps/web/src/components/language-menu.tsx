import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { LOCALES, type Locale } from '@recolecta/shared/locales';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightButton } from './light/light-button.tsx';
import { SvgIcon } from './light/svg-icon.tsx';

/**
 * The language switcher of the public pages: a button and a small list under it, drawn without Ant
 * Design (theme/light.css). Closes on a choice, Escape, or a click elsewhere.
 */
export function LanguageMenu({
  value,
  onChange,
  ghost = false,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  ghost?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="lt-menu-anchor" ref={anchor}>
      <LightButton
        variant={ghost ? 'ghost' : 'default'}
        icon={<SvgIcon icon={GlobalOutlined} />}
        // Named by the words it shows, then what it picks: a voice saying "Español" finds it (WCAG 2.5.3).
        aria-label={`${t(`languages.${value}`)} (${t('languages.label')})`}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-switcher"
        onClick={() => setOpen((o) => !o)}
      >
        {t(`languages.${value}`)} <SvgIcon icon={DownOutlined} className="lt-icon-small" />
      </LightButton>
      {open ? (
        <div className="lt-menu" role="menu" aria-label={t('languages.label')}>
          {LOCALES.map((locale) => (
            <LightButton
              key={locale}
              variant="text"
              role="menuitemradio"
              aria-checked={locale === value}
              lang={locale}
              data-locale={locale}
              onClick={() => {
                setOpen(false);
                onChange(locale);
              }}
            >
              <span>{t(`languages.${locale}`)}</span>
              {locale === value ? <SvgIcon icon={CheckOutlined} /> : null}
            </LightButton>
          ))}
        </div>
      ) : null}
    </div>
  );
}
