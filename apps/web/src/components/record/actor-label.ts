import type { ActorKind } from '@recolecta/shared/audit';
import type { TFunction } from 'i18next';

/**
 * Who made a change, as the server lets the reader see them: one of the reader's own users by address;
 * the operator's staff, to a company's user, as "the operator"; no user as "the system".
 */
export function actorLabel(t: TFunction, actor: { actorEmail: string | null; actorKind: ActorKind }) {
  if (actor.actorEmail) return actor.actorEmail;
  return actor.actorKind === 'operator' ? t('common:crud.historyOperator') : t('common:crud.historySystem');
}
