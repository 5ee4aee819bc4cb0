import { lazy, Suspense, useEffect, useState } from "react";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "success" | "error" | "info";
  /** Takes the earlier toasts off the screen first (a success must not stand beside an old failure). */
  replace?: boolean;
};

/*
 * Toasts use sonner, loaded on the first toast so public pages do not pay for it up front.
 * The Toaster must be mounted (and subscribed) before a toast is sent, hence the ready promise.
 */
const LazyToaster = lazy(() => import("./toaster"));
let requestMount: (() => void) | null = null;
let mountRequested = false;
let resolveReady: (() => void) | null = null;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

export function toast(input: ToastInput): void {
  if (!mountRequested) {
    mountRequested = true;
    requestMount?.();
  }
  void Promise.all([ready, import("sonner")]).then(([, { toast: show }]) => {
    if (input.replace) show.dismiss();
    const options = input.description ? { description: input.description } : {};
    if (input.variant === "error") show.error(input.title, options);
    else if (input.variant === "info") show.info(input.title, options);
    else show.success(input.title, options);
  });
}

export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    requestMount = () => setMounted(true);
    if (mountRequested) setMounted(true);
    return () => {
      requestMount = null;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster onReady={() => resolveReady?.()} />
    </Suspense>
  );
}
