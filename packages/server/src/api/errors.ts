/**
 * Error answers in Superset's envelopes: `{message}` for simple errors, `{message: {field: [..]}}` for
 * payload validation. Bad input is 400 naming the field; anything unexpected is logged and is a 500
 * without internals. The domain errors thrown below the API get their status here and only here.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { InvalidPostProcessingError, QueryValidationError, TimeRangeParseError } from '@meridian/core';
import { ZodError } from 'zod';
import { AccessDenied, Conflict, DomainError, Invalid, NotFound } from '../domain-errors.js';
import { EngineError, ErrorType } from '../engines/errors.js';
import { CompileError } from '../query/compile.js';
import { SqlExpressionError } from '../sql-safety/fragment.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

/** `{field: [messages]}` from zod issues; the root is called `_schema`, as marshmallow does. */
export function fieldErrors(error: ZodError, prefix?: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_schema';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The status of a domain error: its own when Superset uses an unusual one, else its kind's. */
export function domainStatus(error: DomainError): number {
  if (error.status !== undefined) return error.status;
  if (error instanceof NotFound) return 404;
  if (error instanceof AccessDenied) return 403;
  if (error instanceof Invalid) return 400;
  if (error instanceof Conflict) return 409;
  return 500;
}

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.body ?? { message: error.message });
    }
    if (error instanceof DomainError) {
      return reply.code(domainStatus(error)).send(error.body ?? { message: error.message });
    }
    if (error instanceof ZodError) return reply.code(400).send({ message: fieldErrors(error) });
    if (error instanceof QueryValidationError) {
      const message: Record<string, string[]> = {};
      for (const issue of error.issues) (message[issue.path || '_schema'] ??= []).push(issue.message);
      return reply.code(400).send({ message });
    }
    if (
      error instanceof CompileError ||
      error instanceof SqlExpressionError ||
      error instanceof InvalidPostProcessingError ||
      error instanceof TimeRangeParseError
    ) {
      return reply.code(400).send({ message: error.message });
    }
    if (error instanceof EngineError) {
      // Superset's envelope; a timeout is 408 so clients can tell it from a bad query.
      const status = error.errorType === ErrorType.CONNECTION_DATABASE_TIMEOUT ? 408 : 400;
      return reply.code(status).send({ message: error.message, errors: [error.toJSON()] });
    }
    if ('validation' in error && error.validation) {
      const message: Record<string, string[]> = {};
      for (const item of error.validation as ValidationItem[]) {
        const path =
          item.params?.issue?.path?.map(String).join('.') ??
          item.instancePath?.replace(/^\//, '').replace(/\//g, '.');
        const key = path || error.validationContext || '_schema';
        (message[key] ??= []).push(item.params?.issue?.message ?? item.message ?? 'Invalid value');
      }
      return reply.code(400).send({ message });
    }
    const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    return reply.code(status).send({ message: error.message });
  });
}
