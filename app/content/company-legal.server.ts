/**
 * What an invoice states of the company (Romanian invoicing rules): the trade register number,
 * the tax code (CUI, with RO for VAT), the bank and the account payments go to. Placeholders until
 * the company supplies its own. Only documents the server makes state them, so they stay out of
 * the pages' JavaScript.
 */
export const companyLegal = {
  registrationNumber: "J27/412/2000",
  taxCode: "RO13125560",
  bank: "Banca Transilvania, Piatra-Neamț",
  iban: "RO49 BTRL 0280 1202 K123 45XX",
} as const;
