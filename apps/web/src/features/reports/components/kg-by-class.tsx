import type { Dashboard } from '@recolecta/shared/reports';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { Unseen } from '../../../components/unseen.tsx';
import { Bar, Section } from './section.tsx';

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <Flex align="center" gap={6}>
      <span style={{ width: 12, height: 12, borderRadius: 3, background: colour }} aria-hidden />
      {label}
    </Flex>
  );
}

/**
 * Kg collected by waste class, this month against last: two bars per class on one scale, written
 * as HTML so they follow the theme and any language's label length. Each class links to the
 * month's orders of that class.
 */
export function KgByClass({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const { token } = theme.useToken();
  const colours = { thisMonth: token.colorPrimary, lastMonth: token.colorTextTertiary };
  const rows = dashboard.kgByClass;
  const most = Math.max(1, ...rows.flatMap((r) => [r.thisMonth, r.lastMonth]));
  const { from, to } = dashboard.month;
  const kg = (value: number) => `${number(value, 1)} kg`;
  return (
    <Section
      title={t('reports:ui.kgByClass')}
      testId="kg-by-class"
      empty={rows.length === 0 && t('reports:ui.noKg')}
      extra={
        <Flex gap={12} wrap style={{ fontSize: token.fontSizeSM }}>
          <Swatch colour={colours.thisMonth} label={t('reports:ui.thisMonth')} />
          <Swatch colour={colours.lastMonth} label={t('reports:ui.lastMonth')} />
        </Flex>
      }
    >
      <Flex vertical gap={10}>
        {rows.map((row) => {
          const content: ReactNode = (
            <>
              <div
                style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                title={row.className}
              >
                {row.className}
              </div>
              {(['thisMonth', 'lastMonth'] as const).map((period) => (
                <div
                  key={period}
                  style={{
                    display: 'grid',
                    gridTemplateColumns: '1fr 6.5em',
                    alignItems: 'center',
                    columnGap: 8,
                  }}
                  title={`${t(`reports:ui.${period}`)}: ${kg(row[period])}`}
                  data-testid={`kg-${period}`}
                >
                  <Bar
                    share={row[period] / most}
                    colour={colours[period]}
                    height={period === 'thisMonth' ? 12 : 8}
                  />
                  <span
                    style={{
                      textAlign: 'end',
                      fontVariantNumeric: 'tabular-nums',
                      fontSize: period === 'thisMonth' ? token.fontSize : token.fontSizeSM,
                      fontWeight: period === 'thisMonth' ? 600 : 400,
                      color: period === 'thisMonth' ? token.colorText : token.colorTextSecondary,
                    }}
                  >
                    <Unseen>{t(`reports:ui.${period}`)}: </Unseen>
                    {kg(row[period])}
                  </span>
                </div>
              ))}
            </>
          );
          const style = { display: 'grid', rowGap: 3, color: token.colorText } as const;
          return row.classId ? (
            <Link
              key={row.classId}
              to={`/app/orders?wasteClass=${row.classId}&from=${from}&to=${to}`}
              style={style}
              data-testid="kg-class"
            >
              {content}
            </Link>
          ) : (
            <div key={row.className} style={style} data-testid="kg-class">
              {content}
            </div>
          );
        })}
      </Flex>
    </Section>
  );
}
