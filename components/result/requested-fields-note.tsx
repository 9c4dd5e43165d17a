import { missingFields } from '@/lib/ui/requested-fields';

/** "upc: not on this page": the requested fields the result holds no value for, said rather than dropped. */
export function RequestedFieldsNote({
  result,
  schema,
}: {
  result: unknown;
  schema: unknown;
}): React.JSX.Element | null {
  const missing = missingFields(result, schema);
  if (missing.length === 0) return null;
  return (
    <p className="check-warn small" role="status" data-testid="missing-fields">
      {missing.map((field) => `${field}: not on this page`).join(' · ')}
    </p>
  );
}
