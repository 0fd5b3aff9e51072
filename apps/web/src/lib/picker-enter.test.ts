import { afterEach, describe, expect, it } from 'vitest';
import { keepPickerEnterFromSubmitting } from './picker-enter.ts';

/** Presses a key in the page's one input and says whether the browser's own step was stopped. */
function press(key: string): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  document.querySelector('input')!.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('keepPickerEnterFromSubmitting', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('stops Enter in a picker inside a form, and only Enter', () => {
    document.body.innerHTML = '<form><div class="ant-picker"><input></div><button>Send</button></form>';
    stop = keepPickerEnterFromSubmitting();
    expect(press('Enter')).toBe(true);
    expect(press('Tab')).toBe(false);
  });

  it('leaves Enter in an ordinary text box, and a picker outside a form (a list filter), alone', () => {
    stop = keepPickerEnterFromSubmitting();
    document.body.innerHTML = '<form><input><button>Send</button></form>';
    expect(press('Enter')).toBe(false);
    document.body.innerHTML = '<div class="ant-picker"><input></div>';
    expect(press('Enter')).toBe(false);
  });
});
