import type { Messages } from '@lingui/core';

// en_US, the source language, renders without a catalog to fetch (spec 000 §4). Its messages
// come with the code that shows them: the build ends each module that uses a message with a call
// that adds that module's messages here (rollup.config.mjs, `sourceMessages`), so a page carries
// the English of the elements it has, not of all five. Lingui keeps this very object as the
// en_US messages, so what a module adds is there before it renders, without a re-render.

/** The en_US messages of every module loaded so far. */
export const sourceMessages: Messages = {};

/** Called by the build at the end of a module, with the en_US messages that module uses. */
export function addSourceMessages(messages: Messages): void {
  Object.assign(sourceMessages, messages);
}
