/** The validate_expression handler: input, access, the fragment gate, then a trial run of one row. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccessDenied, DomainError } from '../../domain-errors.js';
import { EngineError } from '../../engines/errors.js';
import { runChartData, type ChartDataDeps } from '../../query/chart-data.js';
import { CompileError } from '../../query/compile.js';
import { Timing } from '../../query/timing.js';
import { canReadDatasource, isTableType } from '../../security/access/dataset.js';
import { SqlExpressionError } from '../../sql-safety/fragment.js';
import { fragmentProblem } from '../../sql-safety/fragment-problem.js';
import { badRequest, notFound } from '../errors.js';
import { pathPk } from '../path-params.js';

const EXPRESSION_TYPES = ['column', 'metric', 'where', 'having'] as const;
type ExpressionType = (typeof EXPRESSION_TYPES)[number];

export interface ExpressionError {
  message: string;
  line_number?: number;
  start_column?: number;
  end_column?: number;
}

const bodySchema = z.object({
  expression: z.unknown().optional(),
  expression_type: z.unknown().optional(),
  clause: z.unknown().optional(),
});

/** Superset's checks and messages: the expression is required, its type one of four. */
function parseBody(raw: unknown): { expression: string; type: ExpressionType } {
  const body = bodySchema.safeParse(raw ?? {});
  if (!body.success) throw badRequest('Request body must be a JSON object');
  const { expression, expression_type: type = 'where' } = body.data;
  if (typeof expression !== 'string' || expression === '') throw badRequest('Expression is required');
  if (!EXPRESSION_TYPES.includes(type as ExpressionType)) {
    throw badRequest(
      `Invalid expression type: ${String(type)}. Valid types are: ${EXPRESSION_TYPES.join(', ')}`,
    );
  }
  return { expression, type: type as ExpressionType };
}

/** 1-based line and column of `offset` in `text`. */
function position(text: string, offset: number): Required<Omit<ExpressionError, 'message'>> {
  const before = text.slice(0, offset).split('\n');
  const column = before[before.length - 1]!.length + 1;
  return { line_number: before.length, start_column: column, end_column: column };
}

/** One query object that uses the expression as explore would, reading at most one row. */
function trialQuery(expression: string, type: ExpressionType): Record<string, unknown> {
  const sql = (label: string) => ({ expressionType: 'SQL', sqlExpression: expression, label });
  const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' };
  const base = { row_limit: 1, orderby: [] };
  if (type === 'column') return { ...base, columns: [sql('expression')], metrics: [] };
  if (type === 'metric') return { ...base, columns: [], metrics: [sql('expression')] };
  if (type === 'where') return { ...base, columns: [], metrics: [count], extras: { where: expression } };
  return { ...base, columns: [], metrics: [count], extras: { having: expression } };
}

const isQueryError = (err: unknown) =>
  err instanceof EngineError ||
  err instanceof CompileError ||
  err instanceof SqlExpressionError ||
  (err instanceof DomainError && !(err instanceof AccessDenied));

export const validateExpression =
  (deps: ChartDataDeps) =>
  async (request: FastifyRequest): Promise<{ result: ExpressionError[] }> => {
    const { datasource_type: type } = request.params as { datasource_type: string };
    if (!isTableType(type)) throw badRequest(`Invalid datasource type: ${type}`);
    const id = pathPk(request, 'datasource_id', 'Datasource does not exist');
    const { expression, type: expressionType } = parseBody(request.body);
    const loaded = await deps.datasources.get(id);
    const readable =
      loaded !== null &&
      canReadDatasource(request.user!, {
        database: loaded.database,
        schema: loaded.datasource.schema,
        catalog: loaded.datasource.catalog,
        dataset: { id: loaded.datasource.id, table_name: loaded.datasource.table_name },
        ownerIds: loaded.ownerIds,
      });
    // A dataset the user may not read is answered as a missing one.
    if (!loaded || !readable) throw notFound('Datasource does not exist');
    const { family } = await deps.connections.connectorFor(loaded.database.id);
    const problem = fragmentProblem(expression, family);
    if (problem) {
      const at = problem.offset === null ? {} : position(expression, problem.offset);
      return { result: [{ message: problem.message, ...at }] };
    }
    const context = {
      datasource: { id, type: 'table' },
      queries: [trialQuery(expression, expressionType)],
      result_type: 'full',
      result_format: 'json',
    };
    try {
      await runChartData(deps, request.user!, context, new Timing(), { force: true });
    } catch (err) {
      if (!isQueryError(err)) throw err;
      return { result: [{ message: (err as Error).message }] };
    }
    return { result: [] };
  };
