import type { I18n, MessageDescriptor, MessageOptions } from '@lingui/core';

// Values put into a message are shown exactly as given. Lingui runs its escape decoding
// (`\u003c` -> `<`) over the whole formatted message, the values in it included, so each
// string value goes in as a placeholder and comes back in after formatting, untouched.
// (Tags in values are the other half: see Trans.tsx.)

const PLACEHOLDER = /\uE000(\d+)\uE001/g;

type Values = Record<string, unknown>;

/** Names the compiled message uses as plural, select or format arguments: those need the real value. */
function formattedArguments(tokens: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return names;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, type, format] = token as [unknown, unknown, unknown];
    if (typeof name === 'string' && type !== undefined) names.add(name);
    if (format && typeof format === 'object') for (const branch of Object.values(format)) formattedArguments(branch, names);
  }
  return names;
}

/** formattedArguments, once per compiled message: a message is formatted at every render that shows it. */
const argumentsOf = new WeakMap<object, Set<string>>();
function formattedArgumentsOf(tokens: unknown): Set<string> {
  if (!tokens || typeof tokens !== 'object') return formattedArguments(tokens);
  let names = argumentsOf.get(tokens);
  if (!names) argumentsOf.set(tokens, (names = formattedArguments(tokens)));
  return names;
}

/** Makes `i18n._` and `i18n.t` (what `t`, `msg` and `<Trans>` end in) keep string values verbatim. */
export function withVerbatimValues(i18n: I18n): I18n {
  const translate = i18n._.bind(i18n) as (id: string | MessageDescriptor, values?: Values, options?: MessageOptions) => string;
  const verbatim = (id: string | MessageDescriptor, values?: Values, options?: MessageOptions): string => {
    const descriptor = typeof id === 'string' ? undefined : id;
    const given = descriptor ? descriptor.values : values;
    if (!given) return translate(id, values, options);
    const formatted = formattedArgumentsOf(i18n.messages[descriptor ? descriptor.id : (id as string)]);
    const texts: string[] = [];
    const guarded: Values = {};
    for (const [name, value] of Object.entries(given)) {
      guarded[name] = typeof value === 'string' && !formatted.has(name) ? `\uE000${texts.push(value) - 1}\uE001` : value;
    }
    const result = descriptor ? translate({ ...descriptor, values: guarded }) : translate(id, guarded, options);
    return texts.length ? result.replace(PLACEHOLDER, (placeholder, index: string) => texts[Number(index)] ?? placeholder) : result;
  };
  i18n._ = verbatim;
  i18n.t = verbatim;
  return i18n;
}
