import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "./error-page";

/** A page's error boundary: the friendly page inside the site's header and footer. */
export function PageErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
