import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Keyboard focus walks over real pages, and the measure of what a focus indicator changes on
 * screen (WCAG 2.4.7 "Focus Visible", 1.4.11 "Non-text Contrast").
 */

// ---------------------------------------------------------------------------------------------
// PNG screenshots, decoded with node:zlib: Chromium writes 8-bit, non-interlaced RGB or RGBA.

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row after row. */
  data: Uint8Array;
}

export function decodePng(png: Buffer): Pixels {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const compressed: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [bitDepth, colorType, , , interlace] = body.subarray(8, 13);
      channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
      if (bitDepth !== 8 || !channels || interlace !== 0) throw new Error(`unsupported PNG: depth ${bitDepth}, colour type ${colorType}, interlace ${interlace}`);
    } else if (type === 'IDAT') {
      compressed.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  const zero = new Uint8Array(stride);
  // One loop per filter type: a branch per byte made this the walks' slowest part.
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1) + 1;
    const filter = raw[start - 1];
    const row = y * stride;
    const up = y > 0 ? rows.subarray(row - stride, row) : zero;
    if (filter === 0) rows.set(raw.subarray(start, start + stride), row);
    else if (filter === 1) {
      for (let x = 0; x < stride; x++) rows[row + x] = (raw[start + x] + (x >= channels ? rows[row + x - channels] : 0)) & 0xff;
    } else if (filter === 2) {
      for (let x = 0; x < stride; x++) rows[row + x] = (raw[start + x] + up[x]) & 0xff;
    } else if (filter === 3) {
      for (let x = 0; x < stride; x++) rows[row + x] = (raw[start + x] + (((x >= channels ? rows[row + x - channels] : 0) + up[x]) >> 1)) & 0xff;
    } else if (filter === 4) {
      for (let x = 0; x < stride; x++) {
        const left = x >= channels ? rows[row + x - channels] : 0;
        const above = up[x];
        const aboveLeft = x >= channels ? up[x - channels] : 0;
        const estimate = left + above - aboveLeft;
        const toLeft = Math.abs(estimate - left);
        const toAbove = Math.abs(estimate - above);
        const toAboveLeft = Math.abs(estimate - aboveLeft);
        rows[row + x] = (raw[start + x] + (toLeft <= toAbove && toLeft <= toAboveLeft ? left : toAbove <= toAboveLeft ? above : aboveLeft)) & 0xff;
      }
    } else throw new Error(`bad PNG filter ${filter}`);
  }
  if (channels === 4) return { width, height, data: rows };
  const data = new Uint8Array(width * height * 4);
  for (let pixel = 0, from = 0, to = 0; pixel < width * height; pixel++, from += 3, to += 4) {
    data[to] = rows[from];
    data[to + 1] = rows[from + 1];
    data[to + 2] = rows[from + 2];
    data[to + 3] = 255;
  }
  return { width, height, data };
}

// ---------------------------------------------------------------------------------------------
// WCAG contrast of one pixel against another.

const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
});

function luminance(pixels: Pixels, index: number): number {
  const { data } = pixels;
  return 0.2126 * LINEAR[data[index]] + 0.7152 * LINEAR[data[index + 1]] + 0.0722 * LINEAR[data[index + 2]];
}

export function contrastRatio(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

// ---------------------------------------------------------------------------------------------
// Where focus is.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FocusStop {
  /** Stable per element for the life of the page. */
  id: number;
  /** The outermost custom element the control is in ('' in the page itself). */
  host: string;
  /** Role, name, tag and class, for failure messages: `menuitem "Log out" (button.eb-dropdown__item) in <eb-header>`. */
  description: string;
  role: string;
  /** aria-haspopup of the control ('menu', 'dialog', 'listbox'...), else ''. */
  popup: string;
  /** aria-expanded of a combobox, else null. */
  expanded: string | null;
  /** The control's extent in CSS px in the viewport. */
  box: Box;
}

/**
 * The control that has keyboard focus, through every shadow root: document.activeElement,
 * then each shadow root's activeElement. A combobox's active option (aria-activedescendant)
 * is the focus a person sees, so that option stands for it.
 */
