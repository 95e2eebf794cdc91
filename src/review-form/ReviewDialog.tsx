import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../ui/button/Button';
import { Modal } from '../ui/modal/Modal';
import { StarInput } from '../ui/star-rating/StarInput';
import { TextArea, TextInput } from '../ui/text-input/TextInput';
import { type ReviewDraft } from './review-draft';
import { REVIEW_TEXT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH, reviewErrors } from './review-rules';

export interface ReviewDialogProps {
  /** 'Rate your experience with {app}' or 'Your rating for {app}': names the dialog. */
  heading: string;
  /** What the form starts with: the user's saved review, or the draft restored. */
  initial: ReviewDraft;
  /** The draft was restored from an earlier visit: say so and offer to discard it. */
  restored: boolean;
  /** Every change, from the first keystroke, so the caller can keep the draft. */
  onDraftChange: (draft: ReviewDraft) => void;
  /** Discarding the restored draft: what the form goes back to (the saved review, or nothing). */
  onDiscard: () => ReviewDraft;
  /** Saves a valid form; the caller closes the dialog, whatever the answer. */
  onSubmit: (draft: ReviewDraft) => Promise<void>;
  onClose: () => void;
}

type Field = 'rating' | 'title' | 'text';

/**
 * The review modal (spec 001 §4, §5): stars, a required title and an optional text, each with a
 * counter; a field's error shows once it was touched or changed, or after a failed submit. Only
 * mounted while open, so closing resets what it selected.
 */
export function ReviewDialog({ heading, initial, restored, onDraftChange, onDiscard, onSubmit, onClose }: ReviewDialogProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ rating: false, title: false, text: false });
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [showRestored, setShowRestored] = useState(restored);
  const form = useRef<HTMLFormElement>(null);
  const ratingErrorId = useId();
  const errors = reviewErrors(draft);
  const shown = (field: Field) => ((touched[field] || submitted) && errors[field] ? i18n._(errors[field]) : undefined);
  const invalid = Object.keys(errors).length > 0;

  const change = (field: Field, next: ReviewDraft) => {
    setDraft(next);
    setTouched((before) => ({ ...before, [field]: true }));
    onDraftChange(next);
  };
  const touch = (field: Field) => setTouched((before) => ({ ...before, [field]: true }));

  // A failed submit (a click on the disabled Submit, or Enter in the title) shows every error
  // and takes the person to the first one.
  const failSubmit = () => {
    setSubmitted(true);
    requestAnimationFrame(() => {
      const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (first?.querySelector<HTMLElement>('[tabindex="0"]') ?? first)?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (invalid) {
      failSubmit();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(draft);
    } finally {
      setSaving(false);
    }
  };

  const ratingError = shown('rating');

  return (
    <Modal isOpen title={heading} role="dialog" onClose={onClose} disableOutsideClick>
      <form ref={form} className="eb-review-dialog" onSubmit={(event) => void submit(event)} noValidate>
        {showRestored ? (
          <div className="eb-review-dialog__restored">
            <p role="status">{t`Your unsaved review was restored`}</p>
            <Button
              onClick={() => {
                const base = onDiscard();
                setDraft(base);
                setTouched({ rating: false, title: false, text: false });
                setSubmitted(false);
                setShowRestored(false);
              }}
            >
              {t`Discard changes`}
            </Button>
          </div>
        ) : null}
        <div className="eb-review-dialog__stars">
          <StarInput
            label={t`Your rating`}
            value={draft.rating}
            errorId={ratingError ? ratingErrorId : undefined}
            onChoose={(stars) => change('rating', { ...draft, rating: stars === draft.rating ? 0 : stars })}
          />
          {ratingError ? (
            <p className="eb-review-dialog__error" id={ratingErrorId}>
              {ratingError}
            </p>
          ) : null}
        </div>
        <TextInput
          label={t`Title`}
          value={draft.title}
          onChange={(title) => change('title', { ...draft, title })}
          onBlur={() => touch('title')}
          required
          limit={REVIEW_TITLE_MAX_LENGTH}
          showCounter
          error={shown('title')}
          autoComplete="off"
        />
        <TextArea
          label={t`Review`}
          value={draft.text}
          onChange={(text) => change('text', { ...draft, text })}
          onBlur={() => touch('text')}
          limit={REVIEW_TEXT_MAX_LENGTH}
          showCounter
          error={shown('text')}
          rows={6}
        />
        <div
          className="eb-review-dialog__actions"
          onClickCapture={(event) => {
            // The disabled Submit ignores the click itself (and so blocks Enter's submission too).
            if (invalid && event.target instanceof Element && event.target.closest('button[type="submit"]')) failSubmit();
          }}
        >
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit" variant="primary" disabled={invalid} state={saving ? 'loading' : undefined}>
            {t`Submit`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
