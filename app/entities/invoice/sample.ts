import { addDays } from "~/domain/admin/dates";
import { categoryRateOn } from "~/domain/vat";
import { invoiceTotals, lineTotal, roundCents } from "./rules";
import { chargeableDay } from "./create";
import type { InvoicePayment } from "./payments";
import type { Invoice, InvoiceItem } from "./schema";
import type { clientDetailNames } from "../contact/client-details";
import { sampleClientDetails } from "../contact/sample";

/**
 * A sample invoice as written below: its taxation follows from its client (standard VAT in
 * Romania, an exempt intra-Community supply of goods to a business elsewhere in the EU), its rate
 * from its day, and its lines' totals, subtotal, tax and total from its lines (rules.ts).
 */
type WrittenInvoice = Omit<
  Invoice,
  | "amount"
  | "taxAmount"
  | "totalAmount"
  | "items"
  | (typeof clientDetailNames)[number]
  | "vatCategory"
  | "taxRate"
  | "exchangeRate"
  | "exchangeRateDate"
> & {
  items: (Omit<InvoiceItem, "total" | "unit"> & { unit?: InvoiceItem["unit"] })[];
};

/**
 * Lei for one euro by month, made up near the National Bank of Romania's rates of late 2025 (the
 * sample invoices state one, as euro invoices must; they are not the bank's published figures).
 */
const SAMPLE_EXCHANGE_RATES: Record<string, number> = {
  "2025-12": 5.0912,
  "2026-01": 5.0934,
  "2026-02": 5.0968,
  "2026-03": 5.0951,
  "2026-04": 5.0987,
  "2026-05": 5.1023,
  "2026-06": 5.1046,
  "2026-07": 5.1018,
  "2026-08": 5.1062,
  "2026-09": 5.1089,
  "2026-10": 5.1104,
  "2026-11": 5.1127,
};

function withFigures(invoice: WrittenInvoice): Invoice {
  const client = sampleClientDetails[invoice.clientName]!;
  const vatCategory = client.clientCountry === "RO" ? "standard" : "intraCommunity";
  const taxRate = categoryRateOn(vatCategory, invoice.deliveryDate ?? invoice.issueDate);
  return {
    ...invoice,
    ...client,
    vatCategory,
    taxRate,
    // The rate published the day before VAT became due (the delivery, or the issue if earlier).
    exchangeRate: SAMPLE_EXCHANGE_RATES[invoice.issueDate.slice(0, 7)]!,
    exchangeRateDate: addDays(chargeableDay(invoice), -1),
    ...invoiceTotals(invoice.items, taxRate),
    items: invoice.items.map((item) => ({ unit: "piece", ...item, total: lineTotal(item) })),
  };
}

/**
 * Demo Mode invoices (December 2025 to November 2026, DEMO_TODAY 2026-11-20). Amounts in EUR, at
 * the standard rate of their day (21% since 1 August 2025), or exempt to businesses elsewhere in the EU.
 */
