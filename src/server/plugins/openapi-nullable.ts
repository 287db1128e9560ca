type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** OpenAPI 3.0 has no null type: the schema that accepts null and nothing else (as @fastify/swagger writes it). */
const onlyNull = () => ({ type: 'object', nullable: true, enum: [null] });

/**
 * OpenAPI 3.0.3: `nullable: true` adds null "only if `type` is explicitly defined within the
 * same Schema Object". zod's 3.0 target puts it beside an `anyOf` when a union holds null
 * (`z.union([z.number(), z.string(), z.null()])`), where a 3.0 reader would refuse null. Each
 * such schema is rewritten, in place, so null is allowed where a 3.0 reader looks for it: on a
 * typed member of the union, else as a member of its own.
 */
export function nullableBesideType(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(nullableBesideType);
    return;
  }
  if (!isNode(value)) return;
  Object.values(value).forEach(nullableBesideType);
  if (value.nullable !== true || 'type' in value) return;
  delete value.nullable;
  const union = Array.isArray(value.anyOf) ? value.anyOf : value.oneOf;
  if (Array.isArray(union)) {
    const typed = union.find((m): m is Node => isNode(m) && 'type' in m && !('$ref' in m));
    if (typed) typed.nullable = true;
    else union.push(onlyNull());
    return;
  }
  // A `$ref` or an `allOf`: its siblings are not read, so the whole becomes one of two.
  const whole = { ...value };
  for (const key of Object.keys(value)) delete value[key];
  value.anyOf = [whole, onlyNull()];
}
