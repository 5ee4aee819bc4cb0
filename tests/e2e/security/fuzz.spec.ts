import { parse } from "csv-parse/sync";
import { expect, test } from "../../support/test";
import pg from "pg";
import { recordEntities, recordEntitiesWithPages, recordKinds } from "~/domain/admin/record-kinds";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { MAX_SPACES, MIN_SPACES } from "~/domain/quote/limits";
import { interpolate } from "~/i18n/translate";
import auth from "~/i18n/en/auth";
import common from "~/i18n/en/common";
import commonRo from "~/i18n/ro/common";
import { embeddedDatabaseUrl } from "../../../app/server/db/embedded-postgres.server";
import { eachConcurrently } from "../../support/concurrently";
import { HttpClient, startAdminServer } from "../../support/http";

/**
 * Every public form and the sign-up, then the back-office's record forms, posted with each field at
 * its limit, one past it, with line breaks, control characters, non-Latin text, spreadsheet
 * formulas and numbers and dates no form expects: the answers are 2xx, 3xx or 4xx with the field's
 * message, never 5xx. Then the back-office reads all of it back: every list, record page and
 * export answers 200, and no exported cell is a formula.
 */

/** The forms' messages as shown: the spaces' message says their range, in the page's language. */
const shown = (messages: Record<string, string>, lang: "en" | "ro") =>
  Object.values(messages).map((m) =>
    interpolate(m, { min: MIN_SPACES.toLocaleString(lang), max: MAX_SPACES.toLocaleString(lang) }),
  );
const leadMessages = { en: shown(common.enquiryForm.errors, "en"), ro: shown(commonRo.enquiryForm.errors, "ro") };
const authMessages = Object.values(auth.errors).map((e) => e.description);