export const invoiceSample: Invoice[] = (
  [
    {
      id: "INV-2025-046",
      invoiceNumber: "APS-2025-046",
      clientName: "Aurora Residence Development SRL",
      clientEmail: "facturi@aurora-residence.ro",
      language: "ro",
      currency: "EUR",
      status: "Paid",
      issueDate: "2025-12-04",
      dueDate: "2026-01-03",
      paidDate: "2025-12-29",
      description: "Aurora Residence, Floreasca, Bucharest — supply of the underground multi-slot parking system",
      items: [
        { description: "Multi-slot parking system, 48 spaces — supply", quantity: 48, unitPrice: 5450 },
        { description: "Transport and crane unloading, Bucharest site", quantity: 1, unitPrice: 3850 },
      ],
      createdBy: "Elena Ionescu",
    },
    {
      id: "INV-2025-047",
      invoiceNumber: "APS-2025-047",
      clientName: "Grand Hotel Carpați Brașov SA",
      clientEmail: "achizitii@grandhotelcarpati.ro",
      language: "ro",
      currency: "EUR",
      status: "Paid",
      issueDate: "2025-12-17",
      dueDate: "2026-01-16",
      paidDate: "2026-01-14",
      description: "Hotel valet parking, Brașov old town — circular forklift system supply and installation",
      items: [
        {
          description: "Circular forklift parking system, 24 spaces — supply",
          quantity: 1,
          unitPrice: 186400,
        },
        { description: "Installation and commissioning", quantity: 1, unitPrice: 24500 },
      ],
      createdBy: "Andrei Popescu",
    },
    {
      id: "INV-2026-001",
      invoiceNumber: "APS-2026-001",
      clientName: "Transilvania Parking Operators SRL",
      clientEmail: "office@transilvania-parking.ro",
      language: "ro",
      currency: "EUR",
      status: "Paid",
      issueDate: "2026-01-12",
      dueDate: "2026-02-11",
      paidDate: "2026-02-09",
      description: "Maintenance of three automated car parks in Cluj-Napoca, 2026",
      items: [
        { description: "Annual maintenance contract — 3 car parks", quantity: 3, unitPrice: 7800 },
        {
          description: "Remote monitoring and 24/7 call-out service (months)",
          quantity: 12,
          unitPrice: 450,
        },
      ],
      createdBy: "Mihai Dumitrescu",
    },
    {
      id: "INV-2026-002",
      invoiceNumber: "APS-2026-002",
      clientName: "Primăria Municipiului Sibiu",
      clientEmail: "investitii@sibiu-primaria.ro",
      language: "ro",
      currency: "EUR",
      status: "Paid",
      issueDate: "2026-02-09",
      dueDate: "2026-03-11",
      paidDate: "2026-03-06",
      description: "Public tender 14/2025 — sliding parking system for the Cetății Street residents' car park",
      items: [
        { description: "Sliding parking system, 18 spaces — supply", quantity: 1, unitPrice: 96750 },
        { description: "Installation and commissioning", quantity: 1, unitPrice: 14200 },
        { description: "Operator training (days)", quantity: 2, unitPrice: 850 },
      ],
      createdBy: "Elena Ionescu",
    },
    {
      id: "INV-2026-003",
      invoiceNumber: "APS-2026-003",
      clientName: "Westgate Living GmbH",
      clientEmail: "buchhaltung@westgate-living.at",
      language: "en",
      currency: "EUR",
      status: "Paid",
      issueDate: "2026-03-05",
      dueDate: "2026-04-04",
      paidDate: "2026-04-02",
      description: "Residential block Favoriten, Vienna — hydraulic duplicators for the basement garage",
      items: [
        { description: "Hydraulic duplicator unit", quantity: 12, unitPrice: 6850 },
        { description: "Installation and commissioning (per unit)", quantity: 12, unitPrice: 1150 },
        { description: "Transport Bucharest–Vienna", quantity: 1, unitPrice: 3400 },
      ],
      createdBy: "Ioana Constantin",
    },
    {
      id: "INV-2026-004",
      invoiceNumber: "APS-2026-004",
      clientName: "Spitalul Clinic Județean de Urgență Timișoara",
      clientEmail: "achizitii@scju-timisoara.ro",
      language: "ro",
      currency: "EUR",
      status: "Paid",
      issueDate: "2026-03-23",
      dueDate: "2026-04-22",
      paidDate: "2026-04-20",
      description: "Staff car park, hospital campus Timișoara — longitudinal forklift system, advance payment",
      items: [
        {
          description: "Longitudinal forklift parking system, 32 spaces — supply (30% advance)",
          quantity: 1,
          unitPrice: 71340,
        },
        { description: "Structural design coordination", quantity: 1, unitPrice: 6500 },
      ],
      createdBy: "Radu Stanciu",
    },
    {
      id: "INV-2026-005",
      invoiceNumber: "APS-2026-005",
      clientName: "Danube Business Park SRL",
      clientEmail: "finance@danubebusinesspark.ro",
      language: "ro",
      currency: "EUR",
      status: "Paid",
      issueDate: "2026-04-14",
      dueDate: "2026-05-14",
      paidDate: "2026-05-12",
      description: "Office building B, Galați — simple stacking systems for the visitors' car park",
      items: [
        { description: "Simple parking system, 12 spaces — supply", quantity: 12, unitPrice: 4250 },
        { description: "Installation and commissioning", quantity: 1, unitPrice: 8900 },
      ],
      createdBy: "Andrei Popescu",
    },
    {
      id: "INV-2026-006",
      invoiceNumber: "APS-2026-006",
      clientName: "Aurora Residence Development SRL",
      clientEmail: "facturi@aurora-residence.ro",
      language: "ro",
      currency: "EUR",
      status: "Paid",
      issueDate: "2026-05-18",
      dueDate: "2026-06-17",
      paidDate: "2026-06-30",
      description: "Aurora Residence, Floreasca, Bucharest — installation, commissioning and fire-safety integration",
      items: [
        {
          description: "Multi-slot parking system, 48 spaces — installation and commissioning",
          quantity: 1,
          unitPrice: 38600,
        },
        {
          description: "Fire safety integration (sprinkler and detection interface)",
          quantity: 1,
          unitPrice: 12450,
        },
        {
          description: "Galvanised platform replacement (transport damage)",
          quantity: 3,
          unitPrice: 1287.35,
        },
      ],
      createdBy: "Elena Ionescu",
    },
    {
      id: "INV-2026-007",
      invoiceNumber: "APS-2026-007",
      clientName: "Marea Neagră Resort & Spa SRL",
      clientEmail: "contabilitate@mareaneagraresort.ro",
      language: "ro",
      currency: "EUR",
      status: "Paid",
      issueDate: "2026-06-10",
      dueDate: "2026-07-10",
      paidDate: "2026-07-08",
      description: "Resort car park, Mamaia — pit-type duplicators under the landscaped garden",
      items: [
        { description: "Pit-type duplicator unit (2 vehicles)", quantity: 10, unitPrice: 7950 },
        { description: "Installation and commissioning (per unit)", quantity: 10, unitPrice: 1150 },
      ],
      createdBy: "Ioana Constantin",
    },
    {
      id: "INV-2026-008",
      invoiceNumber: "APS-2026-008",
      clientName: "Porta Nova Offices SRL",
      clientEmail: "accounts@portanova-offices.ro",
      language: "ro",
      currency: "EUR",
      status: "Paid",
      issueDate: "2026-07-21",
      dueDate: "2026-08-20",
      paidDate: "2026-08-19",
      description: "Porta Nova office campus, Iași — multi-slot parking tower, first instalment",
      items: [
        {
          description: "Multi-slot parking system, 120 spaces — supply (first instalment, 30%)",
          quantity: 1,
          unitPrice: 198000,
        },
      ],
      createdBy: "Mihai Dumitrescu",
    },
    {
      id: "INV-2026-009",
      invoiceNumber: "APS-2026-009",
      clientName: "Primăria Municipiului Oradea",
      clientEmail: "investitii@oradea-primaria.ro",
      language: "ro",
      currency: "EUR",
      status: "Overdue",
      issueDate: "2026-08-12",
      dueDate: "2026-09-11",
      paidDate: null,
      description: "Automated public car park near Piața Unirii, Oradea — feasibility study and technical design",
      items: [
        {
          description: "Feasibility study and technical design (96-space multi-slot system)",
          quantity: 1,
          unitPrice: 28500,
        },
        { description: "Geotechnical coordination and site survey", quantity: 1, unitPrice: 4200 },
      ],
      createdBy: "Radu Stanciu",
    },
    {
      id: "INV-2026-010",
      invoiceNumber: "APS-2026-010",
      clientName: "Belvedere Hotels SRL",
      clientEmail: "finance@belvedere-hotels.ro",
      language: "ro",
      currency: "EUR",
      status: "Overdue",
      issueDate: "2026-09-15",
      dueDate: "2026-10-15",
      paidDate: null,
      description: "Hotel garage, Timișoara — maintenance and emergency repair of the circular forklift system",
      items: [
        {
          description: "Annual maintenance contract — circular forklift, 16 spaces",
          quantity: 1,
          unitPrice: 6900,
        },
        { description: "Emergency call-out and hydraulic pump replacement", quantity: 1, unitPrice: 3180 },
        { description: "Spare parts: chain tensioner kit", quantity: 2, unitPrice: 465.5 },
      ],
      createdBy: "Mihai Dumitrescu",
    },
    {
      id: "INV-2026-011",
      invoiceNumber: "APS-2026-011",
      clientName: "Parkhaus Rhein-Main GmbH",
      clientEmail: "rechnungen@parkhaus-rheinmain.de",
      language: "en",
      currency: "EUR",
      status: "Pending",
      issueDate: "2026-10-06",
      dueDate: "2026-12-05",
      paidDate: null,
      description: "Operator car park, Frankfurt am Main — longitudinal forklift system supply and supervision",
      items: [
        {
          description: "Longitudinal forklift parking system, 40 spaces — supply",
          quantity: 1,
          unitPrice: 214000,
        },
        { description: "Installation supervision, on-site engineer (days)", quantity: 15, unitPrice: 720 },
      ],
      createdBy: "Ioana Constantin",
    },
    {
      id: "INV-2026-012",
      invoiceNumber: "APS-2026-012",
      clientName: "Policlinica Sanovia SRL",
      clientEmail: "office@sanovia.ro",
      language: "ro",
      currency: "EUR",
      status: "Pending",
      issueDate: "2026-10-28",
      dueDate: "2026-11-27",
      paidDate: null,
      description: "Clinic courtyard, Cluj-Napoca — simple parking systems for doctors and patients",
      items: [
        {
          description: "Simple parking system, 8 spaces — supply and installation",
          quantity: 8,
          unitPrice: 5125,
        },
        { description: "Access control cards (RFID)", quantity: 40, unitPrice: 4.75 },
      ],
      createdBy: "Andrei Popescu",
    },
    {
      id: "INV-2026-013",
      invoiceNumber: "APS-2026-013",
      clientName: "Rivoli Immobiliare S.p.A.",
      clientEmail: "amministrazione@rivoli-immobiliare.it",
      language: "en",
      currency: "EUR",
      status: "Sent",
      issueDate: "2026-11-09",
      dueDate: "2026-12-09",
      paidDate: null,
      description: "Residenza Navigli, Milan — multi-slot parking system with first-year maintenance",
      items: [
        { description: "Multi-slot parking system, 64 spaces — supply", quantity: 64, unitPrice: 5380 },
        { description: "Installation and commissioning", quantity: 1, unitPrice: 46800 },
        { description: "Annual maintenance contract (first year)", quantity: 1, unitPrice: 9600 },
      ],
      createdBy: "Elena Ionescu",
    },
    {
      id: "INV-2026-014",
      invoiceNumber: "APS-2026-014",
      clientName: "Aurora Residence Development SRL",
      clientEmail: "facturi@aurora-residence.ro",
      language: "ro",
      currency: "EUR",
      status: "Draft",
      issueDate: "2026-11-18",
      dueDate: "2026-12-18",
      paidDate: null,
      description: "Aurora Residence, Floreasca, Bucharest — maintenance for 2027 and residents' access cards",
      items: [
        {
          description: "Annual maintenance contract — multi-slot, 48 spaces",
          quantity: 1,
          unitPrice: 11400,
        },
        { description: "Access control cards (RFID)", quantity: 120, unitPrice: 4.75 },
      ],
      createdBy: "Elena Ionescu",
    },
  ] satisfies WrittenInvoice[]
).map(withFigures);

/**
 * Demo Mode's payments: each paid invoice paid whole by bank transfer on its paid day, and the
 * Frankfurt invoice half paid in advance (so a partial payment shows).
 */
export const invoicePaymentSample: InvoicePayment[] = [
  ...invoiceSample
    .filter((invoice) => invoice.status === "Paid" && invoice.paidDate)
    .map((invoice) => ({ invoice, amount: invoice.totalAmount, paidOn: invoice.paidDate! })),
  ...invoiceSample
    .filter((invoice) => invoice.invoiceNumber === "APS-2026-011")
    .map((invoice) => ({ invoice, amount: roundCents(invoice.totalAmount / 2), paidOn: invoice.issueDate })),
].map(({ invoice, amount, paidOn }, i) => ({
  id: i + 1,
  invoiceId: invoice.id,
  paidOn,
  amount,
  method: "bankTransfer",
  reference: `OP ${String(4100 + i * 7)}`,
  recordedBy: invoice.createdBy,
  recordedAt: `${paidOn}T10:00:00.000Z`,
  reversedAt: null,
  reversedBy: null,
  reversalReason: null,
}));
