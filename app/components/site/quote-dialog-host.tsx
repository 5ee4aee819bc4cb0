import { Link } from "react-router";
import { useLanguage } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import type QuoteDialogType from "./quote-dialog";
import { CONFIGURATION_FIELD, type QuotePrefill } from "~/domain/quote/limits";
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from "react";

type QuoteDialogValue = { openQuote: (prefill?: QuotePrefill) => void; prefetchQuote: () => void };

const QuoteDialogContext = createContext<QuoteDialogValue | null>(null);

type QuoteDialogModule = { default: typeof QuoteDialogType };
/** The dialog's module once it has loaded: rendered directly, it opens without suspending. */
let loaded: QuoteDialogModule["default"] | undefined;
const loadQuoteDialog = () =>
  import("./quote-dialog").then((module) => {
    loaded = module.default;
    return module;
  });
// Before its code has arrived the dialog suspends; React then holds the content back for a
// moment after the (empty) fallback, which a prefetched dialog must not pay.
const LazyQuoteDialog = lazy(loadQuoteDialog);
type DialogComponent = ComponentType<ComponentProps<QuoteDialogModule["default"]>>;

/** Holds the quote dialog's open state; the dialog's code loads when the page is idle, or on first use or hover. */
export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Chosen on first use and kept, so the dialog (and what was typed in it) is never remounted.
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  // A request from the parking selector starts filled in; every other "Get Quote" starts empty.
  const [prefill, setPrefill] = useState<QuotePrefill | undefined>(undefined);
  const openQuote = useCallback((from?: QuotePrefill) => {
    setPrefill(from);
    setDialog((chosen: DialogComponent | null) => chosen ?? loaded ?? LazyQuoteDialog);
    setOpen(true);
  }, []);
  const prefetchQuote = useCallback(() => void loadQuoteDialog(), []);
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
      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={setOpen} prefill={prefill} />
        </Suspense>
      ) : null}
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
  const value = useContext(QuoteDialogContext);
  if (!value) throw new Error("useQuoteDialog must be used within a QuoteDialogProvider");
  return value;
}