function emailOfLength(n: number): string {
  const domain = "@example.ro";
  let local = `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // Fill with dot-separated labels: a long but well-formed address.
  let rest = n - local.length - domain.length;
  const parts: string[] = [];
  while (rest > 0) {
    const take = Math.min(rest - (parts.length ? 1 : 0), 60);
    if (take <= 0) break;
    parts.push("a".repeat(take));
    rest -= take + (parts.length > 1 ? 1 : 0);
  }
  local = [local, ...parts].join(".").slice(0, n - domain.length);
  return `${local}${domain}`;
}

const oneLineVariants = (max: number): string[] => [
  "x".repeat(max),
  "x".repeat(max + 1),
  `${"Ș".repeat(max - 1)}ț`,
  "Ana\nPop",
  "Ana\r\n=1+1",
  "Ana\u0000Pop",
  "Ana\u0001\u001b[31m\u007fPop",
  "Юлия 王伟 محمد 🚗",
  '=HYPERLINK("https://evil.example","x")',
  "@SUM(1)",
  "-2+3",
  "x".repeat(max * 40),
];

const textVariants = (max: number): string[] => [
  "x".repeat(max),
  "x".repeat(max + 1),
  "Line one\nLine two\r\n=1+1\n@SUM(1)\n-2+3\n+40 722",
  "Tab\there",
  "Nul\u0000here",
  "Escape\u001b[2J and \u007f",
  "Юлия 王伟 محمد 🚗 ".repeat(20),
];

type Form = {
  path: string;
  page: string;
  base: Record<string, string>;
  fields: Record<string, string[]>;
  lead: boolean;
};

function forms(): Form[] {
  const person = { name: "Ana Pop", email: `ana.${Date.now()}@example.ro`, phone: "+40 722 000 000" };
  const emails = [
    emailOfLength(TEXT_LIMITS.email),
    emailOfLength(TEXT_LIMITS.email + 1),
    "ana\u0000@example.ro",
    "ana\n@example.ro",
    "=cmd@example.ro",
  ];
  const phones = [
    "+40 722 000 000".padEnd(TEXT_LIMITS.phone, "0"),
    "1".repeat(TEXT_LIMITS.phone + 1),
    "+40\n722 000 000",
    "+40\u0000722000000",
    "=1+1",
    "٠٧٢٢٠٠٠٠٠٠",
  ];
  return [
    {
      path: "/quote",
      page: "/quote",
      lead: true,
      base: { ...person, company: "Acme", projectType: "residential", spaces: "40", message: "We need 40 spaces." },
      fields: {
        name: oneLineVariants(TEXT_LIMITS.personName),
        email: emails,
        phone: phones,
        company: oneLineVariants(TEXT_LIMITS.company),
        message: textVariants(TEXT_LIMITS.message),
        spaces: ["0", "100001", "1e3", "0x10", "0b101", "0o17", "Infinity", "-5", "\u0000", "٣"],
      },
    },
    {
      path: "/ro",
      page: "/ro",
      lead: true,
      base: { ...person, subject: "Parcare", message: "Bună ziua" },
      fields: {
        name: oneLineVariants(TEXT_LIMITS.personName),
        phone: phones,
        subject: oneLineVariants(TEXT_LIMITS.subject),
        message: textVariants(TEXT_LIMITS.message),
      },
    },
    {
      path: "/contact",
      page: "/contact",
      lead: true,
      base: { name: person.name, email: person.email, subject: "Parking", message: "Hello" },
      fields: {
        name: oneLineVariants(TEXT_LIMITS.personName),
        email: emails,
        subject: oneLineVariants(TEXT_LIMITS.subject),
        message: textVariants(TEXT_LIMITS.message),
      },
    },
  ];
}

async function fuzzPublicForms(base: string) {
  const client = new HttpClient(base);
  let posts = 0;
  for (const form of forms()) {
    for (const [field, values] of Object.entries(form.fields)) {
      for (const value of values) {
        const token = await client.formToken(form.page);
        const body = { ...form.base, formToken: token, website: "", page: form.page, [field]: value };
        if (field !== "email") body.email = `fuzz.${posts}.${Date.now()}@example.ro`;
        const response = await client.post(form.path, body);
        posts++;
        const label = `${form.path} ${field}=${JSON.stringify(value.slice(0, 40))}${value.length > 40 ? `…(${value.length})` : ""}`;
        expect(response.status, label).toBeLessThan(500);
        const html = await response.text();
        if (response.status === 400) {
          expect(html, label).toContain('aria-invalid="true"');
          const messages = leadMessages[form.path.startsWith("/ro") ? "ro" : "en"];
          expect(
            messages.some((m) => html.includes(m.replaceAll('"', "&quot;"))),
            `${label}: the field's message`,
          ).toBe(true);
        } else if (response.status !== 413) {
          expect(response.status, label).toBe(200);
        }
      }
    }
  }
  // Sign-up: the name and the e-mail address, within and beyond their contract.
  const names = oneLineVariants(TEXT_LIMITS.personName);
  const emails = [
    emailOfLength(TEXT_LIMITS.email),
    emailOfLength(TEXT_LIMITS.email + 1),
    "a\u0000b@example.ro",
    "a\nb@example.ro",
  ];
  const signUps = [
    ...names.map((fullName, i) => ({ fullName, email: `signup.${i}.${Date.now()}@example.ro` })),
    ...emails.map((email) => ({ fullName: "Ana Pop", email })),
  ];
  for (const { fullName, email } of signUps) {
    const response = await client.post("/auth", {
      intent: "signup",
      fullName,
      email,
      password: "secret-pass-123",
      confirmPassword: "secret-pass-123",
    });
    const label = `sign-up ${JSON.stringify(fullName.slice(0, 30))} ${JSON.stringify(email.slice(0, 30))}`;
    expect(response.status, label).toBeLessThan(500);
    if (response.status >= 400 && response.status !== 413) {
      const html = await response.text();
      expect(
        authMessages.some((m) => html.includes(m)),
        `${label}: the field's message`,
      ).toBe(true);
    }
  }
  return posts + signUps.length;
}

/** What staff type into a number, date or choice, beyond the text variants. */
const valueVariants = [
  "",
  "-1",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "0b101",
  "0o17",
  "1e3",
  "2e9",
  "2000000000",
  "1 000 000 001",
  "9".repeat(40),
  "0000-01-01",
  "2026-02-30",
  "99999-01-01T10:00",
  "１２３",
  "12,5,5",
];

/**
 * The back-office's forms that make records, each with a valid post (`n` makes what must be unique
 * unique): every field is posted with every variant while the others stay valid.
 */
