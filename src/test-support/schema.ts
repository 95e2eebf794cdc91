// Reading the configuration schema's structure in tests (README table, property test, pollution).

export interface Introspected {
  kind: string;
  type: string;
  wrapped?: Introspected;
  default?: unknown;
  pipe?: Introspected[];
  entries?: Record<string, Introspected>;
  item?: Introspected;
  value?: Introspected;
  /** A picklist's values. */
  options?: readonly unknown[];
}

/** The schema that gives the shape: in a pipe, its last schema (object() is a check, then the object). */
export function shape(schema: unknown): Introspected {
  const introspected = schema as Introspected;
  if (!introspected.pipe) return introspected;
  const schemas = introspected.pipe.filter((item) => item.kind === 'schema');
  const last = schemas[schemas.length - 1];
  return last === introspected ? introspected : shape(last);
}

/** The shape under any optional() and nullable(). */
export function unwrapped(schema: unknown): Introspected {
  let inner = shape(schema);
  while (inner.type === 'optional' || inner.type === 'nullable') inner = shape(inner.wrapped);
  return inner;
}

/** Every key that names a field anywhere in the document. */
export function fieldNames(schema: unknown, names = new Set<string>()): Set<string> {
  const inner = unwrapped(schema);
  if (inner.type === 'object') {
    for (const [key, entry] of Object.entries(inner.entries!)) {
      names.add(key);
      fieldNames(entry, names);
    }
  }
  if (inner.type === 'array') fieldNames(inner.item, names);
  if (inner.type === 'record') fieldNames(inner.value, names);
  return names;
}
