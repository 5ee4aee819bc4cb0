import { company } from "~/content/company";
import type { CompanySettings } from "./schema";

/**
 * Demo Mode's company details: a sample company's, with a tax code and IBANs whose check digits
 * are right (the IBANs' account numbers are plainly made up), so the sample invoices print whole.
 */
export const companySample: CompanySettings = {
  legalName: company.legalName,
  taxCode: "13125561",
  vatPayer: true,
  vatOnCollection: false,
  tradeRegister: "J27/412/2000",
  address: `${company.address.street}, ${company.address.postalCode} ${company.address.locality}, jud. ${company.address.region}`,
  shareCapital: 200,
  bankAccounts: [
    { iban: "RO24BTRLRONCRT0000000001", bank: "Banca Transilvania", currency: "RON" },
    { iban: "RO44BTRLEURCRT0000000002", bank: "Banca Transilvania", currency: "EUR" },
  ],
  paymentTermDays: 30,
  invoiceSeries: "APS",
};
