import { Link } from "react-router";
import { useLanguage } from "~/i18n/language";
import { localePath } from "~/lib/paths";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type QuoteDialogValue = { openQuote: () => void; prefetchQuote: () => void };

const QuoteDialogContext = createContext<QuoteDialogValue | null>(null);

const loadQuoteDialog = () => import("./quote-dialog");
const QuoteDialog = lazy(loadQuoteDialog);

/** Holds the quote dialog's open state; the dialog's code loads on first use (or on hover of a Get Quote button). */
export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const openQuote = useCallback(() => {
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
          <QuoteDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </QuoteDialogContext.Provider>
  );
}

/**
 * A "Get Quote" control: a link to the /quote page, which is where it leads without JavaScript;
 * with JavaScript it opens the dialog instead.
 */
export function QuoteLink({ className, children, onOpen }: { className: string; children: ReactNode; onOpen?: () => void }) {
  const { openQuote, prefetchQuote } = useQuoteDialog();
  const { lang } = useLanguage();
  return (
    <Link
      to={localePath("/quote", lang)}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onOpen?.();
        openQuote();
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
