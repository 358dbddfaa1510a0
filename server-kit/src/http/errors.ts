import type { FastifyError, FastifyInstance } from 'fastify';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';

/** The backend's one error body (doc 1 §8): errorCode, message, optional customPayload. */
export interface BackendErrorBody {
  /** A name (`validation`), or a number where the spec gives one (wallet 1000–1014, loyalty 10048, doc 2 §8). */
  errorCode: string | number;
  message: string;
  customPayload?: Record<string, unknown>;
}

/** An expected failure a handler throws; the error handler turns it into its status and body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string | number,
    message: string,
    readonly customPayload?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): BackendErrorBody {
    return {
      errorCode: this.errorCode,
      message: this.message,
      ...(this.customPayload ? { customPayload: this.customPayload } : {}),
    };
  }
}

export interface ValidationIssue {
  path: string;
  message: string;
}

/** The 400 `validation` answer naming each bad field; parseInput's, and that of every check a schema cannot make. */
export function validationError(issues: ValidationIssue[]): HttpError {
  return new HttpError(400, 'validation', 'Invalid request', { issues });
}

/** A 400 `validation` answer for one bad field. */
export function invalidField(path: string, message: string): HttpError {
  return validationError([{ path, message }]);
}

/**
 * Parses request input (body, query, params) with its zod schema. Bad input is
 * a 400 naming each bad field, never a 500 further down.
 */
export function parseInput<S extends $ZodType>(schema: S, value: unknown): output<S> {
  // Any zod 4 schema: the backend's own (classic) and the shared ones (zod/mini).
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

export function notFound(errorCode: string, message: string): HttpError {
  return new HttpError(404, errorCode, message);
}

/** Error codes for the HTTP-level failures Fastify itself reports before a handler runs. */
const FRAMEWORK_ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'validation',
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
};

/**
 * Every error leaves in the backend's error body (doc 1 §8). Expected errors
 * keep their status; anything unexpected is logged and answered with a 500
 * that reveals nothing about the cause.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // A cache policy set for the file that was about to be sent must not stick to the error.
    reply.removeHeader('cache-control');
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.body());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const errorCode = FRAMEWORK_ERROR_CODES[status] ?? 'badRequest';
      const body: BackendErrorBody =
        errorCode === 'validation'
          ? validationError([{ path: '', message: error.message }]).body()
          : { errorCode, message: error.message };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ errorCode: 'internal', message: 'Internal server error' } satisfies BackendErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.removeHeader('cache-control');
    return reply.code(404).send({ errorCode: 'notFound', message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
