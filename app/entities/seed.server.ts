import type { RecordTable } from "~/domain/admin/record-kinds";
import { reserveInvoiceNumbers } from "~/entities/invoice/numbers.server";
import { sql, type Kysely } from "kysely";
import { leadSources, systemTypes } from "~/domain/admin/schema";
import { staffSample } from "./staff/sample";
import { listStaff } from "./staff/list.server";
import { VAT_RATES } from "~/domain/vat";
import { member, members } from "~/domain/admin/vocabulary";
import { taskStatuses } from "~/entities/task/schema";
import { affiliateCategories, affiliateStatuses } from "~/entities/affiliate/schema";
import { campaignPlatforms, campaignStatuses } from "~/entities/campaign/schema";
import { commissionStatuses } from "~/entities/commission/schema";
import { contactStatuses } from "~/entities/contact/schema";
import { invoiceStatuses } from "~/entities/invoice/schema";
import { leadPriorities, leadStatuses } from "~/entities/lead/schema";
import { opportunityStages } from "~/entities/opportunity/schema";
import { socialPlatforms, socialPostStatuses } from "~/entities/social-post/schema";
import type { Database } from "../server/db/schema";

/**
 * Generated live records for trying the back-office out (`npm run seed -- --rows N`), never run by
 * default. The database writes them itself (generate_series), so 100,000 rows take seconds: N
 * contacts and N leads, N/10 opportunities and invoices, N/100 affiliates, commissions, campaigns
 * and social posts. Every value comes from the domain vocabularies, so each row reads back
 * through its Zod schema; names, companies and cities are Romanian and European.
 */
const firstNames = [
  "Andrei",
  "Maria",
  "Ion",
  "Elena",
  "Mihai",
  "Ioana",
  "Alexandru",
  "Ana",
  "Cristian",
  "Gabriela",
  "Radu",
  "Simona",
  "Dan",
  "Laura",
  "Vlad",
  "Irina",
  "Sorin",
  "Oana",
  "Bogdan",
  "Carmen",
  "Pierre",
  "Anna",
  "Lukas",
  "Sofia",
  "Marco",
  "Julia",
  "Tomasz",
  "Eva",
  "Jan",
  "Clara",
];
const lastNames = [
  "Popescu",
  "Ionescu",
  "Popa",
  "Dumitru",
  "Stan",
  "Stoica",
  "Gheorghe",
  "Matei",
  "Ciobanu",
  "Rusu",
  "Munteanu",
  "Florea",
  "Dinu",
  "Lazăr",
  "Moldovan",
  "Barbu",
  "Tudor",
  "Nistor",
  "Dubois",
  "Müller",
  "Rossi",
  "Kowalski",
  "Novak",
  "Schmidt",
  "Bianchi",
  "Horvat",
  "Weber",
  "Costa",
  "Marin",
  "Sandu",
];
const companies = [
  "Rezidențial",
  "Urban Parking",
  "Metropolitan Development",
  "City Park",
  "Green Tower",
  "Nord Invest",
  "Carpathia Estates",
  "Danube Logistics",
  "Primăria",
  "Parcări Municipale",
  "Central Offices",
  "Riverside Homes",
  "Euro Park Systems",
  "Atlas Construct",
  "Vest Imobiliare",
];
const cities = [
  "București",
  "Cluj-Napoca",
  "Iași",
  "Timișoara",
  "Brașov",
  "Constanța",
  "Sibiu",
  "Oradea",
  "Piatra-Neamț",
  "Bacău",
  "Vienna",
  "Budapest",
  "Lyon",
  "Milano",
  "Kraków",
];
const jobTitles = [
  "Project Manager",
  "Development Director",
  "Architect",
  "Facility Manager",
  "Procurement Officer",
  "CEO",
  "Technical Director",
  "Parking Operator",
];
const projectKinds = [
  "Residential building",
  "Office tower",
  "Hotel",
  "Hospital",
  "Municipal car park",
  "Shopping centre",
  "Logistics hub",
  "Mixed-use complex",
];
const platformsPostText = [
  "New installation completed",
  "How automated parking saves space",
  "Visit our showroom",
  "Maintenance tips for puzzle systems",
  "Case study",
];

