import { expect } from 'chai';
import * as v from 'valibot';
import { type Introspected, shape, unwrapped } from '../test-support/schema';
import { ServerDataSchema } from './server-data-schema';

// The README's table of configuration fields is checked against the schema: every field listed,
// none extra, each with the type and default the schema gives.

function typeOf(schema: Introspected): string {
  const inner = shape(schema);
  switch (inner.type) {
    case 'optional':
      return typeOf(inner.wrapped!);
    case 'nullable':
      return `${typeOf(inner.wrapped!)} \\| null`;
    case 'array':
      return `${typeOf(inner.item!)}[]`;
    case 'record':
      return `Record<string, ${typeOf(inner.value!)}>`;
    case 'picklist':
      return inner.options!.map((option) => JSON.stringify(option)).join(' \\| ');
    default:
      return inner.type;
  }
}

function defaultOf(entry: Introspected): string {
  if (entry.type !== 'optional') return 'required';
  const note = v.getDescription(entry.wrapped as unknown as v.GenericSchema);
  if (note) return note;
  if (entry.default === undefined) return '—';
  return `\`${JSON.stringify(entry.default)}\``;
}

/** The object a field holds, if any: its own fields are listed under it. */
function nested(entry: Introspected): { schema: Introspected; suffix: string } | undefined {
  const inner = unwrapped(entry);
  if (inner.type === 'object') return { schema: inner, suffix: '' };
  if (inner.type === 'array' && shape(inner.item!).type === 'object') return { schema: shape(inner.item!), suffix: '[]' };
  return undefined;
}

function tableRows(schema: Introspected, prefix = ''): string[] {
  return Object.entries(shape(schema).entries!).flatMap(([key, entry]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = nested(entry);
    return [`| \`${path}\` | \`${typeOf(entry)}\` | ${defaultOf(entry)} |`, ...(inner ? tableRows(inner.schema, `${path}${inner.suffix}`) : [])];
  });
}

const START = '<!-- configuration-fields:start -->';
const END = '<!-- configuration-fields:end -->';

describe('README: the configuration fields', () => {
  it('the README lists every configuration field of the schema with its type and default, and no other', async () => {
    const readme = await (await fetch('/README.md')).text();
    expect(readme).to.contain(START).and.contain(END);
    const listed = readme
      .slice(readme.indexOf(START) + START.length, readme.indexOf(END))
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const expected = tableRows(shape(ServerDataSchema));
    expect(expected.length).to.be.greaterThan(60);
    expect(listed, `README.md, between the markers, should list:\n${expected.join('\n')}\n`).to.deep.equal(expected);
  });
});