const adminForms: [string, (n: number) => Record<string, string>][] = [
  [
    "/admin/leads/new",
    (n) => ({
      title: `Fuzz lead ${n}`,
      contactName: "Ana Pop",
      company: "",
      email: `fuzz${n}@example.ro`,
      phone: "",
      source: "phone",
      priority: "High",
      value: "1000",
      assignedTo: "",
      systemType: "",
      expectedCloseDate: "",
      description: "",
    }),
  ],
  [
    "/admin/affiliates/new",
    (n) => ({
      name: "Fuzz Partners",
      affiliateCode: `${String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26), 70)}2030`,
      contactName: "Dan Ilie",
      email: "dan@example.ro",
      phone: "0722333444",
      commissionRate: "10",
      status: "Active",
      category: "architecture",
      address: "Cluj",
      description: "",
    }),
  ],
  [
    "/admin/installations/new",
    (n) => ({
      customer: `Fuzz customer ${n}`,
      contactId: "",
      siteAddress: "Bd. Unirii 1, București",
      systemType: "duplicator",
      spaces: "12",
      handoverDate: "2031-01-01",
      warrantyEnd: "2033-01-01",
      maintenanceMonths: "6",
      nextVisit: "",
      notes: "",
    }),
  ],
  [
    "/admin/campaigns/new",
    (n) => ({
      name: `Fuzz campaign ${n}`,
      description: "",
      platform: "LinkedIn",
      status: "Draft",
      scheduledDate: "2031-01-01",
      budget: "1000",
      spent: "0",
      reach: "0",
      engagement: "0",
      clicks: "0",
      conversions: "0",
    }),
  ],
  [
    "/admin/social/new",
    (n) => ({
      content: `Fuzz post ${n}`,
      platform: "LinkedIn",
      status: "Draft",
      scheduledDate: "2031-01-01T10:00",
      campaignId: "",
    }),
  ],
  [
    "/admin/tasks/new",
    (n) => ({
      title: `Fuzz task ${n}`,
      dueAt: "2031-01-01T10:00",
      assignedTo: "",
      related: "",
      notes: "",
    }),
  ],
  [
    "/admin/meetings/new",
    (n) => ({
      title: `Fuzz meeting ${n}`,
      startsAt: "2031-01-01T10:00",
      endsAt: "2031-01-01T11:00",
      location: "",
      contactIds: "CT-2026-001",
      staffIds: "",
      related: "",
      notes: "",
    }),
  ],
  [
    "/admin/opportunities/new",
    (n) => ({
      name: `Fuzz deal ${n}`,
      contactId: "CT-2026-001",
      stage: "Discovery",
      probability: "",
      value: "1000",
      closeDate: "",
      systemType: "",
      assignedTo: "",
      affiliateCode: "",
      description: "",
    }),
  ],
];

/** The record forms' fields that take free text; the others take a number, a date, a choice or an id. */
const TEXT_FIELDS = new Set([
  "title",
  "contactName",
  "company",
  "email",
  "phone",
  "name",
  "affiliateCode",
  "address",
  "description",
  "customer",
  "siteAddress",
  "notes",
  "content",
]);

/**
 * The variants most likely to break the page that shows a refused form again, with what was typed
 * in it: control characters and NUL, and non-Latin text with a formula.
 */
const RENDERED = ["Ana\u0001\u001b[31m\u007fPop\u0000", '=HYPERLINK("https://evil.example","Юлия 🚗")'];

/**
 * Where a post goes: its `.data` URL, as the page's form posts with JavaScript (the route's action
 * alone answers), or the page itself, as without JavaScript (the action, then the page drawn again).
 * Every variant takes the first way; a few per field the second too, which adds the drawing.
 */
const dataUrl = (path: string) => `${path}.data`;
/** A data request's redirect is a 202 carrying the new address. */
const DATA_REDIRECT = 202;

/**
 * Every field of every record form with every variant of its kind: a record or the field's
 * message, never a 5xx. A text field gets the text variants and the empty value; a number, date,
 * choice or id gets the numbers and dates no form expects, plus text that is too long, broken or
 * a formula.
 */
async function fuzzAdminForms(admin: HttpClient): Promise<number> {
  const text = [...oneLineVariants(160), ...textVariants(1000), ""];
  const value = [
    ...valueVariants,
    "x".repeat(6400),
    "Ana\u0000Pop",
    "Юлия 🚗",
    '=HYPERLINK("https://evil.example","x")',
  ];
  const posts = adminForms.flatMap(([path, valid]) =>
    Object.keys(valid(0)).flatMap((field) => [
      ...(TEXT_FIELDS.has(field) ? text : value).map((variant) => ({ url: dataUrl(path), valid, field, variant })),
      ...RENDERED.map((variant) => ({ url: path, valid, field, variant })),
    ]),
  );
  // Four at a time, as several staff would post.
  await eachConcurrently(posts, 4, async ({ url, valid, field, variant }, i) => {
    const response = await admin.post(url, { intent: "save", ...valid(i + 1), [field]: variant });
    const answers = url.endsWith(".data") ? [DATA_REDIRECT, 400, 409] : [200, 302, 400, 409];
    expect(answers, `${url} ${field}=${JSON.stringify(variant.slice(0, 40))}`).toContain(response.status);
    await response.arrayBuffer();
  });
  return posts.length;
}

