import { Spin } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetDatabaseRelatedObjectsQuery, type DatabaseListItem } from '../../api/databases';
import { errorText } from '../../api/errors';
import { DeleteModal } from '../../components/DeleteModal';
import type { DeleteDialogProps } from '../../components/ResourceList';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The warning of a database delete, with the objects that would break (Superset's wording). */
export function relatedObjectsText(
  name: string,
  related: { charts: number; dashboards: number; tabs: number },
): string {
  return (
    `The database ${name} is linked to ${plural(related.charts, 'chart')} that appear on ` +
    `${plural(related.dashboards, 'dashboard')} and users have ${plural(related.tabs, 'SQL Lab tab')} ` +
    'using this database open. Are you sure you want to continue? Deleting the database will break those objects.'
  );
}

/** Confirms deleting a database after counting the charts, dashboards and SQL Lab tabs using it. */
export function DatabaseDeleteModal({ items, onConfirm, onHide }: DeleteDialogProps<DatabaseListItem>) {
  const database = items?.[0] ?? null;
  const related = useGetDatabaseRelatedObjectsQuery(database ? database.id : skipToken);
  const description = !database ? null : related.data ? (
    <span data-test="database-related-objects">
      {relatedObjectsText(database.database_name, {
        charts: related.data.charts.count,
        dashboards: related.data.dashboards.count,
        tabs: related.data.sqllab_tab_states.count,
      })}
    </span>
  ) : related.error ? (
    <span>
      Are you sure you want to delete {database.database_name}? ({errorText(related.error)})
    </span>
  ) : (
    <Spin size="small" />
  );
  return (
    <DeleteModal
      open={database !== null}
      title="Delete Database?"
      description={description}
      onConfirm={() => database && onConfirm([database])}
      onHide={onHide}
    />
  );
}
