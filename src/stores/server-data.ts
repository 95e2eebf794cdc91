import { atom, computed } from 'nanostores';
import { isPlainObject } from '../lib/case-conversion';
import { mergeDeep } from '../lib/merge-deep';
import { currentPath } from '../platform/browser';
import { sampleServerData } from './sample-server-data';
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

/** `EBWidgets.configure()`: merges more data at any time; every element updates. */
export function configure(patch: ServerDataPatch): void {
  if (!isPlainObject(patch)) {
    console.error('[eb-widgets] EBWidgets.configure() expects an object; it was given', patch);
    return;
  }
  $serverData.set(mergeDeep($serverData.get(), patch));
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
    configure(patch as ServerDataPatch);
  });
}

/** Puts the document back to the built-in sample; for tests. */
export function resetServerData(): void {
  $serverData.set(sampleServerData(currentPath()));
}
