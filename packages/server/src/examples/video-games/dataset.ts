import { column, exampleDataset, sumMetric } from '../types.js';

const sales = (name: string, label: string) =>
  column(name, 'DOUBLE', label, { description: 'Millions of units' });

/** Superset's `video_game_sales` (Video Game Sales dashboard); `year` is its temporal column. */
export const VIDEO_GAME_SALES_DATASET = exampleDataset({
  uuid: '53d47c0c-c03d-47f0-b9ac-81225f808283',
  table_name: 'video_game_sales',
  description:
    'Generated video game releases per platform, 1980 to 2016, with unit sales (millions) per region.',
  main_dttm_col: null,
  columns: [
    column('rank', 'BIGINT', 'Rank'),
    column('name', 'VARCHAR', 'Name'),
    column('platform', 'VARCHAR', 'Platform'),
    column('year', 'BIGINT', 'Year', { is_dttm: true, python_date_format: '%Y' }),
    column('genre', 'VARCHAR', 'Genre'),
    column('publisher', 'VARCHAR', 'Publisher'),
    sales('na_sales', 'North America Sales'),
    sales('eu_sales', 'Europe Sales'),
    sales('jp_sales', 'Japan Sales'),
    sales('other_sales', 'Other Sales'),
    sales('global_sales', 'Global Sales'),
  ],
  metrics: [
    sumMetric('global_sales', 'Global Sales (M)', ',.2f'),
    sumMetric('na_sales', 'North America Sales (M)', ',.2f'),
    sumMetric('eu_sales', 'Europe Sales (M)', ',.2f'),
    sumMetric('jp_sales', 'Japan Sales (M)', ',.2f'),
    sumMetric('other_sales', 'Other Sales (M)', ',.2f'),
  ],
});
