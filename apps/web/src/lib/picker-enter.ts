/**
 * Enter in a date or time picker's box picks the typed value and never submits the form around it.
 * A browser submits a form on Enter in any of its text boxes, and Ant Design's pickers leave that to
 * happen: a half-filled form went off when someone confirmed a time (a company was activated in the
 * middle of its sign-up). One listener for every form of the app, on the document and in the bubbling
 * phase, so that the picker's own handler has taken the key (and picked the date) first.
 */
export function keepPickerEnterFromSubmitting(root: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !isPickerBoxInForm(event.target)) return;
    event.preventDefault();
  };
  root.addEventListener('keydown', onKeyDown);
  return () => root.removeEventListener('keydown', onKeyDown);
}

function isPickerBoxInForm(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && target.form !== null && target.closest('.ant-picker') !== null;
}
