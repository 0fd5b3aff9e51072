import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Popover, Typography, theme } from 'antd';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textWidth } from './text-width.ts';

/** The room between the bar's controls. */
const GAP = 8;

export interface ToolbarFilter {
  key: string;
  label: string;
  /** Its width in the bar, in pixels (what its placeholder and options need). */
  width: number;
  /** Whether it holds a value: the "Filters" button counts those it hides. */
  active: boolean;
  /** The control, as wide as `width` in the bar, or the panel's width behind the button. */
  render: (place: 'bar' | 'panel') => ReactNode;
}

/**
 * How many filters stay in the bar: all of them when they fit on the first row (the actions then go
 * on that row too if they fit, else on a second); otherwise as many as fit beside the search and the
 * "Filters" button, in their order, so the bar never takes more than two rows (docs/product.md §7).
 */
export function filtersInBar(
  room: number,
  sizes: { search: number; filters: number[]; more: number; clear: number },
): number {
  const clear = sizes.clear ? sizes.clear + GAP : 0;
  const all = sizes.search + sizes.filters.reduce((sum, width) => sum + GAP + width, 0) + clear;
  if (all <= room) return sizes.filters.length;
  let used = sizes.search + GAP + sizes.more + clear;
  let shown = 0;
  for (const width of sizes.filters) {
    if (used + GAP + width > room) break;
    used += GAP + width;
    shown += 1;
  }
  return shown;
}

/**
 * The bar over a list: the search and the filters on the left, the list's actions on the right. It
 * measures its own width; the filters that do not fit wait behind a "Filters" button that says how
 * many of them are set, so on a desktop screen the bar keeps to two rows whatever the list offers.
 */
export function ListToolbar({
  search,
  searchWidth,
  filters,
  clear,
  actions,
}: {
  search: ReactNode;
  searchWidth: number;
  filters: ToolbarFilter[];
  /** The "clear filters" link, when something is filtered. */
  clear: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);

  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    setRoom(bar.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setRoom(entry.contentRect.width);
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  const font = `${token.fontSize}px ${token.fontFamily}`;
  const moreLabel = t('common:crud.moreFilters');
  // The button: its text, the icon, the padding and the count's bubble beside it.
  const more = Math.ceil(textWidth(moreLabel, font)) + 72;
  const clearWidth = clear ? Math.ceil(textWidth(t('common:crud.clearFilters'), font)) + 32 : 0;
  const shown =
    room === null
      ? filters.length
      : filtersInBar(room, {
          search: searchWidth,
          filters: filters.map((f) => f.width),
          more,
          clear: clearWidth,
        });
  const inBar = filters.slice(0, shown);
  const hidden = filters.slice(shown);
  const hiddenSet = hidden.filter((f) => f.active).length;

  const panel = (
    <Flex vertical gap={12} style={{ width: 280 }} data-testid="more-filters-panel">
      {hidden.map((filter) => (
        <Flex key={filter.key} vertical gap={4}>
          <Typography.Text type="secondary">{filter.label}</Typography.Text>
          {filter.render('panel')}
        </Flex>
      ))}
    </Flex>
  );

  return (
    <Flex
      ref={ref}
      gap={GAP}
      wrap
      justify="space-between"
      align="center"
      data-testid="list-toolbar"
      data-measured={room !== null}
    >
      <Flex gap={GAP} wrap align="center">
        {search}
        {inBar.map((filter) => (
          <span key={filter.key} style={{ display: 'contents' }}>
            {filter.render('bar')}
          </span>
        ))}
        {hidden.length ? (
          // Rendered while closed too, so the hidden filters' values stay in the page.
          <Popover content={panel} trigger="click" placement="bottomLeft" forceRender>
            <Badge count={hiddenSet} size="small">
              <Button icon={<FilterOutlined />} data-testid="more-filters" aria-haspopup="dialog">
                {moreLabel}
              </Button>
            </Badge>
          </Popover>
        ) : null}
        {clear}
      </Flex>
      <Flex gap={GAP} wrap>
        {actions}
      </Flex>
    </Flex>
  );
}
