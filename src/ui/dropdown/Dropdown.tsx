import { useStore } from '@nanostores/react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { safeHref } from '../../lib/urls';
import { isTouchDevice } from '../../platform/browser';
import { onPagePointerDown } from '../../platform/dropdown';
import { $viewportWidth } from '../../stores/viewport';
import { useStyles } from '../use-styles';
import { HOVER_CLOSE_DELAY_MS, centerLeftShift, isMenuKey, menuItemIndexAfter, shiftIntoViewport, type DropdownAlignment } from './dropdown-rules';
import { dropdownStyles } from './dropdown.styles';
import { useLatest } from '../../element/use-latest';

export { DROPDOWN_ALIGNMENTS, HOVER_CLOSE_DELAY_MS, type DropdownAlignment } from './dropdown-rules';

/** One entry of the menu: a link when it has an `href`, an action otherwise. */
export interface DropdownItem {
  /** Stable key, unique within the menu. */
  id: string;
  label: ReactNode;
  /** http(s), mailto, tel or a relative path; anything else is dropped and the item acts as an action. */
  href?: string;
  /** Runs when the item is chosen (for a link, before the browser follows it). */
  onSelect?: () => void;
  /** Shown and focusable (WAI-ARIA menus keep disabled items reachable) but never chosen. */
  disabled?: boolean;
}

export interface DropdownProps {
  /** What the trigger button shows. */
  label: ReactNode;
  /** The trigger's accessible name when `label` is not text (an avatar, an icon). */
  accessibleName?: string;
  items: DropdownItem[];
  /** Where the menu sits under the trigger; 'left' by default. */
  alignment?: DropdownAlignment;
  /** Never opens. */
  disabled?: boolean;
  /** Does not open on hover (spec 000 §3 header menu info `preventMouseOver`); touch devices never do. */
  preventMouseOver?: boolean;
  onOpenChange?: (open: boolean) => void;
}

type OpenedBy = 'hover' | 'click' | 'keyboard';

interface OpenState {
  open: boolean;
  by?: OpenedBy;
}

/**
 * A menu button (spec 000 §4 "Dropdown", WAI-ARIA menu button pattern). Opens on click, on hover
 * (unless disabled, `preventMouseOver` or a touch device) and on Down, Up, Space and Enter;
 * closes on Escape, Tab, Shift+Tab, a press outside it and a second click. Opening by click or
 * keyboard moves focus to the first item (Up: the last); opening by hover leaves focus alone,
 * and a click on a menu opened by hover keeps it open until the next click.
 */
