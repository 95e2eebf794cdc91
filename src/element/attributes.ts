// How an element's attributes become props (API.md §3). r2wc's own transforms ignore an empty
// or removed attribute and throw on malformed JSON, so the wrapper parses attributes here.

/** `'boolean'`, `'string'`, `'number'`, `'json'`, or the list of values a string may take. */
export type AttributeType = 'boolean' | 'string' | 'number' | 'json' | readonly string[];

export type AttributeMap = Readonly<Record<string, AttributeType>>;

/** `hideMarketing` -> `hide-marketing`. */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export type Warn = (problem: string) => void;

/**
 * The prop value for an attribute's text (`null` when the attribute is absent). Absent means
 * the default (undefined), except for booleans, where absent is false. A value that does not
 * parse is reported through `warn` and also gives the default.
 */
export function parseAttribute(type: AttributeType, text: string | null, warn: Warn): unknown {
  if (type === 'boolean') return text !== null;
  if (text === null) return undefined;
  if (type === 'string') return text;
  if (type === 'number') {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) {
      warn(`is not a number (${JSON.stringify(text)})`);
      return undefined;
    }
    return value;
  }
  if (type === 'json') {
    try {
      return JSON.parse(text);
    } catch {
      // What a framework writes when it sets an object as an attribute, before the tag is defined.
      if (text.startsWith('[object ')) warn(`is ${JSON.stringify(text)}: an object was written as text; set the property instead (in React, through eb-widgets/react)`);
      else warn('is not valid JSON');
      return undefined;
    }
  }
  if (!type.includes(text)) {
    warn(`must be one of ${type.map((value) => `"${value}"`).join(', ')} (was ${JSON.stringify(text)})`);
    return undefined;
  }
  return text;
}
