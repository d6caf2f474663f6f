/** Small line icons (decorative: always aria-hidden, the text or label next to them names them). */
type IconProps = { className?: string };

function Icon({ className = "size-5", children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shape` (the SVG elements inside the 24×24 frame). */
const iconOf = (shape: React.ReactNode) => (props: IconProps) => <Icon {...props}>{shape}</Icon>;

export const ChatIcon = iconOf(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />);
export const FolderIcon = iconOf(
  <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />,
);
export const MenuIcon = iconOf(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = iconOf(<path d="M6 6l12 12M18 6L6 18" />);
export const SearchIcon = iconOf(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);
export const SunIcon = iconOf(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = iconOf(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
export const ChevronIcon = iconOf(<path d="M6 9l6 6 6-6" />);
export const PaperclipIcon = iconOf(
  <path d="M21 12.5l-8.5 8.5a5 5 0 0 1-7-7L14 5.5a3.5 3.5 0 0 1 5 5L10.5 19a2 2 0 0 1-3-3L15 8.5" />,
);
export const CameraIcon = iconOf(
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
export const ShieldIcon = iconOf(<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />);

const card = <rect x="2" y="5" width="20" height="14" rx="2" />;
const page = "M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6";

/** The drawing of each activity event type (spec §3). */
const activityShapes: Record<string, React.ReactNode> = {
  session_started: <path d="M5 12h14M13 6l6 6-6 6" />,
  contact_info_provided: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  matter_created: <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM12 10v6M9 13h6" />,
  matter_status_changed: <path d="M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4" />,
  lawyer_assigned: <path d="M12 3v18M5 7h14M5 7l-3 7h6zM19 7l-3 7h6zM8 21h8" />,
  payment_completed: (
    <>
      {card}
      <path d="M2 10h20M7 15l2 2 4-4" />
    </>
  ),
  payment_failed: (
    <>
      {card}
      <path d="M2 10h20M9 13l4 4M13 13l-4 4" />
    </>
  ),
  image_added: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="M21 15l-5-5L5 21" />
    </>
  ),
  video_added: (
    <>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="M16 10l6-3v10l-6-3" />
    </>
  ),
  audio_added: <path d="M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z" />,
  document_added: <path d={`${page}M8 13h8M8 17h5`} />,
  file_added: <path d={page} />,
  link_shared: <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />,
  intake_completed: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
  review_requested: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
    </>
  ),
};

/** One icon per activity event type; any other type gets the default dot. */
export function ActivityIcon({ eventType, className = "size-4" }: { eventType: string; className?: string }) {
  const shape = activityShapes[eventType];
  return (
    <Icon className={className}>
      <g data-activity-icon={shape ? eventType : "default"}>{shape ?? <circle cx="12" cy="12" r="4" />}</g>
    </Icon>
  );
}
