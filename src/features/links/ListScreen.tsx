import type { LinkCategory } from '../../schemas/link';
import { EmptyState } from '../../ui/EmptyState';
import { ResetButton } from '../../ui/FilterBar';
import { ListLayout } from '../../ui/ListLayout';
import { Spinner } from '../../ui/Spinner';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { CONTENT_PATHS } from '../kit/content-paths';
import { ControlsBar } from '../kit/ControlsBar';
import { CATEGORY_LABELS, LINK_CONTROLS, LINKS_QUERY } from './link-query';
import { LinkCard } from './LinkCard';
import { useCategoryLinks, useLinkGroups } from './useLinks';
const PER_GROUP = 6;

/** A category's label inside a sentence: "Hardware wallets" → "hardware wallets", "dApps" kept. */
const inSentence = (label: string): string => (label[0]?.toLowerCase() ?? '') + label.slice(1);

/** Every category with its first entries; "See all" opens the category's full, windowed list. */
function Overview({ onPick }: { onPick: (category: LinkCategory) => void }) {
  const groups = useLinkGroups(PER_GROUP);
  if (groups === undefined) return <Spinner className="py-16" />;
  const filled = groups.filter((group) => group.rows.length > 0);
  if (filled.length === 0)
    return <EmptyState title="The directory is empty">No links have been added yet.</EmptyState>;
  return (
    <div className="flex flex-col gap-10">
      {filled.map((group) => (
        <section key={group.category} aria-labelledby={`links-${group.category}`}>
          <div className="flex items-end justify-between gap-4">
            <h2 id={`links-${group.category}`} className="text-xl font-semibold">
              {CATEGORY_LABELS[group.category]}
            </h2>
            {group.hasMore && (
              <button
                type="button"
                className="text-sm text-brand hover:underline"
                onClick={() => onPick(group.category)}
              >
                See all {CATEGORY_LABELS[group.category]} →
              </button>
            )}
          </div>
          <ul className="card-grid mt-3">
            {group.rows.map((link) => (
              <li key={link.id}>
                <LinkCard link={link} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function CategoryList({ category, onReset }: { category: LinkCategory; onReset: () => void }) {
  const list = useCategoryLinks(category);
  return (
    <section aria-labelledby="links-category">
      <h2 id="links-category" className="mb-3 text-xl font-semibold">
        {CATEGORY_LABELS[category]}
      </h2>
      <VirtualList
        items={list.rows}
        getKey={(link) => link.id}
        renderItem={(link) => <LinkCard link={link} />}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        label={CATEGORY_LABELS[category]}
        estimateRowHeight={190}
        minColumnWidth={300}
        maxColumns={3}
        empty={
          <EmptyState
            title={`No ${inSentence(CATEGORY_LABELS[category])} listed yet`}
            action={<ResetButton onReset={onReset}>Show all categories</ResetButton>}
          />
        }
      />
    </section>
  );
}

/** /links: the directory, grouped by its six categories and filterable by one (in the URL). */
export function ListScreen() {
  const [query, setQuery] = useQueryState(LINKS_QUERY);
  return (
    <ListLayout
      title={CONTENT_PATHS.links.title}
      intro="Exchanges, wallets, dApps, marketplaces, hardware wallets and tools we find useful. Always check the address before you connect a wallet."
      filters={
        <ControlsBar
          label="Link filters"
          controls={LINK_CONTROLS}
          values={query}
          onChange={setQuery}
        />
      }
    >
      {query.category === 'all' ? (
        <Overview onPick={(category) => setQuery({ category })} />
      ) : (
        <CategoryList category={query.category} onReset={() => setQuery({ category: 'all' })} />
      )}
    </ListLayout>
  );
}
