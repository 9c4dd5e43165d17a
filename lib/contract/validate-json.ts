import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';

export type { OutputUnit as SchemaError };

/**
 * Checks a value against a JSON Schema (draft 2020-12) with an interpreter, not generated code:
 * MV3's content security policy forbids eval. Every caller goes through here so the draft and
 * the "report all errors" choice are made once. Throws when the schema itself cannot be applied
 * (a broken `$ref`, say); callers decide what that means for them.
 */
export function validateJson(
  schema: Record<string, unknown>,
  value: unknown,
): { valid: boolean; errors: OutputUnit[] } {
  return new Validator(schema as Schema, '2020-12', false).validate(value);
}
