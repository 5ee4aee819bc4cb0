import type { Config } from "@react-router/dev/config";

// Every page is rendered by our server per request and memoised for anonymous
// visitors (see docs/decisions/0002-rendering-and-cache.md), so nothing is prerendered.
export default {
  ssr: true,
  // "[name].js": the server build has two entries, index (the server) and admin (the admin command).
  serverBuildFile: "[name].js",
  // The route manifest is small: send it whole rather than discovering routes link by link,
  // which costs main-thread work on every page with many links.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
