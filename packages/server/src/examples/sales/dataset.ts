import { columnTable } from '../column-table.js';
import { avgMetric, exampleDataset, metric, sumMetric } from '../types.js';

/** Superset's `cleaned_sales_data` (Sales Dashboard); column names and order as in its data file. */
export const SALES_DATASET = exampleDataset({
  uuid: 'e8623bb9-5e00-f531-506a-19607f5f8005',
  table_name: 'cleaned_sales_data',
  description:
    'Generated order lines of a die-cast model wholesaler, 2003 to 2005: products, customers and deal sizes.',
  main_dttm_col: 'order_date',
  columns: columnTable(`
    order_number       | BIGINT    | Order Number
    quantity_ordered   | BIGINT    | Quantity Ordered
    price_each         | DOUBLE    | Price Each
    order_line_number  | BIGINT    | Order Line Number
    sales              | DOUBLE    | Sales
    order_date         | TIMESTAMP | Order Date
    status             | VARCHAR   | Status
    quarter            | BIGINT    | Quarter
    month              | BIGINT    | Month
    year               | BIGINT    | Year
    product_line       | VARCHAR   | Product Line
    msrp               | BIGINT    | MSRP
    product_code       | VARCHAR   | Product Code
    customer_name      | VARCHAR   | Customer Name
    phone              | VARCHAR   | Phone
    address_line1      | VARCHAR   | Address Line 1
    address_line2      | VARCHAR   | Address Line 2
    city               | VARCHAR   | City
    state              | VARCHAR   | State
    postal_code        | VARCHAR   | Postal Code
    country            | VARCHAR   | Country
    territory          | VARCHAR   | Territory
    contact_last_name  | VARCHAR   | Contact Last Name
    contact_first_name | VARCHAR   | Contact First Name
    deal_size          | VARCHAR   | Deal Size
  `),
  metrics: [
    sumMetric('sales', 'Total Sales', '$,.2f'),
    sumMetric('quantity_ordered', 'Items Sold', ',d'),
    avgMetric('price_each', 'Average Price', '$,.2f'),
    metric('count_distinct__order_number', 'Orders', 'COUNT(DISTINCT order_number)', ',d'),
    metric('avg_order_value', 'Average Order Value', 'SUM(sales) / COUNT(DISTINCT order_number)', '$,.2f'),
  ],
});
