/**
 * Plain-language readings of the SDK's validation errors. The SDK's own text is always shown as it is; this
 * adds a sentence a reader can act on. Keyed on ajv's error keywords and the SDK's own messages.
 */
import type {SchemaError} from './sdk';

const field = (error: SchemaError): string => {
  const steps = error.instancePath.split('/').filter(Boolean);
  return steps.length ? `\`${steps.join('.')}\`` : 'the condition';
};

export function explainSchemaError(error: SchemaError): string {
  const params = error.params ?? {};
  switch (error.keyword) {
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? (params.allowedValues as unknown[]) : [];
      const list = allowed.length > 12 ? `${allowed.length} names; the chain list above has the SDK's` : allowed.map((v) => JSON.stringify(v)).join(', ');
      return `${field(error)} has a value the schema does not list. Allowed: ${list}.`;
    }
    case 'required':
      return `${field(error)} lacks the field \`${String(params.missingProperty)}\`, which this kind of condition must have (even when it is empty, as "").`;
    case 'additionalProperties':
      return `${field(error)} has a field the schema does not allow: \`${String(params.additionalProperty)}\`. Check its spelling, or whether it belongs to another kind of condition.`;
    case 'type':
      return `${field(error)} must be of type ${String(params.type)}.`;
    case 'const':
      return `${field(error)} must be exactly ${JSON.stringify(params.allowedValue)}.`;
    default:
      return `${field(error)}: ${error.message ?? error.keyword}.`;
  }
}

/** For SDK errors that carry no schema errors. */
export function explainMessage(message: string): string | undefined {
  if (/Missing schema to validate condition type/.test(message)) {
    return 'Every item of a unified set (and every Cosmos condition) needs "conditionType": "evmBasic", "evmContract", "solRpc" or "cosmos", so the SDK knows which schema applies.';
  }
  if (/Cannot (use 'in' operator|read properties)/.test(message)) {
    return 'The SDK stopped on an entry it could not read as a condition, before any schema check.';
  }
  return undefined;
}
