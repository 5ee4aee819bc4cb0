import { data } from "react-router";
import { PageErrorBoundary } from "~/components/site/page-error-boundary";

/** Lets browser tests check the friendly error page; answers 404 unless ENABLE_TEST_ROUTES=1. */
export function loader() {
  if (process.env.ENABLE_TEST_ROUTES !== "1") throw data(null, { status: 404 });
  throw new Error("Deliberate failure for the error-page test");
}

export default function TestError() {
  return null;
}

export const ErrorBoundary = PageErrorBoundary;
