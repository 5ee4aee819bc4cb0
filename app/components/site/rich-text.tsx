import { headingId, parseRichText } from "~/lib/rich-text";

/** Renders article and legal text as real headings, lists and paragraphs. */
export function RichText({ source }: { source: string }) {
  const blocks = parseRichText(source);
  return (
    <div className="space-y-4 text-base leading-relaxed text-slate-700">
      {blocks.map((block, i) => {
        if (block.type === "heading")
          return (
            <h2 key={i} id={headingId(block.text)} className="pt-4 text-2xl font-bold text-slate-900">
              {block.text}
            </h2>
          );
        if (block.type === "list")
          return (
            <ul key={i} className="list-disc space-y-1 pl-6 marker:text-brand-600">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        return <p key={i}>{block.text}</p>;
      })}
    </div>
  );
}
