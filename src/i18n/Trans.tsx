import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

// The `<Trans>` every `<Trans>` and `<Plural>` macro of the library compiles to
// (lingui.config.js, runtimeConfigModule). Lingui's own puts string values into the translated
// text and then parses that text for tags, so a value `<b>bold</b>` or `<0>x</0>` lost its tags.
// Here each string value goes in as a React text node instead: shown exactly as given.

const asText = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? <>{value}</> : value]));

export function Trans({ values, ...props }: TransProps) {
  return <LinguiTrans {...props} values={values && asText(values)} />;
}