/** `(array[...])[1 + (expr) % n]`: the nth value of a list for row i. */
function pick(values: readonly string[], expression: ReturnType<typeof sql>) {
  return sql`(${sql.val([...values])}::text[])[1 + ((${expression}) % ${values.length})]`;
}

/** Rows written, by table (installations are entered one by one at handover, and meetings mail their attendees: neither in bulk). */
export type SeedCounts = Record<Exclude<RecordTable, "installations" | "meetings">, number>;

export function seedCounts(rows: number): SeedCounts {
  const tenth = Math.max(1, Math.floor(rows / 10));
  const hundredth = Math.max(1, Math.floor(rows / 100));
  return {
    contacts: rows,
    leads: rows,
    opportunities: tenth,
    invoices: tenth,
    affiliates: hundredth,
    commissions: hundredth,
    campaigns: hundredth,
    social_posts: hundredth,
    tasks: tenth,
  };
}

export function seedLiveTables(db: Kysely<Database>, rows: number): Promise<SeedCounts>;
export function seedLiveTables(
  db: Kysely<Database>,
  rows: number,
  only: (keyof SeedCounts)[],
): Promise<Partial<SeedCounts>>;
export async function seedLiveTables(
  db: Kysely<Database>,
  rows: number,
  only?: (keyof SeedCounts)[],
): Promise<Partial<SeedCounts>> {
  const counts = seedCounts(rows);
  const want = (name: keyof SeedCounts) => !only || only.includes(name);
  const i = sql`i`;
  const person = (offset: number) =>
    sql`${pick(firstNames, sql`${i} + ${offset}`)} || ' ' || ${pick(lastNames, sql`(${i} / 30) + ${offset}`)}`;
  const company = sql`${pick(companies, sql`${i} / 7`)} || ' ' || ${pick(cities, sql`${i} / 3`)}`;
  const phone = sql`'+40 7' || lpad(((${i}::bigint * 7919) % 100000000)::text, 8, '0')`;
  // Leads and opportunities go to the administrators there are (none: unassigned); the records'
  // "created by" are names, as the sample team's.
  const ownerIds = (await listStaff(db)).map((s) => s.id);
  const owner = (expression: ReturnType<typeof sql>) => (ownerIds.length ? pick(ownerIds, expression) : sql`null`);
  const teamNames = staffSample.map((s) => s.name);
  await db.transaction().execute(async (trx) => {
    if (want("contacts"))
      await sql`insert into contacts (first_name, last_name, email, phone, company, job_title, status, source, notes, value, created_at, last_contact, origin)
        select ${pick(firstNames, i)}, ${pick(lastNames, sql`${i} / 30`)}, 'contact' || i || '@seed.example', ${phone}, ${company}, ${pick(jobTitles, i)},
          ${pick(contactStatuses, i)}, ${pick(leadSources, sql`${i} / 5`)}, 'Generated by npm run seed', ((${i}::bigint * 7919) % 900000)::numeric,
          current_date - (i % 720), current_date - (i % 60), 'seed'
        from generate_series(1, ${counts.contacts}) as i`.execute(trx);
    if (want("leads"))
      await sql`insert into leads (title, contact_name, company, email, phone, value, probability, status, priority, source, system_type, expected_close_date, description, assigned_to, created_at, last_activity)
        select ${pick(projectKinds, i)} || ', ' || (10 + i % 290) || ' spaces', ${person(3)}, ${company}, 'lead' || i || '@seed.example', ${phone},
          case when i % 5 = 0 then null else (20000 + (${i}::bigint * 104729) % 2000000)::numeric end, (i * 37) % 100,
          ${pick(leadStatuses, i)}, ${pick(leadPriorities, sql`${i} / 2`)}, ${pick(leadSources, sql`${i} / 3`)}, ${pick(systemTypes, sql`${i} / 4`)},
          current_date + (i % 365), 'Generated by npm run seed', ${owner(sql`${i} / 6`)}, current_date - (i % 720), current_date - (i % 30)
        from generate_series(1, ${counts.leads}) as i`.execute(trx);
    if (want("opportunities"))
      await sql`insert into opportunities (name, lead_id, contact_name, company, value, probability, stage, system_type, close_date, won_date, assigned_to, description, created_at, last_activity, next_step)
        select ${pick(projectKinds, i)} || ' ' || ${pick(cities, sql`${i} / 3`)}, record_id('LD-' || to_char(current_date, 'YYYY') || '-', i), ${person(7)}, ${company},
          (50000 + (${i}::bigint * 104729) % 3000000)::numeric, (i * 13) % 100, s.stage, ${pick(systemTypes, i)}, current_date + (i % 300),
          case when s.stage = ${member(opportunityStages, "Closed Won")} then current_date - (i % 200) end, ${owner(i)}, 'Generated by npm run seed',
          current_date - (i % 720), current_date - (i % 30), 'Follow up'
        from generate_series(1, ${counts.opportunities}) as i, lateral (select ${pick(opportunityStages, i)} as stage) s`.execute(
        trx,
      );
    if (want("invoices")) {
      // Numbered like every invoice: each year's numbers taken from its series, none repeated.
      const issued = sql`current_date - (i % 400)`;
      const { rows: years } = await sql<{ year: number; count: number }>`
        select extract(year from ${issued})::int as year, count(*)::int as count
        from generate_series(1, ${counts.invoices}) as i group by 1 order by 1`.execute(trx);
      const firsts: { year: number; first: number }[] = [];
      for (const { year, count } of years) firsts.push({ year, first: await reserveInvoiceNumbers(trx, year, count) });
      const series = sql.join(firsts.map(({ year, first }) => sql`(${year}::int, ${first}::int)`));
      // Each invoice at the standard VAT rate in force on its day (app/domain/vat.ts).
      const rates = sql.join(
        VAT_RATES.filter((rate) => rate.kind === "standard").map(
          (rate) => sql`(${rate.percent}::numeric, ${rate.from}::date)`,
        ),
      );
      // Each states an exchange rate of the day before it (made up, near the National Bank of Romania's).
      await sql`insert into invoices (id, invoice_number, client_name, client_email, tax_rate, amount, tax_amount, total_amount, currency, status, issue_date, due_date, paid_date, description, items, created_by, exchange_rate, exchange_rate_date)
        select record_id('INV-' || g.year || '-', f.first + g.place - 1), record_id('INV-' || g.year || '-', f.first + g.place - 1), ${company}, 'billing' || i || '@seed.example',
          r.percent, v.amount, round(v.amount * r.percent / 100, 2), v.amount + round(v.amount * r.percent / 100, 2), 'EUR', s.status, current_date - (i % 400), current_date - (i % 400) + 30,
          case when s.status = ${member(invoiceStatuses, "Paid")} then current_date - (i % 400) + (i % 30) end, 'Parking system delivery and installation',
          jsonb_build_array(jsonb_build_object('description', 'Automated parking module', 'quantity', v.quantity, 'unitPrice', v.price, 'total', v.amount)), ${pick(teamNames, i)},
          5.05 + (i % 10) / 100.0, current_date - (i % 400) - 1
        from (select i, extract(year from ${issued})::int as year, row_number() over (partition by extract(year from ${issued}) order by i) as place
            from generate_series(1, ${counts.invoices}) as i) g
          join (values ${series}) as f (year, first) on f.year = g.year,
          lateral (select 1 + i % 4 as quantity, (1000 * (5 + i % 50))::numeric as price, ((1 + i % 4) * 1000 * (5 + i % 50))::numeric as amount) v,
          lateral (select ${pick(invoiceStatuses, i)} as status) s,
          lateral (select percent from (values ${rates}) as t (percent, from_day)
            where from_day <= ${issued} order by from_day desc limit 1) r`.execute(trx);
    }
    if (want("affiliates"))
      await sql`insert into affiliates (name, contact_name, email, phone, affiliate_code, commission_rate, total_earnings, total_sales, referral_count, status, join_date, last_sale, address, description, performance_rating, category)
        select ${company} || ' Partners', ${person(11)}, 'partner' || i || '@seed.example', ${phone},
          chr(65 + (i / 676) % 26) || chr(65 + (i / 26) % 26) || chr(65 + i % 26) || lpad(((2000 + i / 17576) % 10000)::text, 4, '0'),
          (3 + i % 10)::numeric, ((i::bigint * 7919) % 90000)::numeric, ((i::bigint * 7919) % 900000)::numeric, i % 40, ${pick(affiliateStatuses, i)},
          current_date - (i % 900), current_date - (i % 60), 'Str. Exemplu ' || (1 + i % 200) || ', ' || ${pick(cities, i)}, 'Generated by npm run seed',
          round((3 + (i % 21) / 10.0)::numeric, 2), ${pick(affiliateCategories, i)}
        from generate_series(1, ${counts.affiliates}) as i
        on conflict (affiliate_code) do nothing`.execute(trx);
    if (want("commissions"))
      await sql`insert into commissions (affiliate_code, affiliate_name, invoice_number, sale_amount, commission_rate, commission_amount, status, paid_date, created_at, description)
        select record_id('AFR-', 1 + i % 999), ${company} || ' Partners', record_id('SED-' || to_char(current_date, 'YYYY') || '-', i),
          v.sale, v.rate, round(v.sale * v.rate / 100, 2), s.status, case when s.status = ${member(commissionStatuses, "Paid")} then current_date - (i % 100) end, current_date - (i % 300), 'Referral commission'
        from generate_series(1, ${counts.commissions}) as i,
          lateral (select (10000 * (1 + i % 90))::numeric as sale, (3 + i % 10)::numeric as rate) v,
          lateral (select ${pick(commissionStatuses, i)} as status) s`.execute(trx);
    if (want("campaigns"))
      await sql`insert into campaigns (name, description, platform, status, scheduled_date, published_date, budget, spent, reach, engagement, clicks, conversions, created_at, created_by)
        select 'Campaign ' || i || ': ' || ${pick(projectKinds, i)}, 'Generated by npm run seed', ${pick(campaignPlatforms, i)}, s.status, current_date - (i % 200) + 30,
          case when s.status in (${sql.join(members(campaignStatuses, ["Active", "Completed"]))}) then current_date - (i % 200) end, (1000 * (1 + i % 20))::numeric, (500 * (i % 20))::numeric,
          (i * 997) % 200000, ((i % 90) / 10.0)::numeric, (i * 31) % 5000, i % 80, current_date - (i % 220), ${pick(teamNames, i)}
        from generate_series(1, ${counts.campaigns}) as i, lateral (select ${pick(campaignStatuses, i)} as status) s`.execute(
        trx,
      );
    if (want("social_posts"))
      await sql`insert into social_posts (content, platform, status, scheduled_date, published_date, campaign_id, campaign_name, media_urls, engagement_data, created_at, created_by)
        select ${pick(platformsPostText, i)} || ' #' || i, ${pick(socialPlatforms, i)}, s.status, now() - ((i % 200) || ' days')::interval,
          case when s.status = ${member(socialPostStatuses, "Published")} then now() - ((i % 200) || ' days')::interval end, null, null, '[]'::jsonb,
          jsonb_build_object('likes', (i * 7) % 900, 'shares', (i * 3) % 120, 'comments', i % 60, 'reach', (i * 97) % 40000, 'clicks', (i * 11) % 2000),
          current_date - (i % 210), ${pick(teamNames, i)}
        from generate_series(1, ${counts.social_posts}) as i, lateral (select ${pick(socialPostStatuses, i)} as status) s`.execute(
        trx,
      );
    if (want("tasks"))
      // A follow-up a lead, spread from a month ago to two months on, one in five done.
      await sql`insert into tasks (title, due_at, assigned_to, related_kind, related_id, notes, status, done_at, created_at)
        select 'Follow up on ' || ${pick(projectKinds, i)}, date_trunc('hour', now()) + (((i * 37) % 2160) - 720) * interval '1 hour', ${owner(i)},
          'lead', record_id('LD-' || to_char(current_date, 'YYYY') || '-', i), 'Generated by npm run seed',
          case when i % 5 = 0 then ${member(taskStatuses, "Done")} else ${member(taskStatuses, "Open")} end,
          case when i % 5 = 0 then now() - (i % 30) * interval '1 day' end, current_date - (i % 60)
        from generate_series(1, ${counts.tasks}) as i`.execute(trx);
  });
  // Fresh statistics, so that the planner knows the trigram indexes are worth using.
  await sql`analyze contacts, leads, opportunities, invoices, affiliates, commissions, campaigns, social_posts, tasks`.execute(
    db,
  );
  if (!only) return counts;
  const seeded: Partial<SeedCounts> = {};
  for (const name of only) seeded[name] = counts[name];
  return seeded;
}
