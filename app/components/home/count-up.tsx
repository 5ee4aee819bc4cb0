import { useLayoutEffect, useRef } from "react";
import { COUNTER_DURATION_MS, COUNTER_TICK_MS } from "~/content/stats";
import { useNonce } from "~/lib/nonce-context";

/**
 * Starts every not yet started `[data-count-up]` number inside `root`: it counts up from 0 when it
 * comes into view, or under prefers-reduced-motion simply shows its figure. Self-contained on
 * purpose: its source is also written into the page as an inline script right after the numbers,
 * so it runs while the page is parsed, before the first paint and long before hydration.
 */
export function startCountUps(root: ParentNode | null, durationMs: number, tickMs: number): void {
  if (!root) return;
  // Hydration empties the numbers once (React renders them empty): put back what they showed.
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("[data-count-up][data-counting]"))) {
    if (!element.textContent && element.dataset.shown) element.textContent = element.dataset.shown;
  }
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("[data-count-up]:not([data-counting])"))) {
    const value = Number(element.dataset.countUp);
    const suffix = element.dataset.suffix ?? "";
    const show = (shown: number) => {
      element.dataset.shown = element.textContent = `${shown}${suffix}`;
    };
    element.dataset.counting = "";
    if (still) {
      show(value);
      continue;
    }
    show(0);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const steps = Math.max(1, Math.round(durationMs / tickMs));
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        show(Math.round((value * step) / steps));
        if (step >= steps) clearInterval(timer);
      }, tickMs);
    });
    observer.observe(element);
  }
}

/**
 * A group of counters. The numbers arrive empty, so no figure is ever shown and then replaced by a
 * lower one: the inline script fills them on the first page load, the layout effect after a
 * client-side navigation (where React runs no inline script), both before paint. Hydration clears
 * the script's text once; the layout effect, in the same commit, puts it back. Without
 * JavaScript, the stylesheet shows each figure from its data-final attribute (app.css).
 */
export function CountUpGroup({
  children,
  className,
  label,
}: {
  children: React.ReactNode;
  className?: string;
  label: string;
}) {
  const ref = useRef<HTMLDListElement>(null);
  const nonce = useNonce();
  useLayoutEffect(() => startCountUps(ref.current, COUNTER_DURATION_MS, COUNTER_TICK_MS), []);
  return (
    <>
      <dl ref={ref} aria-label={label} className={className}>
        {children}
      </dl>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: `(${startCountUps.toString()})(document.currentScript.previousElementSibling,${COUNTER_DURATION_MS},${COUNTER_TICK_MS})`,
        }}
      />
    </>
  );
}

// One object for every render: React compares this prop by identity and would empty the number
// again on each re-render if it were a new one.
const EMPTY = { __html: "" };

/** One counter. Its text belongs to startCountUps: React renders it empty and never touches it. */
export function CountUp({ value, suffix }: { value: number; suffix: string }) {
  return (
    <span
      className="inline-block tabular-nums"
      data-count-up={value}
      data-suffix={suffix}
      data-final={`${value}${suffix}`}
      suppressHydrationWarning
      dangerouslySetInnerHTML={EMPTY}
    />
  );
}
