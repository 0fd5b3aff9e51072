import type { HttpError } from './http-error.ts';

/** Takes a failed request's error when the view that is showing can explain it better; true when it did. */
export type ErrorOwner = (error: HttpError) => boolean;

const owners: ErrorOwner[] = [];

/**
 * While a view is mounted (a record's form), it may own some errors: the app-wide notice is then left
 * out and the view alone reacts, so one failure is reported once. The view mounted last asks first.
 * Returns the release function.
 */
export function ownErrors(owner: ErrorOwner): () => void {
  owners.push(owner);
  return () => {
    const index = owners.lastIndexOf(owner);
    if (index >= 0) owners.splice(index, 1);
  };
}

/** Offers the error to the mounted views, newest first; true when one of them took it. */
export function offerToOwners(error: HttpError): boolean {
  for (let i = owners.length - 1; i >= 0; i--) {
    if (owners[i]!(error)) return true;
  }
  return false;
}
