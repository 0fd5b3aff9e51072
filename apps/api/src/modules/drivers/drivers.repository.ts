import type { DocumentFilter } from '@recolecta/shared/documents';
import { DRIVER_SORT_FIELDS } from '@recolecta/shared/drivers';
import { drivers, driverWords } from '../../db/schema/drivers.ts';
import { documentsCondition, equalsIf, operatorTable, type ShownRow } from '../../lib/operator-table.ts';
import type { Scope } from '../../lib/principal.ts';
import { codePrefixCondition, codeSearchCondition } from '../../lib/search.ts';
import { type WordSearch, wordOf } from '../../lib/words.ts';

export type DriverRow = ShownRow<typeof drivers>;

export interface DriverFilter {
  q?: string;
  status?: string;
  licenceType?: string;
  documents?: DocumentFilter;
  archived: 'exclude' | 'include' | 'only';
  /** The organisation's calendar day, for the expiry filters. */
  today: string;
}

/** Drivers work for the operator: a company scope sees none. */
export const driverTable = operatorTable({
  table: drivers,
  entity: 'driver',
  sortKeys: DRIVER_SORT_FIELDS,
  fallback: 'lastName:asc',
  constraints: { drivers_licence_key: 'licenceNumber' },
});

// Licence numbers are codes ("LFC-0948213"): found by their beginning too.
const search = (filter: DriverFilter) => codeSearchCondition(drivers.search, drivers.licenceNumber, filter.q);

// Its words by surname, the list's default order: a frequent surname's first page (lib/words.ts).
function words(filter: DriverFilter): WordSearch | undefined {
  const word = wordOf(filter.q);
  if (!word) return undefined;
  return {
    words: driverWords,
    sort: drivers.lastName,
    word,
    besides: codePrefixCondition(drivers.licenceNumber, filter.q),
  };
}

function where(scope: Scope, filter: DriverFilter) {
  return driverTable.where(
    scope,
    filter.archived,
    equalsIf(drivers.status, filter.status),
    equalsIf(drivers.licenceType, filter.licenceType),
    documentsCondition(filter.documents, filter.today, [drivers.licenceExpiry, drivers.hazmatPermitExpiry]),
  );
}

export const { list: listDrivers, batch: driverBatch } = driverTable.reads({ where, search, words });
