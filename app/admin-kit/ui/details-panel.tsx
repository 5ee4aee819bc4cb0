import type { ReactNode } from "react";
import type { AdminScreenName } from "~/domain/account/permissions";
import { Detail, RecordLink } from "../records/record-ui";
import { Panel } from "./panels";

/**
 * A record page's panel of details: its labelled values in two columns, then its longer texts (an
 * address, a description) with their line breaks kept, those left empty not shown, then the rest.
 */
export function DetailsPanel({
  title,
  texts = [],
  children,
  footer,
}: {
  title: string;
  texts?: readonly string[];
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Panel title={title}>
      <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>
      {texts
        .filter((text) => text !== "")
        .map((text, i) => (
          <p key={i} className={`${i === 0 ? "mt-4" : "mt-2"} whitespace-pre-line text-sm text-slate-700`}>
            {text}
          </p>
        ))}
      {footer}
    </Panel>
  );
}

/** A detail naming another record, as a link to its page; nothing when it names none. */
export function LinkedDetail({ label, screen, id }: { label: string; screen: AdminScreenName; id: string | null }) {
  return id ? (
    <Detail label={label}>
      <RecordLink screen={screen} id={id} />
    </Detail>
  ) : null;
}
