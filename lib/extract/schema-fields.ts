/** The field names a schema asks for (its top-level keys), for query-aware conversion. */
export function schemaFields(schema: Record<string, unknown> | null | undefined): string[] {
  const properties = schema?.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}
