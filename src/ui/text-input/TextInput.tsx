import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent, type CompositionEvent, type ReactNode } from 'react';
import { useStyles } from '../use-styles';
import { textInputStyles } from './text-input.styles';
import { DEFAULT_LENGTH_CHECK, cleanEdit, lengthMessage, textLength, type TextRules } from './text-rules';

/** Spec 000 §5: the input types. */
export const TEXT_INPUT_TYPES = ['date', 'email', 'number', 'password', 'search', 'tel', 'text', 'url'] as const;
export type TextInputType = (typeof TEXT_INPUT_TYPES)[number];

/** Spec 000 §5: field styles. Basic has its label above; static and dynamic inside the box, dynamic floating up once focused or filled. */
export const FIELD_STYLES = ['basic', 'dynamic', 'static'] as const;
export type FieldStyle = (typeof FIELD_STYLES)[number];

/** Spec 000 §5: border types. Hidden shows its border on hover and focus; content hugs the text. */
export const BORDER_TYPES = ['default', 'simple', 'none', 'hidden', 'content'] as const;
export type BorderType = (typeof BORDER_TYPES)[number];

export interface TextFieldProps {
  /** The visible label, a real <label> for the control. */
  label: string;
  value: string;
  /** The cleaned value after every edit (spec 000 §5 rules applied). */
  onChange: (value: string) => void;
  /** Maximum length in code points; longer typing or pasting is cut. */
  maxLength?: number;
  /** Turns on the length check with its default maximum of 140 when `maxLength` is not given. */
  lengthCheck?: boolean;
  /** Shows 'length/max' under the field (needs a maximum or a limit). */
  showCounter?: boolean;
  /**
   * A limit the value may go past, unlike `maxLength`: nothing is cut, so nothing typed or pasted
   * is lost; the counter shows it and turns to the error colour past it, and the form says why.
   */
  limit?: number;
  /** Focus left the control (forms show a field's errors once it was touched). */
  onBlur?: () => void;
  required?: boolean;
  fieldStyle?: FieldStyle;
  borderType?: BorderType;
  /** An error shown below the field; marks the control invalid. */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
}

export interface TextInputProps extends TextFieldProps {
  type?: TextInputType;
}

export interface TextAreaProps extends TextFieldProps {
  rows?: number;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** What the frame hands its control: identity, state, descriptions and the cleaning handlers. */
interface ControlProps {
  id: string;
  className: string;
  value: string;
  onChange: (event: ChangeEvent<TextControl>) => void;
  onCompositionEnd: (event: CompositionEvent<TextControl>) => void;
  required: boolean;
  disabled: boolean;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  onBlur?: () => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * Cleans the control's own value and caret before React sees the edit: the DOM then already
 * holds what the parent will pass back, so React leaves the caret where it was put.
 */
function useCleaning(value: string, onChange: (value: string) => void, rules: TextRules) {
  const [cut, setCut] = useState(false);

  function clean(control: TextControl) {
    const raw = control.value;
    const edit = cleanEdit(raw, control.selectionEnd, rules);
    if (edit.value !== raw) {
      control.value = edit.value;
      if (control.selectionEnd !== null) control.setSelectionRange(edit.caret, edit.caret);
    }
    setCut(edit.cut);
    if (edit.value !== value) onChange(edit.value);
  }

  return {
    cut,
    onChange(event: ChangeEvent<TextControl>) {
      // Rewriting the value mid-composition would cancel the IME's candidate: pass it through
      // and clean once the composition ends.
      if ((event.nativeEvent as InputEvent).isComposing) onChange(event.target.value);
      else clean(event.target);
    },
    onCompositionEnd(event: CompositionEvent<TextControl>) {
      clean(event.currentTarget);
    },
  };
}

interface TextFieldFrameProps extends TextFieldProps {
  multiline: boolean;
  digitsOnly: boolean;
  renderControl: (props: ControlProps) => ReactNode;
}

function TextFieldFrame({
  label,
  value,
  onChange,
  maxLength,
  lengthCheck = false,
  showCounter = false,
  limit,
  onBlur,
  required = false,
  fieldStyle = 'basic',
  borderType = 'default',
  error,
  helperText,
  disabled = false,
  id,
  name,
  placeholder,
  autoComplete,
  multiline,
  digitsOnly,
  renderControl,
}: TextFieldFrameProps) {
  useStyles(textInputStyles);
  const { _ } = useLingui();
  const ownId = useId();
  const controlId = id ?? `${ownId}control`;
  const ids = { error: `${ownId}error`, length: `${ownId}length`, helper: `${ownId}helper`, counter: `${ownId}counter` };
  const max = maxLength ?? (lengthCheck ? DEFAULT_LENGTH_CHECK : undefined);
  const { cut, ...handlers } = useCleaning(value, onChange, { multiline, digitsOnly, maxLength: max });
  const lengthExceeded = cut && max !== undefined;
  const counterMax = max ?? limit;
  const counter = showCounter && counterMax !== undefined;
  const overLimit = limit !== undefined && textLength(value) > limit;
  const describedBy = [error && ids.error, lengthExceeded && ids.length, helperText && ids.helper, counter && ids.counter].filter(Boolean).join(' ');

  const className = [
    'eb-text-input',
    `eb-text-input--${fieldStyle}`,
    `eb-text-input--border-${borderType}`,
    multiline && 'eb-text-input--multiline',
    value && 'eb-text-input--filled',
    error && 'eb-text-input--invalid',
    disabled && 'eb-text-input--disabled',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <div className="eb-text-input__field">
        <label className="eb-text-input__label" htmlFor={controlId}>
          {label}
          {required && (
            <>
              <span className="eb-text-input__asterisk" aria-hidden="true">
                *
              </span>
              <span className="eb-visually-hidden">
                {' '}
                <Trans>required</Trans>
              </span>
            </>
          )}
        </label>
        {renderControl({
          id: controlId,
          className: 'eb-text-input__control',
          value,
          ...handlers,
          required,
          disabled,
          name,
          placeholder,
          autoComplete,
          onBlur,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      <div className="eb-text-input__footer">
        <div className="eb-text-input__messages">
          {error && (
            <p className="eb-text-input__error" id={ids.error}>
              {error}
            </p>
          )}
          {/* Always present: a live region only announces changes to a region already in the page. */}
          <p className="eb-text-input__length-message" id={ids.length} aria-live="polite">
            {lengthExceeded ? _(lengthMessage(max)) : null}
          </p>
          {helperText && (
            <p className="eb-text-input__helper" id={ids.helper}>
              {helperText}
            </p>
          )}
        </div>
        {counter && (
          <p className={`eb-text-input__counter${overLimit ? ' eb-text-input__counter--over' : ''}`} id={ids.counter}>
            {`${textLength(value)}/${counterMax}`}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A single-line text field with the spec 000 §5 rules applied while typing and pasting. The
 * number type keeps only digits and is a telephone field with a numeric keyboard, so no
 * spinner, no exponent and no locale decimal separator can get in.
 */
export function TextInput({ type = 'text', ...props }: TextInputProps) {
  const number = type === 'number';
  return (
    <TextFieldFrame
      {...props}
      multiline={false}
      digitsOnly={number}
      renderControl={(control) => <input {...control} type={number ? 'tel' : type} inputMode={number ? 'numeric' : undefined} />}
    />
  );
}

/** The multiline variant: the same rules, newlines kept. */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  return <TextFieldFrame {...props} multiline digitsOnly={false} renderControl={(control) => <textarea {...control} rows={rows} />} />;
}
