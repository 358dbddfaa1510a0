// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import * as content from './index';
import type { Operation } from '../platform/api/operation';
import { fieldTableDifferences } from '../platform/validation/field-probe.test-support';
import { CONTENT_FIELDS } from './fields';

/** The bodies and queries of every operation of the content domain, by export name. */
function operationSchemas(): Record<string, $ZodType> {
  const schemas: Record<string, $ZodType> = {};
  for (const [name, value] of Object.entries(content as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null || !('method' in value && 'path' in value && 'response' in value)) continue;
    const operation = value as Operation;
    if (operation.body) schemas[`${name} body`] = operation.body;
    if (operation.query) schemas[`${name} query`] = operation.query;
  }
  return schemas;
}

describe('the content field table: the contact form and the questionnaire check a person field as the table does', () => {
  it('holds for every content operation and the contact form schemas', async () => {
    const schemas = {
      ...operationSchemas(),
      'contact form': content.contactFormSchema,
      'contact form block': content.contactFormBlockSchema,
    };
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['submitContactForm body', 'submitQuestionnaire body']));
    expect(await fieldTableDifferences(schemas, CONTENT_FIELDS)).toEqual([]);
  });
});
