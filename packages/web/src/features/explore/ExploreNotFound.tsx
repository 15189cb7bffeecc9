/**
 * Explore's "not found" page. A chart or dataset the user may not see is answered as a missing one
 * (its existence is not given away), so the text says it may be an access matter, as the dashboard
 * page's does.
 */
import { useNavigate } from 'react-router';
import type { ExploreParams } from '../../api/explore';
import { EmptyState } from '../../components/EmptyState';

export const CHART_NOT_FOUND = 'This chart does not exist, or you do not have access to it.';
export const DATASET_NOT_FOUND = 'This dataset does not exist, or you do not have access to it.';

/** The description under "Chart not found": what was asked for, else the server's own text. */
export function notFoundDescription(params: ExploreParams, serverText: string): string {
  if (params.slice_id) return CHART_NOT_FOUND;
  if (params.datasource_id && !params.form_data_key && !params.permalink_key) return DATASET_NOT_FOUND;
  return serverText;
}

export function ExploreNotFound({ params, serverText }: { params: ExploreParams; serverText: string }) {
  const navigate = useNavigate();
  return (
    <EmptyState
      data-test="explore-not-found"
      size="large"
      image="not-found"
      title="Chart not found"
      description={notFoundDescription(params, serverText)}
      buttonText="Back to charts"
      buttonAction={() => void navigate('/chart/list/')}
    />
  );
}
