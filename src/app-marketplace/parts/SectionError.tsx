import { Trans } from '@lingui/react/macro';

/** Spec 001 §2/§8: a list that failed to load, with a button that asks for it again. */
export function SectionError({ onRefresh }: { onRefresh: () => void }) {
  return (
    <div className="eb-marketplace-error" role="alert">
      <p className="eb-marketplace-error__text">
        <Trans>Whoa, something weird happened here. Try refreshing this section.</Trans>
      </p>
      <button type="button" className="eb-button" onClick={onRefresh}>
        <Trans>Refresh</Trans>
      </button>
    </div>
  );
}
