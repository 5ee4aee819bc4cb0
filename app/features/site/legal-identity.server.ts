import { contentIdentity, type LegalIdentity } from "~/domain/company/legal-identity";
import { printedTaxCode } from "~/domain/company/tax-ids";
import { COMPANY_DETAILS_CHANNEL, readCompanySettings } from "~/entities/company/settings.server";
import { getDb } from "~/server/db/db.server";
import { listenFor } from "~/server/db/notify.server";
import { log } from "~/server/log.server";

/**
 * The company's legal identity as the public pages state it, read from Settings once and kept in
 * memory, so an anonymous page still needs no database query. Each process reads it again when
 * the details change anywhere (a notice on the database, `watchLegalIdentity`).
 */
let known: LegalIdentity | undefined;
const watchers = new Set<() => void>();

async function read(): Promise<LegalIdentity> {
  const settings = await readCompanySettings(await getDb());
  return settings ? identityOf(settings) : contentIdentity;
}

/**
 * The identity the pages state. While the database cannot be read (not started yet, restarting),
 * the content's, not kept: the next page asks again, and the notice sent when the database is back
 * makes every cached page go.
 */
export async function legalIdentity(): Promise<LegalIdentity> {
  if (known) return known;
  try {
    known = await read();
    return known;
  } catch (error) {
    log.warn({ err: error }, "the company's details could not be read: the site states its content's");
    return contentIdentity;
  }
}

/**
 * Reads the identity again whenever the company's details change (or the database comes back),
 * then calls `onChange` (the render cache empties itself). Returns the function that stops it.
 */
export function watchLegalIdentity(onChange: () => void): () => Promise<void> {
  watchers.add(onChange);
  const stop = listenFor(COMPANY_DETAILS_CHANNEL, () => {
    known = undefined;
    void legalIdentity().then(() => {
      for (const watcher of watchers) watcher();
    });
  });
  return async () => {
    watchers.delete(onChange);
    await stop();
  };
}

/** The site's identity from the company's details: the tax code as a document prints it. */
export function identityOf(details: {
  legalName: string;
  taxCode: string;
  vatPayer: boolean;
  tradeRegister: string;
  address: string;
}): LegalIdentity {
  return {
    legalName: details.legalName,
    taxCode: printedTaxCode(details),
    tradeRegister: details.tradeRegister,
    // One line: an address typed on several lines reads as one in a sentence or a footer.
    registeredOffice: details.address
      .split(/\s*\n\s*/)
      .filter(Boolean)
      .join(", "),
  };
}
