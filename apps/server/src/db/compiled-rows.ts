import { Column, is, SQL } from 'drizzle-orm';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
interface SelectedField {
  path: string[];
  field: unknown;
}
/** What Drizzle's prepared query keeps of its selection, and the hook it maps rows through. */
interface PreparedInternals {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** A column type whose driver value is already its value (text, uuid, boolean): nothing to decode. */
const IS_PASSED_THROUGH = Column.prototype.mapFromDriverValue;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const expression = is(field, SQL) ? field : (field as { sql: SQL }).sql;
  return (expression as unknown as { decoder: Decoder }).decoder;
}

/**
 * A hot prepared statement's rows mapped by a function written for its columns, instead of
 * Drizzle's general mapper, which for every cell of every row asks what kind of field it is and
 * walks its path: 90–100 µs for a page of 20 tickets against 30 µs (most of it parsing the
 * timestamps), measured on this machine. The result is the same object, field for field; a
 * selection with nested objects keeps Drizzle's mapper.
 */
export function withCompiledRows<Prepared>(prepared: Prepared): Prepared {
  const internals = prepared as unknown as PreparedInternals;
  const fields = internals.fields;
  if (!fields || fields.some(({ path }) => path.length !== 1)) return prepared;
  const decoders = fields.map(({ field }) => decoderOf(field));
  const properties = fields.map(({ path }, index) => {
    const value = `row[${index}]`;
    const decoded =
      decoders[index]?.mapFromDriverValue === IS_PASSED_THROUGH
        ? value
        : `${value} === null ? null : decoders[${index}].mapFromDriverValue(${value})`;
    return `${JSON.stringify(path[0])}: ${decoded}`;
  });
  // One object literal: every row gets the same shape at once, which V8 reads fastest afterwards.
  const mapRow = new Function('decoders', `return (row) => ({ ${properties.join(', ')} });`)(decoders) as (
    row: unknown[],
  ) => unknown;
  internals.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}
