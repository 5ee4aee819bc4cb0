/** Tags as "#tag" chips: small on a card, larger on an article's own page. */
const sizes = {
  small: { list: "mt-3 flex flex-wrap gap-1.5", tag: "rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700" },
  large: { list: "mt-8 flex flex-wrap gap-2", tag: "rounded bg-slate-100 px-2.5 py-1 text-sm text-slate-700" },
} as const;

export function TagList({
  tags,
  label,
  size = "small",
}: {
  tags: readonly string[];
  label?: string;
  size?: keyof typeof sizes;
}) {
  return (
    <ul className={sizes[size].list} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={sizes[size].tag}>
          #{tag}
        </li>
      ))}
    </ul>
  );
}
