import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

const page =
  '<html><head><style>p{}</style><link rel="modulepreload" href="/assets/a.js" nonce="N"/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="N"/><title>T</title></head><body><p>Text</p>' +
  '<script nonce="N">window.ctx = 1;</script>' +
  '<script nonce="N" type="module" async="">import * as r from "/assets/a.js";\nimport("/assets/b.js");</script>' +
  '<script nonce="N">window.ctx.close();</script></body></html>';

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("removes the preload links and makes the module script inert, keeping its code", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('<script nonce="N" type="module"');
    expect(out).toContain(
      '<script type="text/x-deferred-module" id="hydrate-module">import * as r from "/assets/a.js";\nimport("/assets/b.js");</script>',
    );
    // Everything else is where it was.
    expect(out).toContain(
      '<head><style>p{}</style><title>T</title></head><body><p>Text</p><script nonce="N">window.ctx = 1;</script>',
    );
    expect(out.endsWith('<script nonce="N">window.ctx.close();</script></body></html>')).toBe(true);
  });

  it("adds a loader with the page's nonce that preloads the same files after the first contentful paint", () => {
    const loader = /<script nonce="N">(\(function\(\)\{.*?\}\)\(\))<\/script>/.exec(out)?.[1];
    expect(loader).toBeTruthy();
    expect(loader).toContain('["/assets/a.js","/assets/b.js"]');
    expect(loader).toContain("first-contentful-paint");
    // It parses as a script.
    expect(() => new Script(loader!)).not.toThrow();
  });

  it("leaves a page without a module script unchanged", () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
