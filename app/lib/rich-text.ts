/**
 * The format of blog articles and legal texts: a line "**Heading**" is a heading, a line
 * starting with a bullet character is a list item, other lines form paragraphs (a blank line ends one).
 */
export type RichBlock =
  { type: "heading"; text: string } | { type: "list"; items: string[] } | { type: "paragraph"; text: string };

const HEADING = /^\*\*(.+)\*\*$/;
const BULLET = /^[•·]\s*/;

export function parseRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: "heading", text: heading[1]!.trim() });
      continue;
    }
    if (BULLET.test(line)) {
      flush();
      const item = line.replace(BULLET, "");
      const last = blocks[blocks.length - 1];
      if (last?.type === "list") last.items.push(item);
      else blocks.push({ type: "list", items: [item] });
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** A stable id for a heading, for in-page links. */
export function headingId(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