export function focusedControl(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    const activeId = element.getAttribute('aria-activedescendant');
    const root = element.getRootNode() as Document | ShadowRoot;
    const control = (activeId && root.getElementById(activeId)) || element;

    const scope = window as unknown as { ebFocusIds?: WeakMap<Element, number>; ebFocusNext?: number };
    scope.ebFocusIds ??= new WeakMap();
    scope.ebFocusNext ??= 1;
    if (!scope.ebFocusIds.has(control)) scope.ebFocusIds.set(control, scope.ebFocusNext++);

    let host = '';
    for (let node: Node = control.getRootNode(); node instanceof ShadowRoot; node = node.host.getRootNode()) host = node.host.localName;

    const implicitRoles: Record<string, string> = { a: 'link', button: 'button', select: 'combobox', textarea: 'textbox', input: 'textbox', summary: 'button' };
    const role = control.getAttribute('role') ?? implicitRoles[control.localName] ?? control.localName;
    const labelledBy = control.getAttribute('aria-labelledby');
    const labels = (control as HTMLInputElement).labels;
    const name = (
      control.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => root.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      (labels?.length ? Array.from(labels, (label) => label.textContent).join(' ') : null) ??
      control.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const className = typeof control.className === 'string' && control.className ? `.${control.className.trim().split(/\s+/)[0]}` : '';

    // A "stretched" link (an absolutely placed ::after covering its containing block, the card
    // pattern) is as large as that block: that is the control a person sees and clicks.
    let rect = control.getBoundingClientRect();
    const after = getComputedStyle(control, '::after');
    if (after.content !== 'none' && after.position === 'absolute') {
      let block = control.parentElement;
      while (block && getComputedStyle(block).position === 'static') block = block.parentElement;
      if (block) rect = block.getBoundingClientRect();
    }
    return {
      id: scope.ebFocusIds.get(control)!,
      host,
      description: `${role} "${name}" (${control.localName}${className}) in <${host || 'page'}>`,
      role,
      popup: element.getAttribute('aria-haspopup') ?? '',
      expanded: element.getAttribute('role') === 'combobox' ? element.getAttribute('aria-expanded') : null,
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// A walk: key presses, each followed by a screenshot of the controls' part of the viewport.

/**
 * 'move' steps only move focus (Tab, arrows inside an open menu or list): apart from the two
 * controls involved, the screen before and after is the same, so a screenshot of either side
 * shows a control without its focus. Other steps ('scene') also open or close something.
 */
export type StepKind = 'move' | 'scene';

interface Step {
  kind: StepKind;
  key: string;
  focus: FocusStop | null;
  screenshot: Shot;
}

/** A screenshot of part of the viewport: its PNG and where it was taken, in whole CSS px. */
interface Shot {
  png: Buffer;
  clip: Box;
}

/** A decoded screenshot, placed in the viewport. */
interface Placed {
  pixels: Pixels;
  clip: Box;
}

export interface StopResult {
  stop: FocusStop;
  /** Pixels whose colour changes by 3:1 or more when the control takes focus. */
  changed: number;
  /** The perimeter of the control's box, in CSS px: a 1 px ring all round at 3:1. */
  required: number;
}

/** How far around the control's box its indicator may reach (outline, offset, halo). */
export const INDICATOR_REACH = 6;

const settle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Screenshots as Playwright's `animations: 'disabled'` and `caret: 'hide'` take them, at half the
 * cost a step (those options inject and remove their styles at every shot): finite animations and
 * transitions (in shadow trees too) are run to their end and endless ones stopped, and a
 * caret-color set once at the start of the walk hides the text caret.
 */
const finishAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) animation.cancel();
      else animation.finish();
    }
  });

/** The part `clip` of the viewport, as it is now. */
const screenshotOf = async (page: Page, clip: Box): Promise<Shot> => ({ png: await page.screenshot({ scale: 'css', clip }), clip });

/** The part `clip` of the viewport, still. */
async function stillScreenshot(page: Page, clip: Box): Promise<Shot> {
  await finishAnimations(page);
  return screenshotOf(page, clip);
}

/** The whole CSS pixels covering `box`, within the viewport. */
function wholePixels(box: Box, viewport: { width: number; height: number }): Box {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  return {
    x,
    y,
    width: Math.max(1, Math.min(viewport.width, Math.ceil(box.x + box.width)) - x),
    height: Math.max(1, Math.min(viewport.height, Math.ceil(box.y + box.height)) - y),
  };
}

/**
 * The part of the viewport a step's screenshot must show: around every control a person could
 * focus or make active next (in shadow trees and open layers too), grown by INDICATOR_REACH. A
 * control outside it would find its pixels missing, and missing pixels never count as changed:
 * a region too small fails a walk, it cannot pass one. A header or a card is a strip of the
 * window, so each shot is a few times smaller than the window, and quicker to take and decode.
 */