/**
 * The tables' own posts and parameters: a bulk change and a saved filter with every variant in
 * each field, and a table's URL with every variant in each of its parameters: a message or the
 * list, never a 5xx. The rows named do not exist, so nothing is changed. One list takes every
 * variant; the others, whose posts and parameters are read by the same code with their own
 * columns and bulk changes, take one of each kind (empty, too long, NUL, control and non-Latin
 * characters, a formula, a number no field expects).
 */
async function fuzzListTables(admin: HttpClient): Promise<number> {
  const every = [...valueVariants, ...oneLineVariants(80), "x".repeat(6400), "Ana\u0000Pop", "title;drop table leads"];
  const sample = [
    "",
    "1e309",
    "x".repeat(6400),
    "Ana\u0000Pop",
    "Ana\u0001\u001b[31m\u007fPop",
    "Юлия 王伟 🚗",
    '=HYPERLINK("https://evil.example","x")',
    "title;drop table leads",
  ];
  const forms: Record<string, string>[] = [
    { intent: "bulk", ids: "LD-1999-001,LD-1999-002", operation: "assign", assignTo: "", status: "", confirmed: "1" },
    { intent: "bulk", ids: "TSK-1999-001", operation: "status", assignTo: "", status: "Done", confirmed: "1" },
    { intent: "saveFilter", name: "Fuzzed view", query: "q=cluj&layout=table" },
    { intent: "deleteFilter", filter: "1" },
  ];
  let sent = 0;
  for (const [list, variants] of [
    ["leads", every],
    ["tasks", sample],
    ["contacts", sample],
    ["opportunities", sample],
  ] as const) {
    // Every variant as the page posts it with JavaScript; the sample as without, the list drawn again.
    const posts = forms.flatMap((form) =>
      Object.keys(form)
        .filter((field) => field !== "intent")
        .flatMap((field) => [
          ...variants.map((variant) => ({ url: dataUrl(`/admin/${list}`), form: { ...form, [field]: variant } })),
          ...(list === "leads"
            ? sample.map((variant) => ({ url: `/admin/${list}`, form: { ...form, [field]: variant } }))
            : []),
        ]),
    );
    await eachConcurrently(posts, 4, async ({ url, form }) => {
      const response = await admin.post(url, form);
      expect([200, 400, 409], `${url} ${JSON.stringify(form).slice(0, 120)}`).toContain(response.status);
      await response.arrayBuffer();
    });
    // The parameters as the page's links ask them with JavaScript (its loaders alone) and, for the
    // sample, as a link followed without it (the list drawn with them).
    const reads = ["sort", "dir", "size", "cols", "mine", "layout"].flatMap((name) => [
      ...variants
        .slice(0, 24)
        .map((variant) => `/admin/${list}.data?layout=table&${name}=${encodeURIComponent(variant)}`),
      ...sample.map((variant) => `/admin/${list}?layout=table&${name}=${encodeURIComponent(variant)}`),
    ]);
    await eachConcurrently(reads, 4, async (url) => {
      const response = await admin.get(url);
      // A NUL anywhere in a URL is refused before routing (400); every other value shows the list.
      expect(response.status, url).toBe(url.includes("%00") ? 400 : 200);
      await response.arrayBuffer();
    });
    sent += posts.length + reads.length;
  }
  return sent;
}

/** Every kind of record's list, and the lists whose records have pages. */
const LISTS = recordEntities.map((entity) => recordKinds[entity].screen);
const WITH_PAGES = recordEntitiesWithPages.map((entity) => recordKinds[entity].screen).join("|");

