import { useProvided } from "~/lib/provided";
import { Link } from "react-router";
import { useLanguage } from "~/i18n/language";
import { afterPaint } from "~/lib/after-paint";
import { localePath } from "~/lib/paths";
import type QuoteDialogType from "./quote-dialog";
import { CONFIGURATION_FIELD, type QuotePrefill } from "~/domain/quote/prefill";
import type { DialogControl } from "~/components/ui/dialog";
import {
  createContext,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from "react";

type QuoteDialogValue = { openQuote: (prefill?: QuotePrefill) => void; prefetchQuote: () => void };

const QuoteDialogContext = createContext<QuoteDialogValue | null>(null);

type DialogComponent = ComponentType<ComponentProps<typeof QuoteDialogType>>;
/** The dialog once its code has loaded, rendered directly: it never suspends, so nothing holds it back. */
let loaded: DialogComponent | undefined;
let loading: Promise<DialogComponent> | undefined;
/** A prefetch that failed is tried again on the click, which then falls back to the /quote page. */
function ignoreFailure() {}
function loadQuoteDialog(): Promise<DialogComponent> {
  loading ??= import("./quote-dialog").then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // A failed download (a lost connection) may be tried again on the next click.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Holds the quote dialog's open state. The dialog's code loads when the page is idle (or on hover
 * or focus of a "Get Quote"), and the closed dialog is then rendered in the background, so that a
 * click only asks the browser to show it.
 */
export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const { lang } = useLanguage();
  const [open, setOpen] = useState(false);
  // Set once and kept, so the dialog (and what was typed in it) is never remounted.
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  // A request from the parking selector starts filled in; every other "Get Quote" starts empty.
  const [prefill, setPrefill] = useState<QuotePrefill | undefined>(undefined);
  const control = useRef<DialogControl>(null);
  const mount = useCallback((component: DialogComponent) => {
    // The updater form: a component passed directly would be called as an updater.
    setDialog((current: DialogComponent | null) => current ?? component);
  }, []);
  const openQuote = useCallback(
    (from?: QuotePrefill) => {
      // Rendered already with the same form: shown within this click; React catches up once that
      // frame is painted (its render would otherwise come before it).
      if (control.current && (from?.configuration ?? null) === (prefill?.configuration ?? null)) {
        control.current.show();
        // Unless the visitor has closed it again by then.
        afterPaint(() => {
          if (control.current?.isOpen()) startTransition(() => setOpen(true));
        });
        return;
      }
      const show = (component: DialogComponent) => {
        setPrefill(from);
        mount(component);
        setOpen(true);
      };
      if (loaded) return show(loaded);
      // Clicked before the code arrived: open as soon as it does; if it cannot, go to the form's page.
      loadQuoteDialog().then(show, () => window.location.assign(localePath("/quote", lang)));
    },
    [lang, prefill, mount],
  );
  // Rendered closed in the background (a transition yields to the page every few milliseconds).
  const prefetchQuote = useCallback(
    () => void loadQuoteDialog().then((component) => startTransition(() => mount(component)), ignoreFailure),
    [mount],
  );
  // The dialog's code is not part of the page's first load; it is fetched once the page is idle,
  // so that the first click on "Get Quote" opens the dialog at once, even on a slow connection.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(prefetchQuote, 2000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prefetchQuote, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, [prefetchQuote]);
  const value = useMemo(() => ({ openQuote, prefetchQuote }), [openQuote, prefetchQuote]);
  return (
    <QuoteDialogContext.Provider value={value}>
      {children}
      {Dialog ? <Dialog open={open} onOpenChange={setOpen} prefill={prefill} controlRef={control} /> : null}
    </QuoteDialogContext.Provider>
  );
}

/**
 * A "Get Quote" control: a link to the /quote page, which is where it leads without JavaScript;
 * with JavaScript it opens the dialog instead.
 */
export function QuoteLink({
  className,
  children,
  onOpen,
  prefill,
}: {
  className: string;
  children: ReactNode;
  onOpen?: () => void;
  prefill?: QuotePrefill;
}) {
  const { openQuote, prefetchQuote } = useQuoteDialog();
  const { lang } = useLanguage();
  const query = prefill ? `?${new URLSearchParams({ [CONFIGURATION_FIELD]: prefill.configuration }).toString()}` : "";
  return (
    <Link
      to={`${localePath("/quote", lang)}${query}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onOpen?.();
        openQuote(prefill);
      }}
      onPointerEnter={prefetchQuote}
      onFocus={prefetchQuote}
    >
      {children}
    </Link>
  );
}

export function useQuoteDialog(): QuoteDialogValue {
  return useProvided(QuoteDialogContext, "QuoteDialogProvider");
}
