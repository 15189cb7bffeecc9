import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel, reloadAction } from '../components/ErrorPanel';

/** The router's error element: a route that failed to load or render shows "Unexpected error". */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  const details = error instanceof Error ? error.stack : undefined;
  return (
    <div style={{ padding: 24 }}>
      <ErrorPanel message={message} {...(details ? { details } : {})} action={reloadAction(error)} />
    </div>
  );
}
