import { lazy, Suspense, useEffect, type ComponentType } from "react";

/** On the server: every deferred component's code, loading or loaded (see deferredReady). */
const serverLoads: Promise<unknown>[] = [];

/**
 * A component whose code is not part of the page's first load. The server renders it in full, so
 * the HTML (and a form that posts without JavaScript) is there from the first paint; in the
 * browser React keeps that HTML until the code has arrived, then hydrates it. After a client-side
 * navigation it appears as soon as its code is loaded. Only for parts whose controls work without
 * JavaScript (links, forms that post) or that have none: until hydrated, a click handled in
 * JavaScript would do nothing.
 *
 * An address ending in #anchor still reaches an element inside it once it appears after a
 * client-side navigation.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  // The server renders the component itself, in place: a lazy one would suspend on the first
  // request and React would send it out of order, behind a script, which a browser without
  // JavaScript never runs. Both render the same Suspense boundary, so hydration matches.
  let Loaded: ComponentType<P> | null = null;
  if (typeof document === "undefined") serverLoads.push(load().then((component) => (Loaded = component)));
  function Deferred(props: P) {
    const Component = Loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <ScrollToAnchor />
      </Suspense>
    );
  }
  return Deferred;
}

/** Resolves once every deferred component's code is loaded on the server (awaited before rendering). */
export function deferredReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** Mounted with the deferred content: scrolls to the address's #anchor if it just appeared. */
function ScrollToAnchor() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    const { top } = target.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 2) target.scrollIntoView();
  }, []);
  return null;
}
