import type { ScreenProps } from '../../app/routes';
import { useScrollToTop } from '../../ui/useScrollToTop';
import { NewsScreen } from './NewsScreen';

/** /news: the news screen with nothing open. */
export function ListScreen(_props: ScreenProps) {
  // A list opens at its top; VirtualList restores the position itself on Back.
  useScrollToTop('news');
  return <NewsScreen openId={null} />;
}
