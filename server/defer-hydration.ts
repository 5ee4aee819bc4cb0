/**
 * Lets a page paint before any of its JavaScript is fetched.
 *
 * React Router ends each page with a module script that imports the page's code and hydrates it,
 * and React hoists one `<link rel="modulepreload">` per chunk into the head. Those requests start
 * while the page is still being parsed and compete with its first paint on a slow connection,
 * although the page (text, inline stylesheet, images) needs none of them to appear.
 *
 * This rewrites the HTML as served: the preload links leave the head, the module script becomes an
 * inert data block, and a small inline script puts both back as soon as the browser reports the
 * first contentful paint and any image in view has been shown (at once in a tab that is not
 * visible, where nothing is painted). The chunks then load in parallel as before, a few
 * milliseconds later. Without JavaScript nothing changes: the page is the same HTML.
 */

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;
const DEFERRED_ID = "hydrate-module";

function loader(hrefs: string[]): string {
  // Plain ES5, so that any browser that parses it runs it. It waits for the browser's own report of
  // the first contentful paint (a frame is presented a little after it is drawn), or the first frame
  // where that report is not available, or at most 2 s; in a tab that is not visible it goes at once.
  // An image in view may then still be on its way and become the page's largest paint (a blog
  // post's cover, a drawing): the scripts also wait until the images in view are decoded and the
  // browser reports one of them as the largest paint, or, if none becomes it, four frames more.
  return `(function(){var d=document,w=window,n=d.currentScript.nonce,m=d.getElementById(${JSON.stringify(DEFERRED_ID)}),done=0;function go(){if(done)return;done=1;${JSON.stringify(hrefs)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=m.textContent;d.body.appendChild(s)}function soon(){var imgs=[],left=1,seen=0,decoded=0;[].forEach.call(d.images,function(i){var r=i.getBoundingClientRect();if(r.width&&r.bottom>0&&r.top<w.innerHeight&&r.right>0&&r.left<w.innerWidth)imgs.push(i)});if(!imgs.length)return setTimeout(go,0);function later(k){if(!k)return setTimeout(go,0);requestAnimationFrame(function(){later(k-1)})}function one(){if(--left)return;decoded=1;if(seen)setTimeout(go,0);else later(4)}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0)new P(function(l){l.getEntries().forEach(function(e){if(imgs.indexOf(e.element)<0)return;seen=1;if(decoded)setTimeout(go,0)})}).observe({type:"largest-contentful-paint",buffered:true});imgs.forEach(function(i){left++;if(i.decode)i.decode().then(one,one);else if(i.complete)one();else{i.addEventListener("load",one);i.addEventListener("error",one)}});one()}if(d.visibilityState!=="visible")return go();d.addEventListener("visibilitychange",go);setTimeout(go,2000);var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(soon)})()`;
}

export function deferHydration(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const bodyStart = module.index + module[0].length;
  const end = html.indexOf("</script>", bodyStart);
  if (end < 0) return html;
  const hrefs = [...html.matchAll(PRELOAD_LINK)].map((link) => link[1]!);
  const deferred =
    `<script type="text/x-deferred-module" id="${DEFERRED_ID}">${html.slice(bodyStart, end)}</script>` +
    `<script nonce="${module[1] ?? ""}">${loader(hrefs)}</script>`;
  const before = html.slice(0, module.index).replace(PRELOAD_LINK, "");
  const after = html.slice(end + "</script>".length).replace(PRELOAD_LINK, "");
  return before + deferred + after;
}
