const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-3', lg: 'h-12 w-12 border-4' } as const;

export type SpinnerSize = keyof typeof SIZES;

/** The loading spinner (docs/product.md, "Shell"): a ring and the text 'Loading...'. */
export function Spinner({
  size = 'md',
  className = '',
}: {
  size?: SpinnerSize;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 text-text-muted ${className}`}
      data-size={size}
    >
      <span
        aria-hidden="true"
        className={`${SIZES[size]} inline-block animate-spin rounded-full border-ink-500 border-t-brand`}
      />
      <span className={size === 'sm' ? 'text-xs' : 'text-sm'}>Loading...</span>
    </div>
  );
}
