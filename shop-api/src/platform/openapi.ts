import type { FastifyPluginAsync } from 'fastify';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { CACHE_REVALIDATE } from '@storefront/server-kit/http/static-files';
import { getOpenApiDocument } from '@storefront/shared/platform/operations';
import { openApiPath, type Operation } from '@storefront/shared/platform/api';
import { FEATURE_DISABLED } from '@storefront/server-kit/tenants/feature-gates';
import { registeredOperations } from '@storefront/server-kit/operations/operation-routes';
import { operationRouter } from './operation-router';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema: requests as the client sends them (input), answers as they arrive (output). */
function jsonSchema(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  delete converted['$schema'];
  return converted;
}

function queryParameters(schema: $ZodType): JsonSchema[] {
  const converted = jsonSchema(schema, 'input');
  const properties = (converted['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((converted['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(property['type'] === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['errorCode', 'message'],
  properties: {
    errorCode: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
    message: { type: 'string' },
    customPayload: { type: 'object', additionalProperties: true },
  },
};

/** An error answer: the backend's one error body, { errorCode, message, customPayload? } (doc 1 §8). */
function errorResponse(description: string): JsonSchema {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}

function operationObject(operation: Operation): JsonSchema {
  const status = String(operation.status ?? 200);
  const mutating = operation.method !== 'GET';
  const params = [...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const parameters = [
    ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(operation.query ? queryParameters(operation.query) : []),
    ...(mutating && operation.path !== '/api/csrf'
      ? [
          { name: 'X-XSRF-TOKEN', in: 'header', required: true, schema: { type: 'string' }, description: 'The XSRF-TOKEN cookie (doc 1 §7)' },
          { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 200 }, description: 'A repeat answers the first response' },
        ]
      : []),
  ];
  const success: JsonSchema =
    operation.status === 204
      ? { description: operation.summary }
      : {
          description: operation.summary,
          content: { [operation.responseMediaType ?? 'application/json']: { schema: jsonSchema(operation.response, 'input') } },
        };
  const errors: Record<string, JsonSchema> = { '400': errorResponse('Bad input: customPayload.issues names each field') };
  if (operation.customer) errors['401'] = errorResponse('No session');
  if (mutating) errors['403'] = errorResponse('Missing or wrong XSRF token');
  if (operation.features.length > 0) {
    const flags = operation.features.map((need) => (typeof need === 'string' ? need : need.join(' or '))).join(' and ');
    errors['404'] = errorResponse(`${FEATURE_DISABLED} (customPayload.feature) unless the tenant has switched on ${flags}`);
  }
  return {
    summary: operation.summary,
    ...(operation.alwaysAvailable ? { description: `Available in every shop: ${operation.alwaysAvailable}.` } : {}),
    tags: [operation.domain],
    operationId: `${operation.method.toLowerCase()} ${operation.path}`,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: { [operation.bodyMediaType ?? 'application/json']: { schema: jsonSchema(operation.body, 'input') } } } }
      : {}),
    responses: { [status]: success, ...errors },
  };
}

/** The OpenAPI 3.1 document of the given operations, generated from their zod schemas. */
export function openApiDocument(operations: readonly Operation[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront API',
      version: '1.0.0',
      description:
        'The reference storefront API (doc 1 §7, doc 2 §7). Errors are { errorCode, message, customPayload? } (doc 1 §8). ' +
        'Mutating calls need the X-XSRF-TOKEN header; Idempotency-Key makes a retry safe.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(operations.map((operation) => operation.domain))].map((name) => ({ name })),
    paths,
    components: { schemas: { Error: ERROR_BODY } },
  };
}

/**
 * GET /api/openapi.json: the document of every operation the shop API
 * registered, built at the first request, once every route is registered.
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  let document: JsonSchema | undefined;
  operationRouter(app)(getOpenApiDocument, async (_input, _request, reply) => {
    document ??= openApiDocument(registeredOperations(app));
    reply.header('cache-control', CACHE_REVALIDATE);
    return document;
  });
};
