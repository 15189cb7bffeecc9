/**
 * Explore's unsaved state: `POST/PUT/GET/DELETE /api/v1/explore/form_data[/{key}]`; the rules are in
 * services/explore/form-data.ts.
 */
import { formDataBodySchema } from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../domain-errors.js';
import {
  createFormData,
  deleteFormData,
  readFormData,
  updateFormData,
} from '../../services/explore/form-data.js';
import { validated } from '../list-query.js';

export const keyParam = (request: FastifyRequest) => (request.params as { key: string }).key;

export const postFormData = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const body = validated(formDataBodySchema, request.body ?? {}, '');
  const key = await createFormData(ctx, request.user!, body);
  return reply.code(201).send({ key });
};

export const getFormData = (ctx: AppContext) => async (request: FastifyRequest) => {
  const formData = await readFormData(ctx, request.user!, keyParam(request));
  if (formData === null) throw new NotFound('Not found');
  return { form_data: formData };
};

export const putFormData = (ctx: AppContext) => async (request: FastifyRequest) => {
  const key = keyParam(request);
  const body = validated(formDataBodySchema, request.body ?? {}, '');
  await updateFormData(ctx, request.user!, key, body);
  return { key };
};

export const deleteFormDataKey = (ctx: AppContext) => async (request: FastifyRequest) => {
  await deleteFormData(ctx, request.user!, keyParam(request));
  return { message: 'Deleted successfully' };
};
