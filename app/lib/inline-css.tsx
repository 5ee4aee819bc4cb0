import { createContext, useContext, useState } from "react";

/**
 * The site's stylesheet, inlined in the server's HTML so the first paint does not wait for a
 * second request queued behind the script preloads. The server provides the CSS text; in the
 * browser the component reuses the <style> the server sent, so the CSS never enters the bundle.
 */
export const InlineCssContext = createContext("");

const STYLE_ID = "app-css";

export function AppStylesheet({ href, nonce }: { href: string; nonce: string }) {
  const serverCss = useContext(InlineCssContext);
  const [css] = useState(
    () => serverCss || (typeof document === "undefined" ? "" : (document.getElementById(STYLE_ID)?.textContent ?? "")),
  );
  // Without inline CSS (the dev server), the ordinary stylesheet link; React emits it before the script preloads.
  if (!css) return <link rel="stylesheet" href={href} precedence="default" />;
  return <style id={STYLE_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
