import type { ManifestStatus } from '@recolecta/shared/manifests';

/** The colour of each manifest status, in the register and the manifest's header. */
export const MANIFEST_STATUS_COLOURS: Record<ManifestStatus, string> = {
  draft: 'default',
  signed_by_generator: 'gold',
  in_transit: 'processing',
  received: 'geekblue',
  closed: 'green',
};

/** The received kg's difference from the collected, in % of the collected (null until received). */
export function differencePercent(totalKg: number, receivedKg: number | null): number | null {
  if (receivedKg === null) return null;
  if (totalKg === 0) return receivedKg === 0 ? 0 : 100;
  return Math.round(((receivedKg - totalKg) / totalKg) * 1000) / 10;
}
