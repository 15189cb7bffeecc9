/**
 * The banner over a chart that no longer matches the controls (Superset's ExploreAlert in the chart
 * panel): with an invalid control it asks for the missing values first (the "Update chart" button is
 * disabled until then); otherwise it offers "Update chart" or a "click here" that runs the query.
 */
import { Alert, Typography } from 'antd';

export const NOT_UP_TO_DATE_TITLE = 'Your chart is not up to date';
export const NOT_UP_TO_DATE_BODY =
  'You updated the values in the control panel, but the chart was not updated automatically. Run the query by clicking on the "Update chart" button or';
export const REQUIRED_REMOVED_TITLE = 'Required control values have been removed';
export const REQUIRED_REMOVED_BODY =
  'Select values in highlighted field(s) in the control panel. Then run the query by clicking on the "Update chart" button.';

export function StaleChartAlert({ hasErrors, onQuery }: { hasErrors: boolean; onQuery: () => void }) {
  return (
    <Alert
      data-test="chart-stale"
      data-invalid={hasErrors}
      type="warning"
      showIcon
      title={hasErrors ? REQUIRED_REMOVED_TITLE : NOT_UP_TO_DATE_TITLE}
      description={
        hasErrors ? (
          REQUIRED_REMOVED_BODY
        ) : (
          <span>
            {NOT_UP_TO_DATE_BODY}{' '}
            <Typography.Link data-test="chart-stale-run" onClick={onQuery}>
              click here
            </Typography.Link>
            .
          </span>
        )
      }
      style={{ marginBottom: 8 }}
    />
  );
}
