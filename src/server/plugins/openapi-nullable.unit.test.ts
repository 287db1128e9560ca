import { describe, expect, it } from 'vitest';
import { nullableBesideType } from './openapi-nullable';

const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

describe('nullableBesideType', () => {
  it('moves `nullable` onto the typed member of a union, at any depth', () => {
    const doc = {
      properties: {
        years: { anyOf: [{ type: 'number' }, { type: 'string' }], nullable: true },
      },
    };
    nullableBesideType(doc);
    expect(doc.properties.years).toEqual({
      anyOf: [{ type: 'number', nullable: true }, { type: 'string' }],
    });
  });

  it('adds a null member to a union of references', () => {
    const schema = { oneOf: [{ $ref: '#/components/schemas/A' }], nullable: true };
    nullableBesideType(schema);
    expect(schema).toEqual({ oneOf: [{ $ref: '#/components/schemas/A' }, NULL_ONLY] });
  });

  it('makes a nullable reference one of the reference and null', () => {
    const schema = { items: { $ref: '#/components/schemas/A', nullable: true } };
    nullableBesideType(schema);
    expect(schema.items).toEqual({ anyOf: [{ $ref: '#/components/schemas/A' }, NULL_ONLY] });
  });

  it('leaves a nullable type, and a property named `nullable`, as they are', () => {
    const schema = {
      type: 'object',
      properties: { nullable: { type: 'boolean' }, name: { type: 'string', nullable: true } },
    };
    const before = structuredClone(schema);
    nullableBesideType(schema);
    expect(schema).toEqual(before);
  });
});
