import { company } from "~/content/company";

/**
 * Who the company is in law, as the public site states it (the footer, the terms and privacy
 * pages, the search engines' structured data): its legal name, tax code (RO before it when it is
 * registered for VAT), trade register number and registered office. They are the company's details
 * in the back-office's Settings, the same ones its invoices state; until staff set them, the site
 * names the company as its content does and states no tax code or registration (never a placeholder).
 */
export type LegalIdentity = {
  legalName: string;
  /** Empty until set. */
  taxCode: string;
  tradeRegister: string;
  registeredOffice: string;
};

/** The identity the site states before the company's details are set in Settings. */
export const contentIdentity: LegalIdentity = {
  legalName: company.legalName,
  taxCode: "",
  tradeRegister: "",
  registeredOffice: "",
};
