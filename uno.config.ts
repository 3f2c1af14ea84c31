/**
 * Design tokens and shortcuts: the one place where AlphaScout's look is defined (ARCHITECTURE.md
 * rule 12). Components use these names, not long ad-hoc class strings.
 */
import { defineConfig, presetWind3 } from 'unocss';

export default defineConfig({
  presets: [presetWind3({ dark: 'class' })],
  theme: {
    colors: {
      ink: { DEFAULT: '#0b0f1a', 900: '#0b0f1a', 800: '#111827', 700: '#1a2233', 600: '#243047', 500: '#33415c' },
      text: { DEFAULT: '#e6ebf5', muted: '#a3afc2', faint: '#8592a8' },
      brand: { DEFAULT: '#22d3ee', strong: '#06b6d4', violet: '#8b5cf6' },
      bullish: '#22c55e',
      bearish: '#fb7185',
      neutral: '#94a3b8',
      warn: '#f59e0b',
    },
    fontFamily: {
      sans: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
  },
  shortcuts: {
    page: 'mx-auto w-full max-w-7xl px-4 sm:px-6 py-6',
    card: 'rounded-xl border border-ink-600 bg-ink-800 p-4 shadow-sm',
    'card-link': 'card block transition hover:border-brand/60 hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-brand',
    btn: 'inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50 disabled:cursor-not-allowed',
    'btn-primary': 'btn bg-brand text-ink-900 hover:bg-brand-strong',
    'btn-ghost': 'btn text-text-muted hover:text-text hover:bg-ink-700',
    'btn-outline': 'btn border border-ink-500 text-text hover:border-brand hover:text-brand',
    badge: 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
    'badge-bullish': 'badge bg-bullish/15 text-bullish',
    'badge-bearish': 'badge bg-bearish/15 text-bearish',
    'badge-neutral': 'badge bg-neutral/15 text-neutral',
    'badge-brand': 'badge bg-brand/15 text-brand',
    'badge-warn': 'badge bg-warn/15 text-warn',
    'card-grid': 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3',
    'card-grid-4': 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4',
    heading: 'text-2xl font-bold tracking-tight text-text',
    'nav-link': 'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-text-muted transition hover:text-text hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:text-brand',
    'nav-link-active': 'text-brand',
    muted: 'text-text-muted',
  },
});
