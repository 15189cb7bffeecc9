/**
 * After a CREATE TABLE AS / CREATE VIEW AS query: Superset's notice that the table or view was
 * created, with "Query in a new tab" opening `SELECT * FROM` it on the same database.
 */
import { Alert, Button } from 'antd';
import { useSqlLab } from '../state/SqlLabContext';
import type { Query } from '../state/types';

/** `schema.table`, or the table alone without a schema. */
export const ctasTarget = (schema: string | null | undefined, table: string) =>
  `${schema ? `${schema}.` : ''}${table}`;

export function CtasNotice({ query }: { query: Query }) {
  const { tabs } = useSqlLab();
  const table = query.tempTable ?? '';
  const target = ctasTarget(query.tempSchema, table);
  const object = query.ctas_method === 'VIEW' ? 'View' : 'Table';
  const openSelectStar = () =>
    void tabs.add({
      name: table,
      dbId: query.dbId,
      catalog: query.catalog,
      schema: query.schema,
      sql: `SELECT * FROM ${target}`,
    });
  return (
    <Alert
      type="info"
      data-test="ctas-notice"
      title={
        <span>
          {object} [<strong>{target}</strong>] was created &nbsp;
          <Button size="small" onClick={openSelectStar} data-test="ctas-query-new-tab">
            Query in a new tab
          </Button>
        </span>
      }
    />
  );
}
