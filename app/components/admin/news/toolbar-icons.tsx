import { Svg } from "../../ui/icons.tsx";

/**
 * The article editor's toolbar icons, drawn like the site's others (ui/icons.tsx): 24-unit strokes,
 * no emoji (which show as boxes where no emoji font is installed). Console only.
 */
type P = { size?: number };

export const BoldIcon = (p: P) => (
  <Svg {...p}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
  </Svg>
);
export const ItalicIcon = (p: P) => (
  <Svg {...p}>
    <path d="M19 4h-9M14 20H5M15 4 9 20" />
  </Svg>
);
export const Heading2Icon = (p: P) => (
  <Svg {...p}>
    <path d="M4 6v12M12 6v12M4 12h8M16 10.5a2.5 2.5 0 1 1 4 2L16 18h5" />
  </Svg>
);
export const Heading3Icon = (p: P) => (
  <Svg {...p}>
    <path d="M4 6v12M12 6v12M4 12h8M16 8.5h4l-2.5 3.5a2.5 2.5 0 1 1-2 4" />
  </Svg>
);
export const BulletListIcon = (p: P) => (
  <Svg {...p}>
    <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </Svg>
);
export const OrderedListIcon = (p: P) => (
  <Svg {...p}>
    <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M4 14.5a1.5 1.5 0 1 1 2.5 1.2L4 19h3" />
  </Svg>
);
export const QuoteIcon = (p: P) => (
  <Svg {...p}>
    <path d="M7 7H4v5h3v3l-2 2M17 7h-3v5h3v3l-2 2" />
  </Svg>
);
export const LinkIcon = (p: P) => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);
export const ImageIcon = (p: P) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </Svg>
);
export const TableIcon = (p: P) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="1" />
    <path d="M3 9h18M3 14.5h18M9 4v16M15 4v16" />
  </Svg>
);
export const VideoIcon = (p: P) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m10 9 5 3-5 3z" />
  </Svg>
);
export const UndoIcon = (p: P) => (
  <Svg {...p}>
    <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
  </Svg>
);
export const RedoIcon = (p: P) => (
  <Svg {...p}>
    <path d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />
  </Svg>
);
export const RowAddIcon = (p: P) => (
  <Svg {...p}>
    <path d="M3 5h18v8H3zM12 16v6M9 19h6" />
  </Svg>
);
export const ColumnAddIcon = (p: P) => (
  <Svg {...p}>
    <path d="M5 3h8v18H5zM16 12h6M19 9v6" />
  </Svg>
);
export const RowRemoveIcon = (p: P) => (
  <Svg {...p}>
    <path d="M3 5h18v8H3zM9 19h6" />
  </Svg>
);
export const ColumnRemoveIcon = (p: P) => (
  <Svg {...p}>
    <path d="M5 3h8v18H5zM16 12h6" />
  </Svg>
);
export const HeaderRowIcon = (p: P) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="1" />
    <path d="M3 9h18" />
    <path d="M4 5h16v3H4z" fill="currentColor" stroke="none" />
  </Svg>
);
export const TableRemoveIcon = (p: P) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="1" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </Svg>
);
