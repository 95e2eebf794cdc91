import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import type { App } from '../../api/apps';
import { useStoreInTransition } from '../../stores/use-store-in-transition';
import { useStyles } from '../../ui/use-styles';
import { $appLists, listOf, loadList, type ListKey } from '../marketplace-stores';
import { AppGrid, AppGridPlaceholder } from './AppGrid';
import { staffPicksStyles } from './staff-picks.styles';

/** Spec 001 §4: the three apps the Staff Picks spotlight shows, in this order. */
export const STAFF_PICK_NAMES = ['Mailbloom', 'Ticketcraft Scanner', 'Surveyly'] as const;

/**
 * Where the picks are looked up: every app, the list search uses too, so the page fetches it
 * once for both.
 */
export const STAFF_PICKS_LIST: ListKey = 'all';

/** The staff picks found among `apps`, in the order of STAFF_PICK_NAMES. */
export function findStaffPicks(apps: readonly App[]): App[] {
  return STAFF_PICK_NAMES.flatMap((name) => apps.find((app) => app.name === name) ?? []);
}

/**
 * Spec 001 §2/§4 "Staff Picks spotlight": a loader until the apps have loaded (or all three
 * picks have arrived with the first pages); nothing when the load failed, the list is empty or
 * none of the three names is found.
 */
export function StaffPicks() {
  useStyles(staffPicksStyles);
  const { t } = useLingui();
  const headingId = useId();
  const { status, apps } = listOf(useStoreInTransition($appLists), STAFF_PICKS_LIST);
  useEffect(() => {
    void loadList(STAFF_PICKS_LIST);
  }, []);
  const picks = findStaffPicks(apps);
  const complete = status === 'loaded' || picks.length === STAFF_PICK_NAMES.length;
  if (status === 'failed' || (complete && picks.length === 0)) return null;
  const title = t`Staff Picks`;
  return (
    <section className="eb-staff-picks" aria-labelledby={headingId} aria-busy={!complete}>
      <h2 id={headingId} className="eb-staff-picks__title">
        {title}
      </h2>
      <p className="eb-staff-picks__secondary">{t`Apps our team loves and organizers rely on.`}</p>
      {complete ? <AppGrid apps={picks} sectionTitle={title} columns={3} /> : <AppGridPlaceholder count={STAFF_PICK_NAMES.length} columns={3} label={t`Loading ${title}`} />}
    </section>
  );
}