/** Spreadsheets run a cell starting with = + - @ as a formula (a constant text `="…"` too: not the data). */
function isFormula(cell: string): boolean {
  return /^(?:[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/.test(cell);
}

async function readEverythingBack(admin: HttpClient) {
  let records = 0;
  for (const list of LISTS) {
    const seen = new Set<string>();
    for (let page = 1; page <= 50; page++) {
      const response = await admin.get(`/admin/${list}?page=${page}`);
      expect(response.status, `${list} page ${page}`).toBe(200);
      const html = await response.text();
      const links = [...html.matchAll(new RegExp(`href="(/admin/(?:${WITH_PAGES})/[A-Z]+-[0-9-]+)"`, "g"))].map(
        (m) => m[1]!,
      );
      const fresh = links.filter((l) => !seen.has(l));
      for (const link of fresh) seen.add(link);
      if (!html.includes(`page=${page + 1}`)) break;
    }
    await eachConcurrently([...seen], 4, async (link) => {
      const response = await admin.get(link);
      expect(response.status, link).toBe(200);
      await response.arrayBuffer();
      records++;
    });
    const exported = await admin.get(`/admin/export/${list}`);
    expect(exported.status, `export ${list}`).toBe(200);
    const rows: string[][] = parse((await exported.text()).replace(/^\uFEFF/, ""), {
      relax_quotes: false,
      relax_column_count: false,
      skip_empty_lines: false,
    });
    expect(rows.length, `export ${list}`).toBeGreaterThan(0);
    // One assertion over every cell: an expect per cell costs more than the export.
    expect(rows.flat().filter(isFormula), list).toEqual([]);
  }
  return records;
}

// Once, on the embedded PostgreSQL: the forms' rules are the application's, the same on any
// PostgreSQL server; the external server's configuration has its own project of tests.
test("fuzzed public forms and sign-ups never answer 5xx, and the back-office reads everything back", async () => {
  test.setTimeout(480_000);
  const office = await startAdminServer({ database: "embedded", grant: { role: "super_admin" } });
  try {
    const posts = await fuzzPublicForms(office.server.url);
    expect(posts).toBeGreaterThan(100);
    // The administrator is in Live Mode, where the back-office's forms store what they are sent.
    expect(await fuzzAdminForms(office.admin)).toBeGreaterThan(1400);
    {
      // A record stored before a rule tightened, or changed by hand: shown for correction, never a broken list.
      const client = new pg.Client({ connectionString: embeddedDatabaseUrl(office.dataDir) });
      await client.connect();
      try {
        // The status vocabulary is a constraint now: lift it for the old row, as an older rule would have.
        const { rows: constraint } = await client.query<{ definition: string }>(
          `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'contacts_status_vocabulary'`,
        );
        await client.query(`alter table contacts drop constraint contacts_status_vocabulary`);
        const { rows } = await client.query<{ id: string }>(
          `update contacts set status = 'Retired status' where id = (select id from contacts order by created_at desc, id desc limit 1) returning id`,
        );
        await client.query(
          `alter table contacts add constraint contacts_status_vocabulary ${constraint[0]!.definition.replace(/ NOT VALID$/, "")} not valid`,
        );
        const id = rows[0]!.id;
        const list = await office.admin.get("/admin/contacts");
        expect(list.status).toBe(200);
        // (The page's translations carry every message: look for the marks themselves.)
        expect(await list.text()).toContain('data-testid="invalid-badge"');
        const page = await office.admin.get(`/admin/contacts/${id}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('data-testid="invalid-record"');
        // Staff correct it with the record's own form.
        const { rows: stored } = await client.query(
          `select first_name, last_name, email, phone, company, job_title, source, notes from contacts where id = $1`,
          [id],
        );
        const c = stored[0]!;
        const saved = await office.admin.post(`/admin/contacts/${id}`, {
          intent: "save",
          firstName: c.first_name,
          lastName: c.last_name,
          email: c.email,
          phone: c.phone,
          company: c.company,
          jobTitle: c.job_title,
          status: "New Lead",
          source: c.source,
          notes: c.notes,
          value: "",
        });
        expect(saved.status).toBe(200);
        expect(await (await office.admin.get(`/admin/contacts/${id}`)).text()).not.toContain(
          'data-testid="invalid-record"',
        );
        // A lead whose e-mail no longer fits opens marked, and staff can delete it.
        const { rows: leads } = await client.query<{ id: string }>(
          `update leads set email = 'not an address' where id = (select id from leads order by created_at desc, id desc limit 1) returning id`,
        );
        const leadId = leads[0]!.id;
        expect(await (await office.admin.get(`/admin/leads/${leadId}`)).text()).toContain(
          'data-testid="invalid-record"',
        );
        const deleted = await office.admin.post(`/admin/leads/${leadId}`, { intent: "delete" });
        expect(deleted.status).toBe(302);
        expect(deleted.headers.get("location")).toBe("/admin/leads");
        expect((await office.admin.get(`/admin/leads/${leadId}`)).status).toBe(404);
      } finally {
        await client.end();
      }
    }
    const records = await readEverythingBack(office.admin);
    expect(records).toBeGreaterThan(20);
  } finally {
    await office.stop();
  }
});

test("the tables' bulk changes, saved filters and URL parameters, fuzzed, never answer 5xx", async () => {
  test.setTimeout(240_000);
  const office = await startAdminServer({ database: "embedded", grant: { role: "super_admin" } });
  try {
    expect(await fuzzListTables(office.admin)).toBeGreaterThan(700);
  } finally {
    await office.stop();
  }
});