function controlsRegion(page: Page, reach: number): Promise<Box | null> {
  return page.evaluate((reach) => {
    const CONTROLS = 'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable], [role]';
    let left = Number.POSITIVE_INFINITY;
    let top = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    let bottom = Number.NEGATIVE_INFINITY;
    const add = (rect: DOMRect) => {
      if (rect.width === 0 && rect.height === 0) return;
      left = Math.min(left, rect.left);
      top = Math.min(top, rect.top);
      right = Math.max(right, rect.right);
      bottom = Math.max(bottom, rect.bottom);
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        // Closed menus and layers kept in the tree, hidden, have boxes too.
        if (!element.matches(CONTROLS) || !element.checkVisibility({ visibilityProperty: true })) continue;
        add(element.getBoundingClientRect());
        // A stretched link stands for the block its ::after covers (as focusedControl has it).
        const after = element.localName === 'a' ? getComputedStyle(element, '::after') : null;
        if (after && after.content !== 'none' && after.position === 'absolute') {
          let block = element.parentElement;
          while (block && getComputedStyle(block).position === 'static') block = block.parentElement;
          if (block) add(block.getBoundingClientRect());
        }
      }
    };
    visit(document);
    if (left === Number.POSITIVE_INFINITY) return null;
    return { x: left - reach, y: top - reach, width: right - left + 2 * reach, height: bottom - top + 2 * reach };
  }, reach);
}

const hideCaret = (page: Page) => page.addStyleTag({ content: ':root { caret-color: transparent !important; }' });

export class FocusWalk {
  private readonly steps: Step[] = [];

  private constructor(private readonly page: Page) {}

  /** Starts from the page as it is now, focus where it is. */
  static async start(page: Page): Promise<FocusWalk> {
    const walk = new FocusWalk(page);
    await hideCaret(page);
    await walk.record('scene', '(start)');
    return walk;
  }

  get current(): FocusStop | null {
    return this.steps[this.steps.length - 1].focus;
  }

  /** Presses `key` as a person would, then records where focus is and what the screen shows. */
  async press(key: string, kind: StepKind): Promise<FocusStop | null> {
    await this.page.keyboard.press(key);
    await this.record(kind, key);
    return this.current;
  }

  private async record(kind: StepKind, key: string) {
    await settle(this.page);
    const scroll = await this.page.evaluate(() => [window.scrollX, window.scrollY]);
    if (scroll[0] !== 0 || scroll[1] !== 0) throw new Error(`the page scrolled to ${String(scroll)} after ${key}: make the viewport larger`);
    const focus = await focusedControl(this.page);
    // The controls on either side of this step, whatever the region finds.
    const around = [focus, this.steps.at(-1)?.focus].filter((stop) => stop != null).map((stop) => grow(stop.box));
    // Where the controls are once what moves them has finished moving.
    await finishAnimations(this.page);
    const controls = await controlsRegion(this.page, INDICATOR_REACH + 1);
    const region = union(controls ? [...around, controls] : around);
    const clip = wholePixels(region ?? { x: 0, y: 0, width: 1, height: 1 }, this.page.viewportSize()!);
    const screenshot = await screenshotOf(this.page, clip);
    this.steps.push({ kind, key, focus, screenshot });
  }

  /**
   * Every control of `host` reached by a 'move' step, with what its focus changes on screen.
   *
   * A: the screenshot just after focus arrived. B: the screenshot just before that key press
   * (focus still on the previous control) and, when the next step only moves focus on, the
   * screenshot after it. Each B shows the control without focus, except near the other control
   * involved, whose own indicator comes or goes there: pixels within that control's box grown
   * by INDICATOR_REACH are not taken from that B. A control reached more than once gathers
   * every visit's pairs. A pixel counts when some pair speaks for it and every pair that does
   * differs there by 3:1 or more.
   */
  results(host: string): StopResult[] {
    const decoded = new Map<number, Placed>();
    const pixelsOf = (index: number) => {
      let placed = decoded.get(index);
      if (!placed) {
        if (decoded.size > 16) decoded.delete(decoded.keys().next().value!);
        const { png, clip } = this.steps[index].screenshot;
        placed = { pixels: decodePng(png), clip };
        decoded.set(index, placed);
      }
      return placed;
    };
    const visits = new Map<number, { stop: FocusStop; pairs: Pair[] }>();
    for (let index = 1; index < this.steps.length; index++) {
      const step = this.steps[index];
      const previous = this.steps[index - 1];
      const stop = step.focus;
      if (step.kind !== 'move' || !stop || stop.host !== host || stop.id === previous.focus?.id) continue;
      const pairs = visits.get(stop.id)?.pairs ?? [];
      pairs.push({ focused: index, unfocused: index - 1, excluded: previous.focus ? grow(previous.focus.box) : null });
      const next = this.steps[index + 1];
      if (next && next.kind === 'move' && next.focus?.id !== stop.id) {
        pairs.push({ focused: index, unfocused: index + 1, excluded: next.focus ? grow(next.focus.box) : null });
      }
      if (!visits.has(stop.id)) visits.set(stop.id, { stop, pairs });
    }
    const viewport = this.page.viewportSize()!;
    return Array.from(visits.values(), ({ stop, pairs }) => ({
      stop,
      changed: changedPixels(pairs, pixelsOf, grow(stop.box), viewport),
      required: Math.ceil(2 * (stop.box.width + stop.box.height)),
    }));
  }
}

