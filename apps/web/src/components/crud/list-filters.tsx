import { folded } from '@recolecta/shared/text';
import { DatePicker, Select, theme } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolbarFilter } from './list-toolbar.tsx';
import { textWidth, widestText } from './text-width.ts';
import type { ListState, useListParams } from './use-list-params.ts';

/** Above this many choices a filter's select takes typing to narrow them. */
const SEARCHABLE_FILTER = 8;

export interface ListFilter {
  key: string;
  label: string;
  /** A label may be more than text (a colour's dot); `title` then names it for search and tests. */
  options: { value: string; label: ReactNode; title?: string }[];
  /** Typing narrows the choices (a catalog's rows: clients, sites); by default past eight choices. */
  searchable?: boolean;
}

const ARCHIVED = ['exclude', 'include', 'only'] as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The list bar's filters: one select a filter, the date range and the archived filter, each as wide as
 * its placeholder and its longest option; and the search box's width.
 */
export function useToolbarFilters({
  filters,
  range,
  archivable,
  state,
  update,
  field,
}: {
  filters: ListFilter[];
  range: { from: string; to: string; label: string } | undefined;
  archivable: boolean;
  state: ListState;
  update: ReturnType<typeof useListParams>['update'];
  field: (key: string) => string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Each control as wide as its placeholder and its longest option: nothing in the bar is cut.
  const font = `${token.fontSize}px ${token.fontFamily}`;
  const fit = (texts: string[]) => clamp(Math.ceil(widestText(texts, font)) + 48, 120, 300);
  const searchPlaceholder = t('common:crud.searchPlaceholder');
  const searchWidth = clamp(Math.ceil(textWidth(searchPlaceholder, font)) + 90, 220, 440);
  const optionText = (o: ListFilter['options'][number]) =>
    o.title ?? (typeof o.label === 'string' ? o.label : String(o.value));
  const archivedOptions = ARCHIVED.map((a) => ({ value: a, label: t(`common:crud.archived.${a}`) }));
  const toolbarFilters: ToolbarFilter[] = filters.map((filter) => {
    const width = fit([filter.label, ...filter.options.map(optionText)]);
    return {
      key: filter.key,
      label: filter.label,
      width,
      active: state.filters[filter.key] !== undefined,
      render: (place) => (
        <Select
          allowClear
          placeholder={filter.label}
          aria-label={filter.label}
          value={state.filters[filter.key]}
          onChange={(value?: string) => update({ filters: { [filter.key]: value } })}
          options={filter.options}
          // A long list of choices (the clients, their sites) is searched by typing.
          showSearch={
            (filter.searchable ?? filter.options.length > SEARCHABLE_FILTER)
              ? {
                  filterOption: (input, option) =>
                    option ? folded(optionText(option)).includes(folded(input)) : false,
                }
              : false
          }
          style={{ width: place === 'bar' ? width : '100%' }}
          data-testid={`filter-${filter.key}`}
        />
      ),
    };
  });
  if (range) {
    const placeholders: [string, string] = [field(range.from), field(range.to)];
    const width = Math.ceil(2 * widestText([...placeholders, '00/00/0000'], font)) + 92;
    toolbarFilters.push({
      key: 'dateRange',
      label: range.label,
      width,
      active: Boolean(state.filters[range.from] || state.filters[range.to]),
      render: (place) => (
        <DatePicker.RangePicker
          aria-label={range.label}
          placeholder={placeholders}
          allowEmpty={[true, true]}
          value={[
            state.filters[range.from] ? dayjs(state.filters[range.from]) : null,
            state.filters[range.to] ? dayjs(state.filters[range.to]) : null,
          ]}
          onChange={(dates) =>
            update({
              filters: {
                [range.from]: dates?.[0]?.format('YYYY-MM-DD'),
                [range.to]: dates?.[1]?.format('YYYY-MM-DD'),
              },
            })
          }
          style={{ width: place === 'bar' ? width : '100%' }}
          data-testid="filter-date-range"
        />
      ),
    });
  }
  if (archivable) {
    const label = t('common:crud.archivedFilter');
    const width = fit(archivedOptions.map((o) => o.label));
    toolbarFilters.push({
      key: 'archived',
      label,
      width,
      active: state.filters.archived !== undefined,
      render: (place) => (
        <Select
          aria-label={label}
          value={(state.filters.archived as (typeof ARCHIVED)[number] | undefined) ?? 'exclude'}
          onChange={(value) => update({ filters: { archived: value === 'exclude' ? undefined : value } })}
          options={archivedOptions}
          style={{ width: place === 'bar' ? width : '100%' }}
          data-testid="filter-archived"
        />
      ),
    });
  }

  return { toolbarFilters, searchPlaceholder, searchWidth };
}
