import { useLingui } from '@lingui/react/macro';
import { useEffect, type MouseEvent, type ReactNode, type Ref } from 'react';
import { safeHref } from '../../lib/urls';
import { Spinner } from '../spinner/Spinner';
import { useStyles } from '../use-styles';
import { buttonStyles } from './button.styles';

/** Spec 000 §4 "Types button, submit, link". */
export type ButtonType = 'button' | 'submit' | 'link';
export type ButtonVariant = 'primary' | 'neutral';
/** Spec 000 §4 "loading, successful, not successful". */
export type ButtonState = 'loading' | 'successful' | 'failed';

/** Spec 000 §4 "Buttons: loading, successful, not successful, disabled; clicks ignored in all". */
export function ignoresClicks({ state, disabled = false }: { state?: ButtonState; disabled?: boolean }): boolean {
  return disabled || state !== undefined;
}

export interface ButtonProps {
  children: ReactNode;
  type?: ButtonType;
  /** Where a link button goes: an http(s), mailto, tel or relative URL; anything else is dropped. */
  href?: string;
  variant?: ButtonVariant;
  /** A pending or finished action; clicks are ignored in every state. */
  state?: ButtonState;
  /** Clicks and key presses are ignored; the button stays focusable (aria-disabled). */
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => void;
  /** Announced to screen readers when the state becomes successful; 'Successful' by default. */
  successMessage?: string;
  /** Announced to screen readers when the state becomes failed; 'Not successful' by default. */
  failureMessage?: string;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

function SuccessIcon() {
  return (
    <svg className="eb-button__state-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function FailureIcon() {
  return (
    <svg className="eb-button__state-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.5" />
    </svg>
  );
}

/**
 * A button or a link styled as one (spec 000 §4). Blocked states use aria-disabled rather than
 * the disabled attribute: the button keeps keyboard focus when it starts loading, and screen
 * reader users can still find it and hear why it does nothing.
 */
export function Button({ children, type = 'button', href, variant = 'neutral', state, disabled = false, onClick, successMessage, failureMessage, ref }: ButtonProps) {
  useStyles(buttonStyles);
  const { t } = useLingui();
  const blocked = ignoresClicks({ state, disabled });
  const linkHref = type === 'link' ? safeHref(href) : undefined;
  const hrefProblem =
    type === 'link' && linkHref === undefined
      ? href
        ? `link href "${href}" is not an http(s), mailto, tel or relative URL; the link is rendered without it`
        : 'a link needs an href'
      : null;
  useEffect(() => {
    if (hrefProblem) console.error(`[eb-widgets] Button: ${hrefProblem}.`);
  }, [hrefProblem]);

  function handleClick(event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) {
    // Also keeps a blocked link from navigating and a blocked submit button from submitting.
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  const announcement = state === 'loading' ? t`Loading` : state === 'successful' ? successMessage || t`Successful` : state === 'failed' ? failureMessage || t`Not successful` : '';
  const className = ['eb-button', `eb-button--${variant === 'primary' ? 'primary' : 'neutral'}`, state && `eb-button--${state}`, disabled && 'eb-button--disabled']
    .filter(Boolean)
    .join(' ');
  const shared = {
    className,
    'aria-disabled': blocked ? ('true' as const) : undefined,
    'aria-busy': state === 'loading' ? ('true' as const) : undefined,
    onClick: handleClick,
  };
  const content = (
    <>
      {state === 'successful' && <SuccessIcon />}
      {state === 'failed' && <FailureIcon />}
      <span className="eb-button__label">{children}</span>
      {state === 'loading' && (
        <span className="eb-button__spinner">
          <Spinner size="small" decorative />
        </span>
      )}
    </>
  );

  return (
    <>
      {type === 'link' ? (
        <a ref={ref as Ref<HTMLAnchorElement>} href={linkHref} {...shared}>
          {content}
        </a>
      ) : (
        <button ref={ref as Ref<HTMLButtonElement>} type={type === 'submit' ? 'submit' : 'button'} {...shared}>
          {content}
        </button>
      )}
      {/* Always present: a live region only announces changes made after it appeared. */}
      <span className="eb-visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
}
