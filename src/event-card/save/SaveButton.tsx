import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAnalytics } from '../../element/analytics';
import { $savedEvents, resumeSaveAfterSignIn, seedSavedState, toggleSavedEvent, type SaveReport } from '../../stores/saved-events';
import { useServerData } from '../../element/use-server-data';
import { useStyles } from '../../ui/use-styles';
import { saveButtonStyles } from './save-button.styles';

export interface SaveButtonProps {
  eventId: string;
  eventName: string;
  /** saves.savedByYou from the event data: the state until the shared store knows better. */
  savedByYou: boolean;
  /** Called after the server confirmed a change (the element's eb-save-change). */
  onSaveChange?: (detail: { eventId: string; saved: boolean }) => void;
}

function HeartIcon() {
  return (
    <svg className="eb-save-button__icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
    </svg>
  );
}

/**
 * The save toggle of an event card (spec 000 §4 "Event saved state"). Signed in, a click saves
 * or unsaves at once and the shared store brings the server in line; signed out, it goes to
 * sign-in and the save runs by itself on the way back.
 */
export function SaveButton({ eventId, eventName, savedByYou, onSaveChange }: SaveButtonProps) {
  useStyles(saveButtonStyles);
  const { t } = useLingui();
  const track = useAnalytics();
  const { isAuthenticated } = useServerData('user');
  const state = useStore($savedEvents, { keys: [eventId] })[eventId];
  const saved = state?.saved ?? savedByYou;

  // A confirmation arrives after later renders: it must reach the latest callbacks.
  const onConfirmedRef = useRef<(confirmed: boolean) => void>(() => {});
  useLayoutEffect(() => {
    onConfirmedRef.current = (confirmed) => {
      track({ category: 'event-card', action: confirmed ? 'Bookmark' : 'Unbookmark', label: eventId });
      onSaveChange?.({ eventId, saved: confirmed });
    };
  });
  const [report] = useState<SaveReport>(() => ({ onConfirmed: (confirmed) => onConfirmedRef.current(confirmed) }));

  useEffect(() => {
    seedSavedState(eventId, savedByYou);
  }, [eventId, savedByYou]);

  useEffect(() => {
    if (isAuthenticated) resumeSaveAfterSignIn(eventId, report);
  }, [eventId, isAuthenticated, report]);

  const name = eventName.trim();
  return (
    <button
      type="button"
      className={`eb-save-button${saved ? ' eb-save-button--saved' : ''}`}
      aria-pressed={saved}
      aria-label={name ? t`Save this event: ${name}` : t`Save this event`}
      title={t`Save this event`}
      onClick={() => toggleSavedEvent(eventId, savedByYou, report)}
    >
      <HeartIcon />
    </button>
  );
}
