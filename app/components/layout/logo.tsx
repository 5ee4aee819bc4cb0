/** The company mark: a stacked-platform glyph; decorative, the link around it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#174c87" />
      <path d="M7 9h18M7 16h18M7 23h18" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M10 9v14M22 9v14" stroke="#f59e0b" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
