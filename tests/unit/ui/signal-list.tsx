/** A VirtualList of bare items for the list's DOM tests: rows of 150 px estimated, one id each. */
import { VirtualList } from '../../../src/ui/VirtualList';

interface Item {
  id: string;
}

export const itemsOf = (count: number, prefix = 's'): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index}` }));

export function signalList(items: Item[] | undefined, hasMore = false) {
  return (
    <VirtualList
      label="Signals"
      items={items}
      getKey={(item) => item.id}
      renderItem={(item) => <span>{item.id}</span>}
      hasMore={hasMore}
      loadingMore={false}
      onLoadMore={() => undefined}
      estimateRowHeight={150}
      empty={<p>No signals match these filters</p>}
    />
  );
}