export function Dropdown({ label, accessibleName, items, alignment = 'left', disabled = false, preventMouseOver = false, onOpenChange }: DropdownProps) {
  useStyles(dropdownStyles);
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;
  const [state, setState] = useState<OpenState>({ open: false });
  // A touch screen's tap also sends pointerenter: hover must not open what the tap then toggles.
  const [touch] = useState(isTouchDevice);
  const hoverable = !disabled && !preventMouseOver && !touch;

  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const focusRequest = useRef<'first' | 'last' | null>(null);
  // The item that last had focus in the open menu, to keep focus there when the items change.
  const focusedIndex = useRef<number | null>(null);
  const hoverCloseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openRef = useRef(false);
  const onOpenChangeRef = useLatest(onOpenChange);

  const cancelHoverClose = () => {
    clearTimeout(hoverCloseTimer.current);
    hoverCloseTimer.current = undefined;
  };

  const change = useCallback(
    (open: boolean, by?: OpenedBy) => {
      clearTimeout(hoverCloseTimer.current);
      if (!open) focusedIndex.current = null;
      setState({ open, by: open ? by : undefined });
      if (openRef.current !== open) {
        openRef.current = open;
        onOpenChangeRef.current?.(open);
      }
    },
    [onOpenChangeRef],
  );

  const openWithFocus = (by: OpenedBy, target: 'first' | 'last') => {
    focusRequest.current = target;
    change(true, by);
  };

  const closeAndFocusTrigger = () => {
    change(false);
    triggerRef.current?.focus();
  };

  useLayoutEffect(() => {
    const target = focusRequest.current;
    if (!state.open || !target) return;
    focusRequest.current = null;
    const focusable = itemRefs.current.filter((item): item is HTMLElement => item !== null);
    (target === 'first' ? focusable[0] : focusable[focusable.length - 1])?.focus();
  }, [state]);

  // Items replaced while one of them had focus (a list that finished loading, say): focus stays
  // in the menu instead of falling back to the page.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!state.open || focusedIndex.current === null || !menu) return;
    if (menu.contains((menu.getRootNode() as Document | ShadowRoot).activeElement)) return;
    const focusable = itemRefs.current.filter((item): item is HTMLElement => item !== null);
    focusable[Math.min(focusedIndex.current, focusable.length - 1)]?.focus();
  }, [state.open, items]);

  useEffect(() => {
    if (!state.open) return undefined;
    return onPagePointerDown((event) => {
      // composedPath() sees through the shadow root that `event.target` is retargeted across.
      if (wrapperRef.current && !event.composedPath().includes(wrapperRef.current)) change(false);
    });
  }, [state.open, change]);

  useEffect(() => {
    if (disabled && openRef.current) change(false);
  }, [disabled, change]);

  useEffect(() => () => clearTimeout(hoverCloseTimer.current), []);

  const [shift, setShift] = useState(0);
  const viewportWidth = useStore($viewportWidth);
  // A menu stays within the window: a card's menu at the left edge of a phone's screen would
  // otherwise open partly off it. A full-width menu is as wide as its dropdown, which is in view.
  useLayoutEffect(() => {
    if (!state.open || alignment === 'full' || !menuRef.current) return;
    const { left, right } = menuRef.current.getBoundingClientRect();
    const next = alignment === 'center-left' ? centerLeftShift(left - shift) : shiftIntoViewport(left - shift, right - shift, viewportWidth);
    if (next !== shift) setShift(next);
  }, [state.open, alignment, shift, viewportWidth, items]);

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) return;
    if (state.open && state.by !== 'hover') return change(false);
    // Enter and Space on a button arrive as a click with no mouse press behind it (detail 0).
    openWithFocus(event.detail === 0 ? 'keyboard' : 'click', 'first');
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!disabled) openWithFocus('keyboard', event.key === 'ArrowUp' ? 'last' : 'first');
    } else if (event.key === 'Escape' && state.open) {
      // The Escape closed this menu; a dialog around the dropdown must not close as well.
      event.preventDefault();
      event.stopPropagation();
      change(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (isMenuKey(event.key)) {
      event.preventDefault();
      const current = itemRefs.current.indexOf(event.target as HTMLElement);
      itemRefs.current[menuItemIndexAfter(event.key, current, items.length)]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeAndFocusTrigger();
    } else if (event.key === 'Tab') {
      // From the trigger, the browser's own Tab / Shift+Tab moves on past the whole dropdown.
      closeAndFocusTrigger();
    } else if (event.key === ' ') {
      // Space chooses an item like Enter, links included (APG); it must not scroll the page.
      event.preventDefault();
      (event.target as HTMLElement).click();
    }
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !hoverable) return;
    cancelHoverClose();
    if (!state.open) change(true, 'hover');
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !state.open || state.by !== 'hover') return;
    cancelHoverClose();
    hoverCloseTimer.current = setTimeout(() => change(false), HOVER_CLOSE_DELAY_MS);
  };

  const menuStyle = alignment === 'center-left' ? ({ '--eb-dropdown-shift': `${shift}px` } as CSSProperties) : shift ? { translate: `${shift}px 0` } : undefined;

  return (
    <div
      ref={wrapperRef}
      className={`eb-dropdown eb-dropdown--${alignment}${state.open ? ' eb-dropdown--open' : ''}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className="eb-dropdown__trigger"
        aria-haspopup="menu"
        aria-expanded={state.open}
        aria-controls={menuId}
        aria-label={accessibleName}
        disabled={disabled}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <span className="eb-dropdown__chevron" aria-hidden="true" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        className="eb-dropdown__menu"
        hidden={!state.open}
        style={menuStyle}
        onKeyDown={onMenuKeyDown}
        onFocus={(event) => {
          const index = itemRefs.current.indexOf(event.target);
          if (index >= 0) focusedIndex.current = index;
        }}
      >
        {items.map((item, index) => (
          <li key={item.id} role="none">
            <MenuItem
              item={item}
              elementRef={(element) => {
                itemRefs.current[index] = element;
              }}
              onChosen={closeAndFocusTrigger}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MenuItem({ item, elementRef, onChosen }: { item: DropdownItem; elementRef: (element: HTMLElement | null) => void; onChosen: () => void }) {
  const href = safeHref(item.href);
  // A link whose URL was refused and that has nothing else to do cannot be chosen.
  const inert = item.disabled || (href === undefined && item.href !== undefined && !item.onSelect);
  const onClick = (event: MouseEvent) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    item.onSelect?.();
    onChosen();
  };
  const common = {
    role: 'menuitem',
    tabIndex: -1,
    className: 'eb-dropdown__item',
    'aria-disabled': inert || undefined,
    onClick,
  } as const;
  if (href !== undefined && !inert) {
    return (
      <a ref={elementRef} href={href} {...common}>
        {item.label}
      </a>
    );
  }
  return (
    <button ref={elementRef} type="button" {...common}>
      {item.label}
    </button>
  );
}
