/**
 * Design tokens and shortcuts: the one place where AlphaScout's look is defined
 * (CONTRIBUTING.md, "Conventions"). Components use these names, not long ad-hoc class strings.
 */
import { defineConfig, presetWind3 } from 'unocss';

export default defineConfig({
  presets: [presetWind3({ dark: 'class' })],
  // A tap on a touch screen leaves :hover on what was tapped until the next tap elsewhere, so a
  // tapped button or card kept its hover colour and looked selected. Hover styles apply only where
  // the primary pointer can hover, as Tailwind 4 does, nested inside any parent the rule has.
  // Being in a media block puts them after the plain rules, so a state that must show through a
  // hover (the current page's link, a pressed chip) says so with a hover: variant of its own.
  postprocess: (util) => {
    if (!util.selector.includes(':hover')) return;
    util.parent = util.parent ? `${util.parent} $$ @media (hover:hover)` : '@media (hover:hover)';
  },
  // Text may hold one word wider than the screen (a contract address, a hash, a URL): it breaks
  // rather than widening its card or column and the page with it. Set once and inherited;
  // 'anywhere' also lets grid and flex items shrink below that word, which 'break-word' does not.
  // Text that must stay on one line says so (whitespace-nowrap, truncate).
  // The sticky header (64 px) would hide what focus brings to the top of the window: the page's
  // focusable elements stop below it. Not scroll-padding on the window: that also counts the
  // header's own links as hidden, and Tab through the header scrolled the page to its top.
  // On a touch screen, a field whose text is under 16 px makes iOS Safari zoom the page in when it
  // takes focus, and the visitor pinches back out: fields there are 16 px whatever their class says.
  // A small control that a finger must hit (a chip, a card's Watch toggle) takes taps over at least
  // 44 by 44 px on a touch screen, through an invisible ::after centred on it, so it keeps the size
  // it has on screen; where two such areas overlap, the later control takes the tap.
  preflights: [
    {
      getCSS: () =>
        'body{overflow-wrap:anywhere}:where(main,footer) :where(a,button,input,select,textarea,summary,[tabindex]){scroll-margin-top:5rem}' +
        // An article's link to another site opens a new tab (lib/markdown): it says so, to the eye
        // with an arrow as ExternalLink does, and to a screen reader through the arrow's alt text.
        '.prose-article a[target=_blank]::after{content:"\\2197";content:"\\2197"/" (opens in a new tab)";display:inline-block;margin-left:.15em;font-size:.75em;opacity:.7}' +
        '@media (pointer:coarse){input:not([type=checkbox],[type=radio],[type=range]),select,textarea{font-size:max(16px,1em)!important}' +
        '.touch-target{position:relative}.touch-target::after{content:"";position:absolute;left:50%;top:50%;width:max(100%,44px);height:max(100%,44px);transform:translate(-50%,-50%)}}',
    },
  ],
  theme: {
    colors: {
      ink: {
        DEFAULT: '#0b0f1a',
        900: '#0b0f1a',
        800: '#111827',
        700: '#1a2233',
        600: '#243047',
        500: '#33415c',
      },
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
    // The header, the banners above it, each page and the footer share one row, so their edges line up.
    'shell-row': 'mx-auto w-full max-w-7xl px-4 sm:px-6',
    page: 'shell-row py-6',
    card: 'rounded-xl border border-ink-600 bg-ink-800 p-4 shadow-sm',
    // A card that opens a page: its title is the one link, and the link's ::after covers the card,
    // so a click anywhere on it goes there while the link's name stays the title (not every line of
    // the card, a countdown's included). Controls laid over a card sit above it (z-10).
    // Keyboard focus rings the card through that ::after too: a :has(:focus-visible) on the card
    // would make every change inside a card (a countdown's tick, a list's new rows) recheck it.
    'card-link': 'card relative block transition hover:border-brand/60 hover:bg-ink-700',
    'card-title-link':
      'outline-none after:absolute after:inset-0 after:z-[1] after:rounded-xl after:content-empty focus-visible:after:outline focus-visible:after:outline-2 focus-visible:after:outline-offset--2 focus-visible:after:outline-brand',
    // What in a card a pointer must reach through that cover, for its tooltip (a countdown's date, a
    // cut title: inside the link, a click on it still opens the card).
    'over-card-cover': 'relative z-[2]',
    btn: 'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50 disabled:cursor-not-allowed',
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
    'nav-link':
      'inline-flex items-center gap-1 whitespace-nowrap rounded-lg px-2.5 2xl:px-3 py-2 text-sm font-medium text-text-muted transition hover:text-text hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:text-brand hover:aria-[current=page]:text-brand',
    'nav-link-active': 'text-brand',
    'field-input':
      'mt-1 w-full rounded-lg border border-ink-500 bg-ink-900 px-3 py-2 text-text outline-none transition placeholder:text-text-faint focus:border-brand focus-visible:ring-2 focus-visible:ring-brand/30 aria-[invalid=true]:border-bearish aria-[invalid=true]:focus:border-bearish aria-[invalid=true]:focus-visible:ring-bearish/40',
    'field-error': 'mt-1 text-sm text-bearish',
    'tab-button':
      'flex-1 rounded-lg px-3 py-2 text-sm font-medium text-text-muted transition hover:text-text focus-visible:outline-2 focus-visible:outline-brand aria-[selected=true]:bg-ink-600 aria-[selected=true]:text-text aria-[selected=true]:shadow-sm',
    muted: 'text-text-muted',
    // Content list controls (part A); chip, stat and section shortcuts are defined further down.
    // The sort select is as tall as a chip (32 px) at any font size: its height is set, not made of
    // padding. On a touch screen its text is 16 px (above), and a taller select put its label a few
    // px above the chips' labels.
    'select-field':
      'min-h-8 max-w-full rounded-lg border border-ink-500 bg-ink-800 px-3 py-0 text-sm text-text focus-visible:outline-2 focus-visible:outline-brand',
    'filter-label': 'text-xs font-semibold uppercase tracking-wide text-text-faint',
    // Typography for sanitised article HTML (ui/Markdown), which cannot carry classes of its own.
    'prose-article':
      'leading-relaxed text-text/90 break-words [&>*+*]:mt-4 [&>:first-child]:mt-0 [&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-text [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_a[href]]:text-brand [&_a[href]]:underline [&_a[href]]:underline-offset-2 [&_a[href]:hover]:text-brand-strong [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_.picture-missing]:my-6 [&_.picture-missing]:block [&_.picture-missing]:rounded-xl [&_.picture-missing]:border [&_.picture-missing]:border-dashed [&_.picture-missing]:border-ink-500 [&_.picture-missing]:bg-ink-700 [&_.picture-missing]:px-4 [&_.picture-missing]:py-8 [&_.picture-missing]:text-center [&_.picture-missing]:text-sm [&_.picture-missing]:italic [&_.picture-missing]:text-text-muted [&_blockquote]:border-l-4 [&_blockquote]:border-brand/50 [&_blockquote]:pl-4 [&_blockquote]:text-text-muted [&_h5]:mt-4 [&_h5]:font-semibold [&_h5]:text-text [&_h6]:mt-4 [&_h6]:font-semibold [&_h6]:text-text-muted [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-ink-600 [&_pre]:bg-ink-900 [&_pre]:p-3 [&_pre:focus-visible]:outline-2 [&_pre:focus-visible]:outline-brand [&_code]:font-mono [&_code]:text-sm [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-ink-700 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-text [&_hr]:border-ink-600 [&_strong]:text-text [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-ink-600 [&_th]:bg-ink-700 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_th]:text-text [&_td]:border [&_td]:border-ink-600 [&_td]:px-3 [&_td]:py-1.5',
    chip: 'inline-flex items-center gap-1 rounded-full border border-ink-500 px-3 py-[5px] text-sm text-text-muted transition hover:border-brand hover:text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-[pressed=true]:border-brand aria-[pressed=true]:bg-brand/15 aria-[pressed=true]:text-brand hover:aria-[pressed=true]:text-brand',
    'section-title': 'text-lg font-semibold text-text',
    stat: 'rounded-lg bg-ink-700/60 px-3 py-2',
    'stat-label': 'text-xs uppercase tracking-wide text-text-faint',
    'stat-value': 'mt-0.5 font-semibold text-text break-words',
    'ext-link': 'inline-flex min-h-6 items-center gap-1 text-brand hover:underline break-all',
  },
});
