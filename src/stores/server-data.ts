import * as v from 'valibot';
import { atom, computed } from 'nanostores';
import { isPlainObject } from '../lib/case-conversion';
import { validateFieldByField, type FieldProblem } from '../lib/field-by-field';
import { withoutPrototype } from '../lib/plain-data';
import { mergeDeep } from '../lib/merge-deep';
import { currentPath } from '../platform/browser';
import { sampleServerData } from './sample-server-data';
import { SERVER_DATA_SECTIONS, ServerDataSchema } from './server-data-schema';
import type { ServerData, ServerDataPatch } from './server-data-types';

export type * from './server-data-types';

/** The one server data document of the page (API.md §2); every element reads it. */
export const $serverData = atom<ServerData>(sampleServerData(currentPath()));

export const $env = computed($serverData, (data) => data.env);
export const $user = computed($serverData, (data) => data.user);
export const $request = computed($serverData, (data) => data.request);
export const $featureFlags = computed($serverData, (data) => data.featureFlags);
export const $footerLinks = computed($serverData, (data) => data.footerLinks);
export const $gaSettings = computed($serverData, (data) => data.gaSettings);

type Section = keyof typeof SERVER_DATA_SECTIONS;
const SECTIONS = Object.keys(SERVER_DATA_SECTIONS) as Section[];

/** Everything the page configured so far, merged and validated; undefined until it configures a value. */
let configured: Record<string, unknown> | undefined;

/** Any value at all: an object carries one only through its fields. */
function carriesValues(value: unknown): boolean {
  return isPlainObject(value) ? Object.values(value).some(carriesValues) : value !== undefined;
}

/**
 * The document for what the page configured: its values over the schema's defaults, without the
 * sample. A section the change left alone keeps its identity, so its subscribers are not woken.
 */
function documentFor(next: Record<string, unknown>, previous: Record<string, unknown> | undefined): ServerData {
  const current = $serverData.get();
  const data = Object.create(null) as Record<Section, unknown>;
  for (const section of SECTIONS) {
    data[section] = previous && next[section] === previous[section] ? current[section] : withoutPrototype(parseSection(SERVER_DATA_SECTIONS[section], next[section]));
  }
  return data as ServerData;
}

function parseSection(schema: v.GenericSchema, value: unknown): unknown {
  const result = v.safeParse(schema, value);
  // Validated already: only a bug lands here, and the section's defaults are the safe answer.
  return result.success ? result.output : v.parse(schema, undefined);
}

function warnOf(source: string) {
  return ({ path, removed, message }: FieldProblem) => {
    const outcome = removed === path ? 'It keeps its default.' : `${removed} is left out.`;
    console.warn(`[eb-widgets] Configuration field ${path} ignored (${source}): ${message}. ${outcome}`);
  };
}

function applyConfiguration(patch: unknown, source: string): void {
  let valid: Record<string, unknown>;
  try {
    if (!isPlainObject(patch)) {
      console.error(`[eb-widgets] ${source} expects an object; it was given`, patch);
      return;
    }
    valid = validateFieldByField(ServerDataSchema, patch, warnOf(source));
  } catch (error) {
    // A hostile argument (a proxy whose traps throw) must not break the page.
    console.warn(`[eb-widgets] ${source} could not be read and was ignored:`, error);
    return;
  }
  // A configuration whose every field was wrong configures nothing: the sample stays.
  if (!SECTIONS.some((section) => carriesValues(valid[section]))) return;
  const previous = configured;
  configured = mergeDeep<Record<string, unknown>>(previous ?? (Object.create(null) as Record<string, unknown>), valid);
  $serverData.set(documentFor(configured, previous));
}

/**
 * The document a page would have with `patch` as its only configuration, without touching the
 * page's: what the server renderer (eb-widgets/ssr) renders with. The same rules as a config
 * block: each wrong field warns and keeps its default; a patch that configures nothing leaves
 * the built-in sample. `path` is the page's, which the browser reads itself: the sample's and a
 * missing `request.path`'s.
 */
export function serverDataDocument(patch: unknown, path: string, source: string): ServerData {
  if (!isPlainObject(patch)) return sampleServerData(path);
  const valid = validateFieldByField(ServerDataSchema, patch, warnOf(source));
  if (!SECTIONS.some((section) => carriesValues(valid[section]))) return sampleServerData(path);
  // Merged into nothing, as the page's first config block is.
  const merged = mergeDeep<Record<string, unknown>>(Object.create(null) as Record<string, unknown>, valid);
  const data = Object.create(null) as Record<Section, unknown>;
  for (const section of SECTIONS) data[section] = withoutPrototype(parseSection(SERVER_DATA_SECTIONS[section], merged[section]));
  // In the browser a missing request.path is the page's own (the schema's default): here, `path`.
  const request = merged.request as { path?: unknown } | undefined;
  if (typeof request?.path !== 'string') data.request = withoutPrototype({ ...(data.request as object), path });
  return data as ServerData;
}

/**
 * What is wrong with a configuration document, field by field (the render service answers a
 * signed-in page's server with them): none when it is an object configuring at least one value
 * and every field is right.
 */
export function serverDataProblems(document: unknown): FieldProblem[] {
  if (!isPlainObject(document)) return [{ path: '', removed: '', message: 'is not a JSON object' }];
  const problems: FieldProblem[] = [];
  const valid = validateFieldByField(ServerDataSchema, document, (problem) => problems.push(problem));
  if (!problems.length && !SECTIONS.some((section) => carriesValues(valid[section]))) {
    problems.push({ path: '', removed: '', message: `configures nothing: none of ${SECTIONS.join(', ')} has a value` });
  }
  return problems;
}

/**
 * `EBWidgets.configure()`: merges more data at any time; every element updates. Each field is
 * checked against the schema: a wrong one gives one warning and keeps its default.
 */
export function configure(patch: ServerDataPatch): void {
  applyConfiguration(patch, 'EBWidgets.configure()');
}

const CONFIG_BLOCK_SELECTOR = 'script[type="application/json"][data-eb-config]';
const readBlocks = new WeakSet<Element>();

function describeBlock(block: Element, index: number): string {
  return block.id ? `data-eb-config block #${block.id}` : `data-eb-config block ${index + 1}`;
}

/**
 * Merges every `<script type="application/json" data-eb-config>` not read yet, in document
 * order. A block that is not a JSON object is reported once and skipped.
 */
export function readConfigBlocks(root: ParentNode = document): void {
  root.querySelectorAll(CONFIG_BLOCK_SELECTOR).forEach((block, index) => {
    if (readBlocks.has(block)) return;
    readBlocks.add(block);
    let patch: unknown;
    try {
      patch = JSON.parse(block.textContent ?? '');
    } catch (error) {
      console.error(`[eb-widgets] ${describeBlock(block, index)} is not valid JSON and was ignored:`, error);
      return;
    }
    if (!isPlainObject(patch)) {
      console.error(`[eb-widgets] ${describeBlock(block, index)} must hold a JSON object and was ignored.`);
      return;
    }
    applyConfiguration(patch, describeBlock(block, index));
  });
}

/** Puts the document back to the built-in sample; for tests. */
export function resetServerData(): void {
  configured = undefined;
  $serverData.set(sampleServerData(currentPath()));
}
