/** A failed save inside an explore dialog: the access panel for access errors, else an error alert. */
import { Alert } from 'antd';
import { AccessErrorPanel } from '../ErrorPanel';
import type { SaveFailure } from './saveFailure';

export function SaveFailureAlert({
  failure,
  'data-test': dataTest = 'save-failure',
}: {
  failure: SaveFailure;
  'data-test'?: string;
}) {
  if (failure.access)
    return <AccessErrorPanel error={failure.access} variant="panel" data-test={`${dataTest}-access`} />;
  return (
    <Alert
      type="error"
      showIcon
      data-test={dataTest}
      title={failure.message}
      {...(failure.description ? { description: failure.description } : {})}
    />
  );
}
