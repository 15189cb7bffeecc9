/** The initial metadata schema: every entity of the spec (see schema.ts for the row types). */
import type { Kysely } from 'kysely';
import type { TableHelper } from './builder.js';

type Db = Kysely<unknown>;

async function security(db: Db, h: TableHelper) {
  await h
    .table(db, 'ab_user')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password', 'text')
    .$call((t) => h.bool(t, 'active', 1))
    .addColumn('last_login', 'text')
    .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fail_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .execute();
  await h
    .table(db, 'ab_role')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await h
    .table(db, 'ab_permission')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await h
    .table(db, 'ab_view_menu')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await h
    .table(db, 'ab_permission_view')
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('ab_permission.id').onDelete('cascade'),
    )
    .addColumn('view_menu_id', 'integer', (c) =>
      c.notNull().references('ab_view_menu.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_permission_view', ['permission_id', 'view_menu_id'])
    .execute();
  await h
    .table(db, 'ab_permission_view_role')
    .addColumn('permission_view_id', 'integer', (c) =>
      c.notNull().references('ab_permission_view.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
    .addUniqueConstraint('uq_permission_view_role', ['permission_view_id', 'role_id'])
    .execute();
  await h
    .table(db, 'ab_user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
    .addUniqueConstraint('uq_user_role', ['user_id', 'role_id'])
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('ix_sessions_user').on('sessions').column('user_id').execute();
}

async function data(db: Db, h: TableHelper) {
  await h
    .table(db, 'dbs')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('database_name', 'text', (c) => c.notNull().unique())
    .addColumn('sqlalchemy_uri', 'text', (c) => c.notNull())
    .addColumn('password', 'text')
    .addColumn('cache_timeout', 'integer')
    .$call((t) => h.bool(t, 'expose_in_sqllab', 1))
    .$call((t) => h.bool(t, 'allow_run_async', 0))
    .$call((t) => h.bool(t, 'allow_ctas', 0))
    .$call((t) => h.bool(t, 'allow_cvas', 0))
    .$call((t) => h.bool(t, 'allow_dml', 0))
    .$call((t) => h.bool(t, 'allow_file_upload', 0))
    .addColumn('force_ctas_schema', 'text')
    .$call((t) => h.bool(t, 'impersonate_user', 0))
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('encrypted_extra', 'text')
    .addColumn('server_cert', 'text')
    .addColumn('configuration_method', 'text', (c) => c.notNull().defaultTo('sqlalchemy_form'))
    .$call((t) => h.bool(t, 'is_managed_externally', 0))
    .addColumn('external_url', 'text')
    .$call((t) => h.audit(t))
    .execute();
  await h
    .table(db, 'tables')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id'))
    .addColumn('catalog', 'text')
    .addColumn('schema', 'text')
    .addColumn('sql', 'text')
    .addColumn('description', 'text')
    .addColumn('main_dttm_col', 'text')
    .addColumn('default_endpoint', 'text')
    .addColumn('offset', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cache_timeout', 'integer')
    .$call((t) => h.bool(t, 'is_sqllab_view', 0))
    .addColumn('template_params', 'text')
    .addColumn('extra', 'text')
    .$call((t) => h.bool(t, 'filter_select_enabled', 1))
    .addColumn('fetch_values_predicate', 'text')
    .$call((t) => h.bool(t, 'normalize_columns', 0))
    .$call((t) => h.bool(t, 'always_filter_main_dttm', 0))
    .$call((t) => h.bool(t, 'is_managed_externally', 0))
    .addColumn('external_url', 'text')
    .$call((t) => h.audit(t))
    .execute();
  await db.schema
    .createIndex('uq_table_in_schema')
    .unique()
    .on('tables')
    .columns(['database_id', 'catalog', 'schema', 'table_name'])
    .execute();
  await h
    .table(db, 'table_columns')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addColumn('verbose_name', 'text')
    .$call((t) => h.bool(t, 'is_dttm', 0))
    .$call((t) => h.bool(t, 'is_active', 1))
    .addColumn('type', 'text')
    .addColumn('advanced_data_type', 'text')
    .$call((t) => h.bool(t, 'groupby', 1))
    .$call((t) => h.bool(t, 'filterable', 1))
    .addColumn('expression', 'text')
    .addColumn('description', 'text')
    .addColumn('python_date_format', 'text')
    .addColumn('extra', 'text')
    .addUniqueConstraint('uq_table_columns_name', ['table_id', 'column_name'])
    .$call((t) => h.audit(t))
    .execute();
  await h
    .table(db, 'sql_metrics')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
    .addColumn('metric_name', 'text', (c) => c.notNull())
    .addColumn('verbose_name', 'text')
    .addColumn('metric_type', 'text')
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('d3format', 'text')
    .addColumn('currency', 'text')
    .addColumn('warning_text', 'text')
    .addColumn('extra', 'text')
    .addUniqueConstraint('uq_sql_metrics_name', ['table_id', 'metric_name'])
    .$call((t) => h.audit(t))
    .execute();
}

async function content(db: Db, h: TableHelper) {
  await h
    .table(db, 'slices')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('slice_name', 'text', (c) => c.notNull())
    .addColumn('datasource_id', 'integer')
    .addColumn('datasource_type', 'text')
    .addColumn('viz_type', 'text', (c) => c.notNull())
    .addColumn('params', 'text')
    .addColumn('query_context', 'text')
    .addColumn('description', 'text')
    .addColumn('cache_timeout', 'integer')
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .$call((t) => h.bool(t, 'is_managed_externally', 0))
    .addColumn('external_url', 'text')
    .addColumn('last_saved_at', 'text')
    .addColumn('last_saved_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .$call((t) => h.audit(t))
    .execute();
  await h
    .table(db, 'dashboards')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('dashboard_title', 'text')
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('position_json', 'text')
    .addColumn('json_metadata', 'text')
    .addColumn('description', 'text')
    .addColumn('css', 'text')
    .$call((t) => h.bool(t, 'published', 0))
    .addColumn('certified_by', 'text')
    .addColumn('certification_details', 'text')
    .$call((t) => h.bool(t, 'is_managed_externally', 0))
    .addColumn('external_url', 'text')
    .addColumn('theme_id', 'integer', (c) => c.references('themes.id').onDelete('set null'))
    .$call((t) => h.audit(t))
    .execute();
  // Owner and membership links, each a pair unique in its table.
  const links: [string, string, string][] = [
    ['sqlatable_user', 'table_id', 'tables'],
    ['slice_user', 'slice_id', 'slices'],
    ['dashboard_user', 'dashboard_id', 'dashboards'],
  ];
  for (const [name, col, parent] of links) {
    await h
      .table(db, name)
      .addColumn(col, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
      .addUniqueConstraint(`uq_${name}`, [col, 'user_id'])
      .execute();
  }
  await h
    .table(db, 'dashboard_slices')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('slice_id', 'integer', (c) => c.notNull().references('slices.id').onDelete('cascade'))
    .addUniqueConstraint('uq_dashboard_slice', ['dashboard_id', 'slice_id'])
    .execute();
  await h
    .table(db, 'dashboard_roles')
    .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('dashboards.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
    .addUniqueConstraint('uq_dashboard_role', ['dashboard_id', 'role_id'])
    .execute();
  await h
    .table(db, 'favstar')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('class_name', 'text', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('dttm', 'text', (c) => c.notNull())
    .addUniqueConstraint('uq_favstar', ['user_id', 'class_name', 'obj_id'])
    .execute();
  await h
    .table(db, 'tag')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .$call((t) => h.audit(t))
    .execute();
  await h
    .table(db, 'tagged_object')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id').onDelete('cascade'))
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addUniqueConstraint('uq_tagged_object', ['tag_id', 'object_id', 'object_type'])
    .execute();
  await h
    .table(db, 'css_templates')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('css', 'text', (c) => c.notNull())
    .$call((t) => h.audit(t))
    .execute();
}

async function sqllab(db: Db, h: TableHelper) {
  await h
    .table(db, 'saved_query')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('db_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'text')
    .addColumn('schema', 'text')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('last_run', 'text')
    .addColumn('rows', 'integer')
    .$call((t) => h.audit(t))
    .execute();
  await h
    .table(db, 'query')
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tab_name', 'text')
    .addColumn('sql_editor_id', 'text')
    .addColumn('catalog', 'text')
    .addColumn('schema', 'text')
    .addColumn('sql', 'text', (c) => c.notNull())
    .addColumn('select_sql', 'text')
    .addColumn('executed_sql', 'text')
    .addColumn('limit', 'integer')
    .addColumn('limiting_factor', 'text', (c) => c.notNull().defaultTo('UNKNOWN'))
    .$call((t) => h.bool(t, 'select_as_cta', 0))
    .$call((t) => h.bool(t, 'select_as_cta_used', 0))
    .addColumn('ctas_method', 'text', (c) => c.notNull().defaultTo('TABLE'))
    .addColumn('tmp_table_name', 'text')
    .addColumn('tmp_schema_name', 'text')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('results_key', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('start_time', 'double precision')
    .addColumn('start_running_time', 'double precision')
    .addColumn('end_time', 'double precision')
    .addColumn('end_result_backend_time', 'double precision')
    .addColumn('changed_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ix_query_user_changed')
    .on('query')
    .columns(['user_id', 'changed_on'])
    .execute();
  await h
    .table(db, 'tab_state')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .$call((t) => h.bool(t, 'active', 0))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'text')
    .addColumn('schema', 'text')
    .addColumn('sql', 'text')
    .addColumn('query_limit', 'integer')
    .addColumn('latest_query_id', 'text')
    .$call((t) => h.bool(t, 'autorun', 0))
    .addColumn('template_params', 'text')
    .$call((t) => h.bool(t, 'hide_left_bar', 0))
    .addColumn('saved_query_id', 'integer', (c) => c.references('saved_query.id').onDelete('set null'))
    .addColumn('extra_json', 'text')
    .$call((t) => h.audit(t))
    .execute();
  await h
    .table(db, 'table_schema')
    .addColumn('tab_state_id', 'integer', (c) => c.notNull().references('tab_state.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'text')
    .addColumn('schema', 'text')
    .addColumn('table', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .$call((t) => h.bool(t, 'expanded', 1))
    .$call((t) => h.audit(t))
    .execute();
}

async function platform(db: Db, h: TableHelper) {
  await h
    .table(db, 'key_value')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('changed_on', 'text')
    .addColumn('expires_on', 'text')
    .execute();
  await h
    .table(db, 'report_schedule')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('context_markdown', 'text')
    .$call((t) => h.bool(t, 'active', 1))
    .addColumn('crontab', 'text', (c) => c.notNull())
    .addColumn('creation_method', 'text', (c) => c.notNull().defaultTo('alerts_reports'))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('report_format', 'text', (c) => c.notNull().defaultTo('PNG'))
    .addColumn('sql', 'text')
    .addColumn('chart_id', 'integer', (c) => c.references('slices.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'integer', (c) => c.references('dashboards.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('last_eval_dttm', 'text')
    .addColumn('last_state', 'text', (c) => c.notNull().defaultTo('Not triggered'))
    .addColumn('last_value', 'double precision')
    .addColumn('last_value_row_json', 'text')
    .addColumn('validator_type', 'text')
    .addColumn('validator_config_json', 'text')
    .addColumn('log_retention', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('grace_period', 'integer', (c) => c.notNull().defaultTo(14400))
    .addColumn('working_timeout', 'integer', (c) => c.notNull().defaultTo(3600))
    .$call((t) => h.bool(t, 'force_screenshot', 0))
    .addColumn('custom_width', 'integer')
    .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .$call((t) => h.audit(t))
    .execute();
  await h
    .table(db, 'report_schedule_user')
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
    .addUniqueConstraint('uq_report_schedule_user', ['report_schedule_id', 'user_id'])
    .execute();
  await h
    .table(db, 'report_recipient')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('recipient_config_json', 'text', (c) => c.notNull())
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .execute();
  await h
    .table(db, 'report_execution_log')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .addColumn('scheduled_dttm', 'text', (c) => c.notNull())
    .addColumn('start_dttm', 'text')
    .addColumn('end_dttm', 'text')
    .addColumn('value', 'double precision')
    .addColumn('value_row_json', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .execute();
  await h
    .table(db, 'logs')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
    .addColumn('json', 'text')
    .addColumn('dttm', 'text', (c) => c.notNull())
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('referrer', 'text')
    .execute();
}

export function initialMigration(h: TableHelper) {
  return {
    async up(db: Db) {
      await security(db, h);
      await h
        .table(db, 'themes')
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('theme_name', 'text', (c) => c.notNull())
        .addColumn('json_data', 'text', (c) => c.notNull())
        .$call((t) => h.bool(t, 'is_system', 0))
        .$call((t) => h.audit(t))
        .execute();
      await data(db, h);
      await content(db, h);
      await sqllab(db, h);
      await platform(db, h);
    },
  };
}
