import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchBox } from './use-list-params.ts';

describe('useSearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function box(q = '') {
    const update = vi.fn<(patch: { q: string }) => void>();
    const hook = renderHook(({ q }) => useSearchBox(q, update), { initialProps: { q } });
    return { update, ...hook };
  }

  it('searches once the typing pauses, and at once on Enter', () => {
    const { result, update } = box();
    act(() => result.current[1]('sangre'));
    act(() => vi.advanceTimersByTime(300));
    expect(update).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(update).toHaveBeenCalledExactlyOnceWith({ q: 'sangre' });

    act(() => result.current[2]('orina'));
    expect(update).toHaveBeenLastCalledWith({ q: 'orina' });
  });

  it('keeps a cleared box cleared when the answer to the earlier search arrives after the clearing', () => {
    const { result, rerender, update } = box();
    act(() => result.current[1]('RPBI-PAT'));
    act(() => result.current[2]('RPBI-PAT'));
    // The user clears the box and presses Enter before the URL shows the first search.
    act(() => result.current[1](''));
    act(() => result.current[2](''));
    rerender({ q: 'RPBI-PAT' });
    expect(result.current[0]).toBe('');
    rerender({ q: '' });
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    // Nothing sent the old search again.
    expect(update.mock.calls.map(([patch]) => patch.q)).toEqual(['RPBI-PAT', '']);
  });

  it('keeps what the user is typing when the URL catches up with an earlier part of it', () => {
    const { result, rerender } = box();
    act(() => result.current[1]('san'));
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current[1]('sangre '));
    rerender({ q: 'san' });
    expect(result.current[0]).toBe('sangre ');
  });

  it('takes a search that comes from elsewhere (back, a shared link, cleared filters)', () => {
    const { result, rerender, update } = box('sangre');
    expect(result.current[0]).toBe('sangre');
    rerender({ q: '' });
    expect(result.current[0]).toBe('');
    // Forward again to the search the box itself had sent before.
    act(() => result.current[1]('orina'));
    act(() => result.current[2]('orina'));
    rerender({ q: 'orina' });
    rerender({ q: '' });
    rerender({ q: 'orina' });
    expect(result.current[0]).toBe('orina');
    act(() => vi.advanceTimersByTime(1000));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
