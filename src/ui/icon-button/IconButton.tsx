import { useEffect, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useStyles } from '../use-styles';
import { iconButtonStyles } from './icon-button.styles';

/** Spec 000 §4 "Icon button styles: none, neutral, dark, link, inverse, brand, outline, control". */
export const ICON_BUTTON_VARIANTS = ['none', 'neutral', 'dark', 'link', 'inverse', 'brand', 'outline', 'control'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];

export interface IconButtonProps {
  /** The button's accessible name (aria-label) and tooltip: an icon alone says nothing to a screen reader. */
  label: string;
  /** An inline SVG, hidden from screen readers (see ./icons). */
  icon: ReactNode;
  variant?: IconButtonVariant;
  type?: 'button' | 'submit';
  /** Clicks and key presses are ignored; the button stays focusable (aria-disabled). */
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** For a button that opens something (a menu, a dialog): whether it is open now. Leave unset otherwise. */
  expanded?: boolean;
  /** The id of what the button opens, in the same shadow root. */
  controls?: string;
  hasPopup?: 'menu' | 'listbox' | 'dialog';
  ref?: Ref<HTMLButtonElement>;
}

/** A button showing only an icon, always named by its label (spec 000 §4). */
export function IconButton({ label, icon, variant = 'neutral', type = 'button', disabled = false, onClick, expanded, controls, hasPopup, ref }: IconButtonProps) {
  useStyles(iconButtonStyles);
  const name = typeof label === 'string' ? label.trim() : '';
  useEffect(() => {
    if (!name) {
      console.error('[eb-widgets] IconButton: "label" is missing or empty; it is the only accessible name of an icon button.');
    }
  }, [name]);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // aria-disabled does not stop activation by itself; this also stops a submit button's form.
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      ref={ref}
      type={type}
      className={`eb-icon-button eb-icon-button--${ICON_BUTTON_VARIANTS.includes(variant) ? variant : 'neutral'}`}
      aria-label={name || undefined}
      title={name || undefined}
      aria-disabled={disabled ? 'true' : undefined}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-haspopup={hasPopup}
      onClick={handleClick}
    >
      {icon}
    </button>
  );
}
