import { Link } from "react-router";
import { useLanguage } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { CONFIGURATION_FIELD, type QuotePrefill } from "~/domain/quote/limits";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type QuoteDialogValue = { openQuote: (prefill?: QuotePrefill) => void; prefetchQuote: () => void };

const QuoteDialogContext = createContext<QuoteDialogValue | null>(null);

const loadQuoteDialog = () => import("./quote-dialog");
const QuoteDialog = lazy(loadQuoteDialog);

/** Holds the quote dialog's open state; the dialog's code loads on first use (or on hover of a Get Quote button). */
export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // A request from the parking selector starts filled in; every other "Get Quote" starts empty.
  const [prefill, setPrefill] = useState<QuotePrefill | undefined>(undefined);
  const openQuote = useCallback((from?: QuotePrefill) => {
    setPrefill(from);
    setUsed(true);
    setOpen(true);
  }, []);
  const prefetchQuote = useCallback(() => void loadQuoteDialog(), []);
  const value = useMemo(() => ({ openQuote, prefetchQuote }), [openQuote, prefetchQuote]);
  return (
    <QuoteDialogContext.Provider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <QuoteDialog open={open} onOpenChange={setOpen} prefill={prefill} />
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