/** Two screenshots (step indexes) of one control, with and without focus, and where the second cannot speak. */
interface Pair {
  focused: number;
  unfocused: number;
  excluded: Box | null;
}

function grow(box: Box): Box {
  return { x: box.x - INDICATOR_REACH, y: box.y - INDICATOR_REACH, width: box.width + 2 * INDICATOR_REACH, height: box.height + 2 * INDICATOR_REACH };
}

/** The smallest box holding every box given, or null when none is. */
function union(boxes: Box[]): Box | null {
  if (!boxes.length) return null;
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const inside = (box: Box | null, x: number, y: number) => box !== null && x + 1 > box.x && x < box.x + box.width && y + 1 > box.y && y < box.y + box.height;

/** Where the viewport's pixel (x, y) is in a screenshot's data, or -1 when the shot did not take it. */
function indexIn({ pixels, clip }: Placed, x: number, y: number): number {
  const column = x - clip.x;
  const row = y - clip.y;
  if (column < 0 || row < 0 || column >= pixels.width || row >= pixels.height) return -1;
  return (row * pixels.width + column) * 4;
}

/**
 * The pixels of `area` (viewport CSS px) that change by 3:1 in every pair that speaks for them.
 * A pixel that a speaking pair's screenshots did not take does not count.
 */
function changedPixels(steps: Pair[], pixelsOf: (index: number) => Placed, area: Box, viewport: { width: number; height: number }): number {
  const pairs = steps.map(({ focused, unfocused, excluded }) => ({ focused: pixelsOf(focused), unfocused: pixelsOf(unfocused), excluded }));
  let changed = 0;
  const left = Math.max(0, Math.floor(area.x));
  const top = Math.max(0, Math.floor(area.y));
  const right = Math.min(viewport.width, Math.ceil(area.x + area.width));
  const bottom = Math.min(viewport.height, Math.ceil(area.y + area.height));
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      let weakest = Number.POSITIVE_INFINITY;
      for (const { focused, unfocused, excluded } of pairs) {
        if (inside(excluded, x, y)) continue;
        const [with_, without] = [indexIn(focused, x, y), indexIn(unfocused, x, y)];
        weakest = with_ < 0 || without < 0 ? 0 : Math.min(weakest, contrastRatio(luminance(focused.pixels, with_), luminance(unfocused.pixels, without)));
      }
      if (weakest !== Number.POSITIVE_INFINITY && weakest >= 3) changed++;
    }
  }
  return changed;
}

/**
 * The focused control's indicator against the same screen with focus gone: for a control in a
 * row that scrolls as focus moves along it (tabs on a narrow window), where a walk's
 * neighbouring screenshots would show the row scrolled elsewhere. Focus is then put back
 * without scrolling, so the walk can go on from it.
 */
export async function indicatorAgainstBlur(page: Page): Promise<StopResult> {
  await settle(page);
  const stop = await focusedControl(page);
  if (!stop) throw new Error('nothing is focused');
  await hideCaret(page);
  const viewport = page.viewportSize()!;
  const clip = wholePixels(grow(stop.box), viewport);
  const shot = async (): Promise<Placed> => ({ pixels: decodePng((await stillScreenshot(page, clip)).png), clip });
  const focused = await shot();
  await page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    (window as unknown as { ebBlurred: HTMLElement }).ebBlurred = active as HTMLElement;
    (active as HTMLElement).blur();
  });
  await settle(page);
  const unfocused = await shot();
  await page.evaluate(() => (window as unknown as { ebBlurred: HTMLElement }).ebBlurred.focus({ preventScroll: true }));
  return {
    stop,
    changed: changedPixels([{ focused: 0, unfocused: 1, excluded: null }], (index) => (index === 0 ? focused : unfocused), grow(stop.box), viewport),
    required: Math.ceil(2 * (stop.box.width + stop.box.height)),
  };
}
