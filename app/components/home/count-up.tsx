import { useEffect, useRef, useState } from "react";
import { COUNTER_DURATION_MS, COUNTER_TICK_MS } from "~/content/stats";

/**
 * A number that counts up from 0 over 2000 ms in 50 ms steps when it comes into view.
 * The server renders the final value, so crawlers and visitors without JavaScript see it,
 * and nothing moves under prefers-reduced-motion.
 */
export function CountUp({ value, suffix }: { value: number; suffix: string }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const steps = COUNTER_DURATION_MS / COUNTER_TICK_MS;
    const start = () => {
      let step = 0;
      setShown(0);
      timer = setInterval(() => {
        step += 1;
        setShown(Math.round((value * step) / steps));
        if (step >= steps) clearInterval(timer);
      }, COUNTER_TICK_MS);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [value]);

  return (
    <span ref={ref} className="tabular-nums" data-value={value}>
      {shown}
      {suffix}
    </span>
  );
}
