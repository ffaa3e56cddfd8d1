// The saved list's two pictures, drawn here: the heart (a product saved for later) and the bag with a plus (into the
// cart). Decorative: the button each sits in is named in words.

type IconProps = { size?: number; className?: string };

export function HeartIcon({ size = 22, className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <path d="M12 20.2C9.6 18.6 3.4 14.3 3.4 8.9c0-2.8 2.1-4.8 4.6-4.8 1.7 0 3.1.9 4 2.4.9-1.5 2.3-2.4 4-2.4 2.5 0 4.6 2 4.6 4.8 0 5.4-6.2 9.7-8.6 11.3Z" />
    </svg>
  );
}

export function BagPlusIcon({ size = 18, className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <path
        d="M5.2 8.5h13.6l-1.1 10.4a2 2 0 0 1-2 1.8H8.3a2 2 0 0 1-2-1.8L5.2 8.5Zm3.8 0V7a3 3 0 0 1 6 0v1.5M12 11.6v5.2M9.4 14.2h5.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
