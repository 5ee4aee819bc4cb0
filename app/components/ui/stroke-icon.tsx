import type { ReactNode } from "react";

/** A 16 px line icon drawn in the text colour (the public pages draw their few icons inline, without an icon library). */
export function StrokeIcon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}
