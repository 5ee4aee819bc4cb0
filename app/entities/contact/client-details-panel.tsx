import { useT } from "~/i18n/language";
import { useCountryName } from "~/admin-kit/format";
import { Detail } from "~/admin-kit/records/record-ui";
import { Panel } from "~/admin-kit/ui/panels";
import type { Contact } from "./schema";

/**
 * A contact's invoicing details as an invoice to it will state them: the company (or the person),
 * its registered address, country, tax code and trade register number; or what to add when none
 * are known yet.
 */
export function ClientDetailsPanel({ client }: { client: Contact }) {
  const t = useT("admin");
  const countryName = useCountryName();
  const known = client.clientAddress !== "" || client.clientTaxCode !== "";
  return (
    <Panel title={t("actions.contact.clientDetails")}>
      {known ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-2" data-testid="client-details">
            <Detail label={t("actions.invoice.clientName")}>
              {client.company || `${client.firstName} ${client.lastName}`.trim()}
            </Detail>
            <Detail label={t("actions.invoice.clientCountry")}>{countryName(client.clientCountry)}</Detail>
            {client.clientTaxCode ? (
              <Detail label={t("actions.invoice.clientTaxCode")}>{client.clientTaxCode}</Detail>
            ) : null}
            {client.clientTradeRegister ? (
              <Detail label={t("actions.invoice.clientTradeRegister")}>{client.clientTradeRegister}</Detail>
            ) : null}
          </dl>
          {client.clientAddress ? (
            <p className="mt-4 text-sm whitespace-pre-line text-slate-700">{client.clientAddress}</p>
          ) : null}
          <p className="mt-3 text-xs text-slate-600">{t("actions.contact.clientDetailsHint")}</p>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t("actions.contact.noClientDetails")}</p>
      )}
    </Panel>
  );
}
