import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * For every table under the element the ref is put on (the layouts' content), two things Ant Design's
 * table leaves to the page, for a keyboard and a screen reader (WCAG 2.1.1,
 * 4.1.2): a table wider than its box scrolls sideways, so its scrolling box takes the focus (arrow
 * keys scroll it) and says what it is; and the hidden row the table measures its columns with holds
 * a copy of the header's controls (the select-all box), which is made inert so the tab never stops
 * on something hidden. Kept in step with the table's own re-renders by watching its markup.
 */
export function useTableA11y<E extends HTMLElement = HTMLDivElement>(): RefObject<E | null> {
  const ref = useRef<E>(null);
  const { t } = useTranslation();
  const label = t('common:crud.tableScroll');

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const apply = () => {
      for (const row of root.querySelectorAll('.ant-table-measure-row')) {
        if (!row.hasAttribute('inert')) row.setAttribute('inert', '');
      }
      for (const box of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
        const scrolls = box.scrollWidth > box.clientWidth + 1;
        if (scrolls && box.tabIndex !== 0) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label);
        } else if (!scrolls && box.hasAttribute('tabindex')) {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    apply();
    // Once per frame at most, however many changes a render makes.
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          apply();
        });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(root);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      resize.disconnect();
    };
  }, [label]);

  return ref;
}
