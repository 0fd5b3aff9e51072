import { describe, expect, it } from 'vitest';
import { offerToOwners, ownErrors } from './error-owners.ts';
import { HttpError } from './http-error.ts';

const conflict = new HttpError({ kind: 'conflict', status: 409, code: 'VERSION_CONFLICT', message: 'x' });

describe('error owners', () => {
  it('nobody mounted: nobody takes it', () => {
    expect(offerToOwners(conflict)).toBe(false);
  });

  it('the view mounted last asks first, and a released view is no longer asked', () => {
    const seen: string[] = [];
    const releaseOuter = ownErrors(() => {
      seen.push('outer');
      return true;
    });
    const releaseInner = ownErrors(() => {
      seen.push('inner');
      return false;
    });
    expect(offerToOwners(conflict)).toBe(true);
    expect(seen).toEqual(['inner', 'outer']);
    releaseOuter();
    expect(offerToOwners(conflict)).toBe(false);
    releaseInner();
  });
});
